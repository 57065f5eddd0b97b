// Opens the test's database from the test process (PGlite under DATA_DIR, taking its lock, or PostgreSQL),
// prepares it as the API would (migrations, demo data) and runs raw SQL on either driver.
import type { SQL } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../../api/src/db/client.ts';
import { migrateDatabase } from '../../api/src/db/migrate.ts';
import { seedDemo } from '../../api/src/db/seed/demo.ts';

export interface Target {
  driver: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
}

export interface OpenDb {
  database: Database;
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export async function openTarget(target: Target): Promise<OpenDb> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl ?? null,
    dataDir: target.dataDir,
    poolSize: 2,
  });
  return {
    database,
    rows: <T>(query: SQL) => rowsOf<T>(database.db, query),
    close: () => database.close(),
  };
}

/** Migrates and loads the demo data, as the API's first start would. */
export async function prepareTarget(target: Target): Promise<void> {
  const d = await openTarget(target);
  try {
    await migrateDatabase(d.database, target.databaseUrl ?? null);
    await seedDemo(d.database.db);
  } finally {
    await d.close();
  }
}
