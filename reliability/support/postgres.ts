// A PostgreSQL database for a reliability test: a new database on DATABASE_URL's server when it is set, otherwise
// a throwaway cluster (initdb, loopback only) that is stopped and removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestPostgres {
  /** Connection string of a fresh, empty database. */
  url: string;
  /** Connection string of another fresh database on the same server (e.g. a restore target). */
  createDatabase(prefix?: string): Promise<string>;
  /** Folder holding pg_dump and pg_restore of the server's major version (null when unknown). */
  binDir: string | null;
  stop(): Promise<void>;
}

function pgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function databaseMaker(adminUrl: string, made: string[]) {
  return async (prefix = 'alfie_rel') => {
    const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    made.push(name);
    return withDb(adminUrl, name);
  };
}

export async function startPostgres(port = 4536): Promise<TestPostgres> {
  const made: string[] = [];
  const given = process.env.DATABASE_URL;
  if (given) {
    const createDatabase = databaseMaker(given, made);
    return {
      url: await createDatabase(),
      createDatabase,
      binDir: pgBinDir(),
      stop: async () => {
        for (const name of made)
          await adminQuery(given, `drop database if exists ${name} with (force)`).catch(() => undefined);
      },
    };
  }
  const bin = pgBinDir();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql and no DATABASE_URL');
  const dir = mkdtempSync(join(tmpdir(), 'alfie-rel-pg-'));
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: run the server as the postgres user (or nobody) when we are root.
  const user = root ? (spawnSync('id', ['postgres']).status === 0 ? 'postgres' : 'nobody') : null;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', user!]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', user!]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const as = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', user!, '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  as('initdb', ['-D', join(dir, 'data'), '-U', 'alfie', '--auth=trust', '-E', 'UTF8']);
  as('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
    'start',
  ]);
  const adminUrl = `postgres://alfie@127.0.0.1:${port}/postgres`;
  const createDatabase = databaseMaker(adminUrl, made);
  return {
    url: await createDatabase(),
    createDatabase,
    binDir: bin,
    stop: async () => {
      try {
        as('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
