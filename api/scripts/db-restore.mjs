// npm run db:restore -- FILE: pg_restore (clean, one transaction) when DATABASE_URL is set; otherwise the PGlite
// data folder is rebuilt from the dump under the DATA_DIR lock, the previous one kept beside it.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';
import { fail, fromCaller, pgTool, run, target } from './db-backup-common.mjs';

if (!process.argv[2]) fail('usage: npm run db:restore -- FILE');
const file = fromCaller(process.argv[2]);
if (!existsSync(file)) fail(`no backup file at ${file}`);
const t = target();

if (t.databaseUrl) {
  run(pgTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${t.databaseUrl}`,
    file,
  ]);
} else {
  let lock;
  try {
    lock = lockDataDir(t.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(`${err.message} Stop the API before restoring.`);
    throw err;
  }
  const live = join(t.dataDir, 'pglite');
  const fresh = join(t.dataDir, `pglite.restoring-${process.pid}`);
  try {
    rmSync(fresh, { recursive: true, force: true });
    const db = await PGlite.create({ dataDir: fresh, loadDataDir: new Blob([readFileSync(file)]) });
    await db.query('select 1');
    await db.close();
    if (existsSync(live)) {
      const kept = join(t.dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      renameSync(live, kept);
      console.log(`Alfie database: the previous data folder is kept at ${kept}`);
    }
    renameSync(fresh, live);
  } catch (err) {
    rmSync(fresh, { recursive: true, force: true });
    throw err;
  } finally {
    lock.release();
  }
}
console.log(`Alfie database: ${t.driver} restored from ${file}`);
