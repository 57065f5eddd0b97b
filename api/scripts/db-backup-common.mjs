// What db-backup and db-restore share: where the data is, where files go, the PostgreSQL client tools.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npm run db:backup` was typed: relative paths given on the command line are read from there. */
export const CALLER_DIR = process.env.INIT_CWD || process.cwd();

export function target() {
  const databaseUrl = process.env.DATABASE_URL || null;
  // Unset DATA_DIR means the API's default under api/ (npm run start:api runs there).
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : join(API_DIR, '.data');
  return { databaseUrl, dataDir, driver: databaseUrl ? 'postgres' : 'pglite' };
}

export function defaultBackupFile(driver) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(CALLER_DIR, 'backups', `alfie-${driver}-${stamp}.${driver === 'postgres' ? 'dump' : 'tar.gz'}`);
}

export const fromCaller = (file) => resolve(CALLER_DIR, file);

/** pg_dump / pg_restore: PG_BIN when set, else the newest /usr/lib/postgresql/N/bin, else PATH. */
export function pgTool(name) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const v = readdirSync(root)
      .filter((d) => existsSync(join(root, d, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (v) return join(root, v, 'bin', name);
  }
  return name;
}

export function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error) fail(`${cmd} could not run: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} failed (exit ${r.status})`);
}

export function fail(message) {
  console.error(`Alfie database: ${message}`);
  process.exit(1);
}
