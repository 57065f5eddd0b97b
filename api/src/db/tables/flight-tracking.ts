// Flight tracking: what the flight-status provider said of each travel (one row per answer that was believed), when
// each travel was last asked about (an answer of nothing counts, so a failing provider is not asked every minute),
// and the one row the pollers of every API process share: who polls now (a lease) and the calls spent today.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { OBSERVED_STATES, type ObservedState } from '@alfie/shared/contracts';
import { at, createdAt, oneOf } from './columns.ts';
import { requests, travels } from './requests.ts';

export const travelObservations = pgTable(
  'travel_observations',
  {
    id: serial('id').primaryKey(),
    travelId: integer('travel_id')
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    state: text('state').notNull().$type<ObservedState>(),
    scheduledArrival: at('scheduled_arrival'),
    expectedArrival: at('expected_arrival'),
    landedAt: at('landed_at'),
    observedAt: createdAt('observed_at'),
  },
  (t) => [
    index('travel_observations_travel_idx').on(t.travelId, t.id),
    index('travel_observations_request_idx').on(t.requestId),
    check('travel_observations_state_ck', oneOf(t.state, OBSERVED_STATES)),
  ],
);

export const travelPolls = pgTable('travel_polls', {
  travelId: integer('travel_id')
    .primaryKey()
    .references(() => travels.id, { onDelete: 'cascade' }),
  polledAt: at('polled_at').notNull(),
});

export const flightPoller = pgTable(
  'flight_poller',
  {
    id: integer('id').primaryKey().default(1),
    /** The process polling now, until `leaseUntil`; another takes over once the lease has run out. */
    holder: text('holder'),
    leaseUntil: at('lease_until'),
    /** The provider calls spent on `budgetDay` (UTC), against FLIGHT_STATUS_DAILY_CALLS. */
    budgetDay: date('budget_day', { mode: 'string' }),
    callsUsed: integer('calls_used').notNull().default(0),
  },
  (t) => [check('flight_poller_one_ck', sql`${t.id} = 1`)],
);
