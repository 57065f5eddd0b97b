// Test helper: another API process (node src/server.ts) on the same PostgreSQL as the test's app, for the rules
// that must hold across processes (live events, reminders). PGlite is one process, so callers need DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './net.ts';

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts an API process on the database (no migration, no demo data); resolves once /health answers. */
export async function startApiProcess(
  databaseUrl: string,
  jwtSecret: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-process-'));
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process exited: ${stderr}`);
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the API process did not answer /health: ${stderr}`);
}
