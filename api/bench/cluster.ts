// A throwaway PostgreSQL cluster for the bench: initdb in a temporary folder (as user postgres when run as root),
// fsync off, loopback only; stopped and removed by stop().
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: string;
  version: string;
  stop(): void;
}

export function startCluster(port: number): Cluster {
  const dir = mkdtempSync(join(tmpdir(), 'alfie-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args]]
      : [join(BIN, cmd), args];
    return execFileSync(file, argv, { stdio: 'pipe' }).toString();
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const opts = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=256MB',
    '-c max_connections=100',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  const version = run('postgres', ['--version']).trim();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      if (stopped) return;
      stopped = true;
      const argv = ['-D', data, '-m', 'fast', '-w', 'stop'];
      if (asRoot)
        spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, 'pg_ctl'), ...argv], { stdio: 'ignore' });
      else spawnSync(join(BIN, 'pg_ctl'), argv, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
