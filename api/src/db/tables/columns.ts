// Column helpers shared by the tables: timestamps with time zone as Date, and CHECK lists built from contracts.
import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = (name = 'created_at') => at(name).notNull().defaultNow();

/** `column IN ('a','b')` for a CHECK constraint; values come from the shared contracts, never from users. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
