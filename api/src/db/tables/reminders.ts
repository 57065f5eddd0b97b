// The reminders before a service (mail to the PA and the referents some hours before the start): one row per
// request, offset and recipient, written by whichever API process claims it first, sent or skipped.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import { mailOutbox } from './operations.ts';
import { requests } from './requests.ts';

export const REMINDER_OUTCOMES = ['sent', 'skipped'] as const;

export const requestReminders = pgTable(
  'request_reminders',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** Hours before the start (REMINDER_EARLY_HOURS or REMINDER_LATE_HOURS when it was claimed). */
    offsetHours: integer('offset_hours').notNull(),
    /** The recipient's e-mail address, lower case: a person named twice on a request gets one mail. */
    recipient: text('recipient').notNull(),
    /**
     * 'skipped': its time had passed when the PA was assigned, a nearer reminder was due as well, or the request was
     * cancelled while its mail still waited in the outbox (reminders/withdraw.ts).
     */
    outcome: text('outcome').notNull().$type<(typeof REMINDER_OUTCOMES)[number]>(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The claim: `insert ... on conflict do nothing` on this key decides which process enqueues the mail.
    uniqueIndex('request_reminders_claim_uq').on(t.requestId, t.offsetHours, t.recipient),
    index('request_reminders_mail_idx').on(t.mailId),
    check('request_reminders_outcome_ck', oneOf(t.outcome, REMINDER_OUTCOMES)),
    check('request_reminders_offset_ck', sql`${t.offsetHours} > 0`),
  ],
);
