// A PostgreSQL for the deployment tests: the server of DATABASE_URL when it is set (CI starts one), otherwise a
// throwaway cluster of the Debian binaries on 127.0.0.1:4520. Each test gets a database of its own.
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { launch, run, waitFor } from './processes.mjs';

const PORT = Number(process.env.ALFIE_DEPLOY_PG_PORT ?? 4520);

function pgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  return null;
}

export function postgresAvailable() {
  return Boolean(process.env.DATABASE_URL) || pgBin() !== null;
}

async function startCluster() {
  const bin = pgBin();
  if (!bin) throw new Error('no PostgreSQL: set DATABASE_URL or install postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'alfie-deploy-pg-'));
  // initdb refuses to run as root: the cluster belongs to the postgres user when the tests run as root.
  const owner = process.getuid?.() === 0 ? postgresIds() : {};
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'alfie', '--auth=trust', '-E', 'UTF8'], owner);
  const server = launch(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(PORT),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=100',
    ],
    { name: 'postgres', ...owner },
  );
  const url = `postgres://alfie@127.0.0.1:${PORT}/postgres`;
  await waitFor(
    async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.end();
      return true;
    },
    { what: `PostgreSQL on ${PORT}`, proc: server },
  );
  return {
    adminUrl: url,
    async stop() {
      await server.stop('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** uid and gid of the Debian 'postgres' account, read from /etc/passwd rather than assumed. */
function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root needs a postgres account to own the throwaway cluster');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Starts (or reuses) a server and creates a fresh database; `url` is its DATABASE_URL. */
export async function startPostgres(name = 'alfie_deploy') {
  const reuse = process.env.DATABASE_URL;
  const cluster = reuse ? null : await startCluster();
  const adminUrl = reuse ?? cluster.adminUrl;
  const dbName = `${name}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    async stop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await c.end();
      await cluster?.stop();
    },
  };
}
