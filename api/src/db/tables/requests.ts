// Requests with their ordered stops (price snapshot), referents, assisted people, travels and PA offers.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OFFER_RESPONSES, REQUEST_STATUSES, REQUEST_TYPES, TRANSPORT_TYPES } from '@alfie/shared/contracts';
import { at, createdAt, oneOf } from './columns.ts';
import { accounts, companies } from './accounts.ts';
import { cities, countries, pois } from './pricing.ts';
import { personalAssistants } from './personal-assistants.ts';

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    uId: uuid('u_id').notNull().defaultRandom(),
    type: text('type').notNull().$type<(typeof REQUEST_TYPES)[number]>(),
    customerId: integer('customer_id').references(() => companies.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    createDate: createdAt('create_date'),
    startDatetime: at('start_datetime').notNull(),
    endDatetime: at('end_datetime').notNull(),
    status: text('status').notNull().default('created').$type<(typeof REQUEST_STATUSES)[number]>(),
    personalAssistantId: integer('personal_assistant_id').references(() => personalAssistants.id, {
      onDelete: 'restrict',
    }),
    passengers: integer('passengers').notNull().default(1),
    services: text('services'),
    serviceNotes: text('service_notes'),
    helpNotes: text('help_notes'),
    additionalDetails: text('additional_details'),
    /** Ordered options of docs/product.md §9: slot 0 is requiredVehicle, 1..6 requiredVehicle1..6. */
    requiredVehicles: text('required_vehicles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requiredCultures: text('required_cultures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lat: text('lat'),
    lng: text('lng'),
    /** Frozen quote, integer cents of the country's currency. */
    currencyCode: text('currency_code').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paPaymentCents: integer('pa_payment_cents').notNull(),
    paPaymentInstant: at('pa_payment_instant'),
    /** Closeout (an operator confirms the service): when the service really ended and when it was confirmed. */
    actualEndDatetime: at('actual_end_datetime'),
    serviceConfirmedAt: at('service_confirmed_at'),
    /** The final price (the frozen quote up to the actual end), what PayPal captured of it and what stays owed. */
    finalAmountCents: integer('final_amount_cents'),
    capturedCents: integer('captured_cents'),
    owedCents: integer('owed_cents'),
    /** The PA's amount due: the frozen PA share up to the actual end. */
    paDueCents: integer('pa_due_cents'),
    /** An operator-admin wrote off what stays owed (the service is then settled): when, by whom and why. */
    owedWrittenOffAt: at('owed_written_off_at'),
    owedWrittenOffBy: integer('owed_written_off_by').references(() => accounts.id, { onDelete: 'set null' }),
    owedWriteOffReason: text('owed_write_off_reason'),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    uniqueIndex('requests_uid_uq').on(t.uId),
    check('requests_type_ck', oneOf(t.type, REQUEST_TYPES)),
    check('requests_status_ck', oneOf(t.status, REQUEST_STATUSES)),
    check('requests_period_ck', sql`${t.endDatetime} > ${t.startDatetime}`),
    check(
      'requests_money_ck',
      sql`${t.amountCents} >= 0 and ${t.netCents} >= 0 and ${t.vatCents} >= 0 and ${t.paPaymentCents} >= 0`,
    ),
    check('requests_assigned_ck', sql`${t.status} <> 'assigned' or ${t.personalAssistantId} is not null`),
    // A PA payout is recorded only on a confirmed, settled service (captured in full or the rest written off).
    check(
      'requests_pa_paid_settled_ck',
      sql`${t.status} <> 'PA-paid' or (${t.paPaymentInstant} is not null and ${t.serviceConfirmedAt} is not null
        and ${t.finalAmountCents} is not null and ${t.capturedCents} is not null and ${t.owedCents} is not null
        and (${t.owedCents} = 0 or (${t.owedCents} > 0 and ${t.owedWrittenOffAt} is not null)))`,
    ),
    check(
      'requests_write_off_ck',
      sql`${t.owedWrittenOffAt} is null or (${t.owedWriteOffReason} is not null and ${t.serviceConfirmedAt} is not null
        and ${t.owedCents} > 0)`,
    ),
    index('requests_type_created_idx').on(t.type, t.createDate.desc(), t.id.desc()),
    index('requests_type_status_created_idx').on(t.type, t.status, t.createDate.desc()),
    index('requests_customer_idx').on(t.customerId, t.createDate.desc()),
    index('requests_pa_idx').on(t.personalAssistantId),
    index('requests_country_idx').on(t.countryId),
    // Dashboards of country-bound operators: type and country, newest first (page and count by index).
    index('requests_type_country_created_idx').on(t.type, t.countryId, t.createDate.desc(), t.id.desc()),
    // The dashboards' X-Total-Count with a start date (the 7-day filter), by index only, scoped or not: without it
    // the count read the whole table.
    index('requests_type_start_country_idx').on(t.type, t.startDatetime, t.countryId),
    // A PA's open requests (created, starting later, soonest first): the page walks this index in start order instead
    // of reading the whole table and sorting.
    index('requests_status_start_idx').on(t.status, t.startDatetime, t.id),
    // The dispatch board: requests whose service overlaps a range (tstzrange && tstzrange), by GiST.
    index('requests_period_idx').using('gist', sql`tstzrange(${t.startDatetime}, ${t.endDatetime})`),
  ],
);

const requestId = () =>
  integer('request_id')
    .notNull()
    .references(() => requests.id, { onDelete: 'cascade' });

/** A stop of a request; prices are a snapshot of the rules when the request was filed. */
export const requestCities = pgTable(
  'request_cities',
  {
    id: serial('id').primaryKey(),
    requestId: requestId(),
    orderIndex: integer('order_index').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    poiId: integer('poi_id').references(() => pois.id, { onDelete: 'restrict' }),
    street: text('street'),
    streetNumber: text('street_number'),
    postalCode: text('postal_code'),
    cityPriceCents: integer('city_price_cents'),
    poiPriceCents: integer('poi_price_cents'),
    /** Flat fee in hours of the POI rule. */
    flatPrice: numeric('flat_price', { precision: 6, scale: 2, mode: 'number' }),
    percToPA: numeric('perc_to_pa', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('request_cities_order_uq').on(t.requestId, t.orderIndex),
    index('request_cities_city_idx').on(t.cityId, t.requestId),
    index('request_cities_poi_idx').on(t.poiId),
    check('request_cities_place_ck', sql`${t.poiId} is not null or coalesce(${t.street}, '') <> ''`),
  ],
);

export const referents = pgTable(
  'referents',
  {
    id: serial('id').primaryKey(),
    requestId: requestId(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
  },
  (t) => [index('referents_request_idx').on(t.requestId)],
);

export const assistedPeople = pgTable(
  'assisted_people',
  {
    id: serial('id').primaryKey(),
    requestId: requestId(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    title: text('title').notNull(),
    mobile: text('mobile'),
  },
  (t) => [index('assisted_people_request_idx').on(t.requestId)],
);

export const travels = pgTable(
  'travels',
  {
    id: serial('id').primaryKey(),
    requestId: requestId(),
    type: text('type').notNull().$type<(typeof TRANSPORT_TYPES)[number]>(),
    code: text('code').notNull(),
    company: text('company').notNull(),
    lastname: text('lastname'),
    from: text('from'),
    to: text('to'),
    arrivalDatetime: at('arrival_datetime'),
  },
  (t) => [
    index('travels_request_idx').on(t.requestId),
    check('travels_type_ck', oneOf(t.type, TRANSPORT_TYPES)),
  ],
);

/** A PA's availability for a request; 'read' entries are hidden by the assignment page. */
export const paOffers = pgTable(
  'pa_offers',
  {
    id: serial('id').primaryKey(),
    requestId: requestId(),
    paId: integer('pa_id')
      .notNull()
      .references(() => personalAssistants.id, { onDelete: 'cascade' }),
    response: text('response').notNull().default('offered').$type<(typeof OFFER_RESPONSES)[number]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pa_offers_request_pa_uq').on(t.requestId, t.paId),
    index('pa_offers_pa_idx').on(t.paId),
    check('pa_offers_response_ck', oneOf(t.response, OFFER_RESPONSES)),
  ],
);
