// Applies the versioned migrations under api/drizzle; on PostgreSQL under an advisory lock, so replicas that
// start together never apply the same migration twice.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_FOLDER, type Database } from './client.ts';

const LOCK_ID = 4_202_611; // any constant shared by every Alfie process

export async function migrateDatabase(database: Database, databaseUrl: string | null): Promise<void> {
  if (database.driver === 'pglite' || !databaseUrl) return database.migrate();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_ID]);
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
