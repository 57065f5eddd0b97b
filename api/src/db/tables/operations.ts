// Payments, password-reset tokens, the e-mail outbox, the audit log and login throttling counters.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@alfie/shared/contracts';
import { at, createdAt, oneOf } from './columns.ts';
import { accounts } from './accounts.ts';
import { requests } from './requests.ts';

export const PAYMENT_STATUSES = ['authorized', 'captured', 'voided', 'expired', 'failed'] as const;
export const PAYMENT_KINDS = ['booking', 'extension'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('booking').$type<(typeof PAYMENT_KINDS)[number]>(),
    orderId: text('order_id').notNull(),
    authorizationId: text('authorization_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull().default('EUR'),
    status: text('status').notNull().default('authorized').$type<(typeof PAYMENT_STATUSES)[number]>(),
    /** New end of the service for an extension. */
    endDatetime: at('end_datetime'),
    /** When the provider's authorization lapses. */
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    /** End of PayPal's 29-day validity of the original authorization: no capture or reauthorization after it. */
    validUntil: at('valid_until'),
    /** Set by the one reauthorization PayPal allows (authorizationId then holds the new authorization). */
    reauthorizedAt: at('reauthorized_at'),
    captureId: text('capture_id'),
    /** What PayPal captured (it may exceed amountCents within PayPal's over-capture allowance). */
    capturedCents: integer('captured_cents'),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    uniqueIndex('payments_order_uq').on(t.orderId),
    index('payments_request_idx').on(t.requestId),
    index('payments_status_expires_idx').on(t.status, t.expiresAt),
    check('payments_amount_ck', sql`${t.amountCents} > 0`),
    check('payments_status_ck', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_kind_ck', oneOf(t.kind, PAYMENT_KINDS)),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself only travels in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_account_idx').on(t.accountId),
  ],
);

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull().default('it').$type<(typeof LOCALES)[number]>(),
    template: text('template').notNull(),
    params: jsonb('params').notNull().$type<Record<string, unknown>>(),
    /** The request a mail is about (its timeline shows the mail and its delivery); null for other mails. */
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending').$type<(typeof MAIL_STATUSES)[number]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedAt: at('claimed_at'),
    lastError: text('last_error'),
    /** Stable Message-ID derived from the row id, so a retried delivery can be recognised downstream. */
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_uq').on(t.messageId),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_request_idx').on(t.requestId),
    check('mail_outbox_status_ck', oneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_language_ck', oneOf(t.language, LOCALES)),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** A request transition's status before and after (null for every other entry and for rows older than 0007). */
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Why the change was made, when the caller says (a request transition's `why`). */
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: createdAt('at'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorAccountId),
  ],
);

/** Failed logins per key ('account:<email>' or 'address:<ip>'), in the database so every API process agrees. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: at('window_start').notNull().defaultNow(),
  blockedUntil: at('blocked_until'),
});
