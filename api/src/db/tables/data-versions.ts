// A counter per cached data set, bumped by database triggers in the same transaction as any change to the set
// (migration 0005): a process may reuse a cached answer as long as the counter it read first is unchanged, and
// that stays true across API replicas because the counter lives in the database.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const dataVersions = pgTable('data_versions', {
  /** The data set, e.g. 'requests' (the operators' dashboards). */
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
