// Bulk seeding of the bench database: the demo data with a long request history (50,000 by default), kept as a
// template database so later runs clone it in seconds instead of seeding again.
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/demo.ts';

const withDb = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A fresh database `alfie_bench` with `requests` demo requests; returns its URL and how it was made. */
export async function seedBenchDatabase(
  adminUrl: string,
  requests: number,
  log: (line: string) => void,
): Promise<{ url: string; seededMs: number; fromTemplate: boolean }> {
  // Dated: the history is spread around the day it was seeded, and date filters must see the same spread.
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const template = `alfie_bench_tpl_${requests}_${day}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const started = performance.now();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    let fromTemplate = true;
    if (!rowCount) {
      fromTemplate = false;
      log(`seeding ${requests} requests into ${template} (once; later runs clone it)…`);
      await admin.query(`create database ${template}`);
      const d = await openDatabase({ databaseUrl: withDb(adminUrl, template), poolSize: 2 });
      try {
        await migrateDatabase(d, withDb(adminUrl, template));
        await seedDemo(d.db, { requests });
        await d.db.execute('vacuum analyze');
      } catch (err) {
        await d.close();
        await admin.query(`drop database if exists ${template}`);
        throw err;
      }
      await d.close();
    }
    await admin.query('drop database if exists alfie_bench with (force)');
    await admin.query(`create database alfie_bench template ${template}`);
    // Migrations added since the template was made (e.g. a new index) are applied to the copy.
    const d = await openDatabase({ databaseUrl: withDb(adminUrl, 'alfie_bench'), poolSize: 2 });
    await migrateDatabase(d, withDb(adminUrl, 'alfie_bench'));
    await d.db.execute('vacuum analyze');
    await d.close();
    return { url: withDb(adminUrl, 'alfie_bench'), seededMs: performance.now() - started, fromTemplate };
  } finally {
    await admin.end();
  }
}
