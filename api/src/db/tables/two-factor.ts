// Two-factor sign-in: each account's TOTP secret (encrypted), its single-use recovery codes, and which roles must use it.
import { bigint, boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@alfie/shared/contracts';
import { at, createdAt, oneOf } from './columns.ts';
import { accounts } from './accounts.ts';

export const twoFactor = pgTable('two_factor', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret (two-factor/secret-box.ts); the API never answers it after enrolment. */
  secretBox: text('secret_box').notNull(),
  /** False between setup and the first correct code: a pending secret does not guard the login yet. */
  enabled: boolean('enabled').notNull().default(false),
  /** The last 30-second TOTP step accepted: a code of that step or an older one is a replay. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  enabledAt: at('enabled_at'),
});

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the normalised code under a server key; the code itself is shown once. */
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Leads with account_id, so it also serves "the codes of this account".
    uniqueIndex('two_factor_recovery_codes_hash_uq').on(t.accountId, t.codeHash),
  ],
);

/** A row per role whose accounts must enrol; no row means not required. */
export const twoFactorPolicy = pgTable(
  'two_factor_policy',
  {
    role: text('role').primaryKey().$type<(typeof ROLES)[number]>(),
    required: boolean('required').notNull().default(false),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [check('two_factor_policy_role_ck', oneOf(t.role, ROLES))],
);
