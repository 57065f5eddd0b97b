// The database: file-backed PGlite under DATA_DIR by default, node-postgres when DATABASE_URL is set; one Drizzle API.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: helpers accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string | null;
  dataDir?: string;
  /** In-memory PGlite (tests); no folder, no lock. */
  memory?: boolean;
  /** A PGlite data dump to start from (tests: a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => (await pool.query('select 1 as ok')).rowCount === 1,
      close: () => pool.end(),
    };
  }
  let lock: DataDirLock | null = null;
  let dataDir: string | undefined;
  if (!opts.memory) {
    if (!opts.dataDir) throw new Error('dataDir is required for a file-backed database');
    lock = lockDataDir(opts.dataDir);
    dataDir = join(opts.dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/** Rows of a raw SQL query, on either driver: `await rowsOf<{ n: number }>(db, sql\`select 1 as n\`)`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
