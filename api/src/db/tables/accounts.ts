// Accounts (login identity, role, language, token version) and the people behind them: companies and operators.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES, REVIEW_STATUSES, ROLES } from '@alfie/shared/contracts';
import { createdAt, at, oneOf } from './columns.ts';
import { countries } from './pricing.ts';

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const ACCOUNT_TYPES = ['Customer', 'Operator', 'PersonalAssistant'] as const;
export const COMPANY_TYPES = ['customer-b2b', 'consumer'] as const;

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().$type<(typeof ROLES)[number]>(),
    accountType: text('account_type').notNull().$type<(typeof ACCOUNT_TYPES)[number]>(),
    status: text('status').notNull().default('active').$type<(typeof ACCOUNT_STATUSES)[number]>(),
    language: text('language').notNull().default('it').$type<(typeof LOCALES)[number]>(),
    /** Bumped to invalidate every token issued before (password change, deletion, role change). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_uq').on(sql`lower(${t.email})`),
    check('accounts_role_ck', oneOf(t.role, ROLES)),
    check('accounts_type_ck', oneOf(t.accountType, ACCOUNT_TYPES)),
    check('accounts_status_ck', oneOf(t.status, ACCOUNT_STATUSES)),
    check('accounts_language_ck', oneOf(t.language, LOCALES)),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('customer-b2b').$type<(typeof COMPANY_TYPES)[number]>(),
    businessName: text('business_name').notNull(),
    country: text('country').notNull(),
    /** Set when the country matches a priced country; drives operators' country scope. */
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    street: text('street').notNull(),
    vatCode: text('vat_code'),
    fiscalCode: text('fiscal_code'),
    sdi: text('sdi'),
    email: text('email').notNull(),
    status: text('status').notNull().default('created').$type<(typeof REVIEW_STATUSES)[number]>(),
    createDate: createdAt('create_date'),
    /** Personal data erased on deletion; the row stays for the requests' accounting. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('companies_account_uq').on(t.accountId),
    check('companies_status_ck', oneOf(t.status, REVIEW_STATUSES)),
    check('companies_type_ck', oneOf(t.type, COMPANY_TYPES)),
    index('companies_status_idx').on(t.status, t.createDate),
    index('companies_city_idx').on(t.city),
    index('companies_country_idx').on(t.countryId),
  ],
);

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    /** Null only for an operator-admin, who sees every country (a deferred trigger refuses it for the others). */
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    createdDate: createdAt('created_date'),
  },
  (t) => [
    uniqueIndex('operators_account_uq').on(t.accountId),
    index('operators_country_idx').on(t.countryId),
  ],
);
