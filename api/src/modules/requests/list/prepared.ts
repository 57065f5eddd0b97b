// Rows of a query as a named prepared statement on PostgreSQL (PostgreSQL plans it once per connection instead of
// on every call: planning the dashboard query costs as much as running it); a plain query on PGlite.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../../db/client.ts';

const dialect = new PgDialect();

export async function preparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  // The text differs with the filters used, so each shape gets its own name.
  const name = `alfie_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}
