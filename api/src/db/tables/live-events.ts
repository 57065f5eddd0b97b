// The operators' live dashboards: the recent request events (the server-sent stream's ids and its five-minute
// resume window) and the single-use tickets that open a stream (EventSource cannot send a bearer header).
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { LIVE_REQUEST_EVENTS, REQUEST_STATUSES, REQUEST_TYPES } from '@alfie/shared/contracts';
import { at, createdAt, oneOf } from './columns.ts';
import { accounts } from './accounts.ts';

/** Written in the transaction of the change (its id is the stream's `id:`); pruned after a few minutes. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    // No foreign key: an event outlives nothing and must not lock or block the request row it names.
    requestId: integer('request_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** The request's country, for the operators' country scope; null when it has none. */
    countryId: integer('country_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_events_created_idx').on(t.createdAt),
    check('request_events_event_ck', oneOf(t.event, LIVE_REQUEST_EVENTS)),
    check('request_events_type_ck', oneOf(t.type, REQUEST_TYPES)),
    check('request_events_status_ck', oneOf(t.status, REQUEST_STATUSES)),
  ],
);

/** A ticket's SHA-256 only (the ticket itself is never stored); consumed by deleting it, so it opens one stream. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The owner's country scope when issued: null sees every country (auth/caller.ts countryScope). */
    countryScope: integer('country_scope'),
    /** The session that took it (its token's hash, the account's token version): a revoked one opens nothing. */
    sessionHash: text('session_hash').notNull(),
    tokenVersion: integer('token_version').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt)],
);
