// Rows of a query as a named prepared statement on PostgreSQL (PostgreSQL plans it once per connection instead of
// on every call: planning the dashboard query costs as much as running it); a plain query on PGlite.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../../db/client.ts';

const dialect = new PgDialect();

const poolOf = (db: DbOrTx): pg.Pool | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

function compile(query: SQL): { name: string; text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // The text differs with the filters used, so each shape gets its own name.
  return { name: `alfie_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params };
}

export async function preparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (!pool) return rowsOf<T>(db, query);
  const { name, text, params } = compile(query);
  return (await pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}

/**
 * preparedRows of a statement whose text never changes, only its `id` (a detail): the text and its name are made
 * on the first call, not on every one. Assembling the detail's text through drizzle and hashing it cost ~10% of
 * the API's CPU on request-detail at 32 connections. Off the pool (PGlite, a transaction) it runs as preparedRows.
 */
export function preparedById<T>(
  build: (id: number | Placeholder) => SQL,
): (db: DbOrTx, id: number) => Promise<T[]> {
  let compiled: ReturnType<typeof compile> | null = null;
  return async (db, id) => {
    const pool = poolOf(db);
    if (!pool) return rowsOf<T>(db, build(id));
    compiled ??= compile(build(sql.placeholder('id')));
    const { name, text, params } = compiled;
    return (await pool.query<T & pg.QueryResultRow>({ name, text, values: fillPlaceholders(params, { id }) }))
      .rows;
  };
}
