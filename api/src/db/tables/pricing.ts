// Countries (VAT, withholding tax, currency), cities and points of interest with their price rules (cents).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_NO_SHOW_WAIT_MINUTES,
  type CancellationPolicy,
} from '@alfie/shared/contracts';
import { createdAt } from './columns.ts';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Percent, e.g. 22. */
    vat: integer('vat').notNull(),
    withholdingTax: integer('withholding_tax').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** Travel time kept free around a PA's assignments in this country (minutes): no overlapping assignment. */
    travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(60),
    /** Fee windows of a cancellation (contracts/cancellation.ts), validated by the country form's schema. */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(DEFAULT_CANCELLATION_POLICY),
    /** How long a PA waits at the meeting point past the start before a guest who never shows is a no-show. */
    noShowWaitMinutes: integer('no_show_wait_minutes').notNull().default(DEFAULT_NO_SHOW_WAIT_MINUTES),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('countries_name_uq').on(sql`lower(${t.name})`),
    uniqueIndex('countries_code_uq').on(sql`lower(${t.code})`),
    check('countries_vat_ck', sql`${t.vat} >= 0 and ${t.vat} <= 100`),
    check('countries_wht_ck', sql`${t.withholdingTax} >= 0 and ${t.withholdingTax} <= 100`),
    check('countries_buffer_ck', sql`${t.travelBufferMinutes} >= 0 and ${t.travelBufferMinutes} <= 720`),
    check('countries_no_show_wait_ck', sql`${t.noShowWaitMinutes} >= 0 and ${t.noShowWaitMinutes} <= 360`),
  ],
);

/** A city and its hourly price rule (type 'city' of the price table). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    forfaitHours: numeric('forfait_hours', { precision: 6, scale: 2, mode: 'number' }),
    percToPA: numeric('perc_to_pa', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cities_country_name_uq').on(t.countryId, sql`lower(${t.name})`),
    index('cities_name_idx').on(sql`lower(${t.name})`),
    check('cities_price_ck', sql`${t.priceCents} >= 0`),
    check('cities_perc_ck', sql`${t.percToPA} >= 0 and ${t.percToPA} <= 100`),
  ],
);

/** A point of interest (airport, station) with its own price rule and flat fee in hours. */
export const pois = pgTable(
  'pois',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    forfaitHours: numeric('forfait_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    percToPA: numeric('perc_to_pa', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pois_city_name_uq').on(t.cityId, sql`lower(${t.name})`),
    check('pois_price_ck', sql`${t.priceCents} >= 0`),
    check('pois_forfait_ck', sql`${t.forfaitHours} >= 0`),
    check('pois_perc_ck', sql`${t.percToPA} >= 0 and ${t.percToPA} <= 100`),
  ],
);
