// What a cancellation cost: one row per cancelled request, written with the `cancel` transition, with the policy in
// force then (the country's may change later) and how the fee was settled.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CANCELLATION_FEE_STATES, type CancellationPolicy } from '@alfie/shared/contracts';
import { at, oneOf } from './columns.ts';
import { requests } from './requests.ts';

export const requestCancellations = pgTable(
  'request_cancellations',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    cancelledAt: at('cancelled_at').notNull(),
    /** Percent of the request's total the policy asked at that instant. */
    percent: integer('percent').notNull(),
    /** The fee the policy asked; what of it PayPal captured (the rest is owed when nothing covered it). */
    feeCents: integer('fee_cents').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    feeState: text('fee_state').notNull().$type<(typeof CANCELLATION_FEE_STATES)[number]>(),
    policy: jsonb('policy').$type<CancellationPolicy>().notNull(),
  },
  (t) => [
    check(
      'request_cancellations_fee_ck',
      sql`${t.feeCents} >= 0 and ${t.capturedCents} >= 0 and ${t.percent} between 0 and 100`,
    ),
    check('request_cancellations_state_ck', oneOf(t.feeState, CANCELLATION_FEE_STATES)),
  ],
);
