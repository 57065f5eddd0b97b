// npm run db:backup [-- FILE]: pg_dump in custom format when DATABASE_URL is set; otherwise a consistent dump of
// the PGlite data folder taken under the DATA_DIR lock (refused while an API process holds it).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';
import { defaultBackupFile, fail, fromCaller, pgTool, run, target } from './db-backup-common.mjs';

const t = target();
const file = process.argv[2] ? fromCaller(process.argv[2]) : defaultBackupFile(t.driver);
mkdirSync(dirname(file), { recursive: true });
const partial = `${file}.partial`;

if (t.databaseUrl) {
  // pg_dump reads one snapshot: consistent while the API keeps running.
  run(pgTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    `--dbname=${t.databaseUrl}`,
  ]);
} else {
  let lock;
  try {
    lock = lockDataDir(t.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      fail(`${err.message} A PGlite backup needs the API stopped (or use PostgreSQL and pg_dump).`);
    throw err;
  }
  try {
    const db = await PGlite.create({ dataDir: join(t.dataDir, 'pglite') });
    try {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}
renameSync(partial, file); // a file under the final name is always complete
console.log(`Alfie database: ${t.driver} backup written to ${file}`);
