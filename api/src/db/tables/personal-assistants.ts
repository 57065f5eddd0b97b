// Personal assistants (applicants until approved) with spoken languages, vehicles, the cities they work in and
// past assignments.
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { LOCALES, REVIEW_STATUSES } from '@alfie/shared/contracts';
import { createdAt, oneOf } from './columns.ts';
import { accounts } from './accounts.ts';
import { cities, countries } from './pricing.ts';

export const personalAssistants = pgTable(
  'personal_assistants',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    homeTown: text('home_town'),
    /** Country of the domicile; drives operators' country scope. */
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    birthdate: date('birthdate', { mode: 'string' }),
    /** 'role - company' */
    job: text('job'),
    hobby: text('hobby'),
    status: text('status').notNull().default('created').$type<(typeof REVIEW_STATUSES)[number]>(),
    /** The applicant's language: the decision mail and the account created on approval use it. */
    language: text('language').notNull().default('it').$type<(typeof LOCALES)[number]>(),
    createDate: createdAt('create_date'),
  },
  (t) => [
    check('pas_status_ck', oneOf(t.status, REVIEW_STATUSES)),
    check('pas_language_ck', oneOf(t.language, LOCALES)),
    index('pas_status_idx').on(t.status, t.createDate),
    index('pas_home_town_idx').on(t.homeTown),
    index('pas_country_idx').on(t.countryId),
    // One application per person: a second one with the same e-mail is refused (also when two arrive at once).
    uniqueIndex('pas_email_lower_uq').on(sql`lower(${t.email})`),
    // The PA's login (created on approval) belongs to that PA only.
    uniqueIndex('pas_account_uq').on(t.accountId),
  ],
);

const paId = () =>
  integer('pa_id')
    .notNull()
    .references(() => personalAssistants.id, { onDelete: 'cascade' });

export const paLanguages = pgTable(
  'pa_languages',
  {
    id: serial('id').primaryKey(),
    paId: paId(),
    culture: text('culture').notNull(),
    /** 0 Base, 50 Intermedio, 80 Fluente, 100 Madrelingua. */
    knowledgeLevel: integer('knowledge_level').notNull(),
  },
  (t) => [
    index('pa_languages_pa_idx').on(t.paId),
    check('pa_languages_level_ck', sql`${t.knowledgeLevel} between 0 and 100`),
  ],
);

export const paVehicles = pgTable(
  'pa_vehicles',
  {
    id: serial('id').primaryKey(),
    paId: paId(),
    vehicleType: text('vehicle_type').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    registrationYear: integer('registration_year').notNull(),
  },
  (t) => [index('pa_vehicles_pa_idx').on(t.paId)],
);

/** Assignments a PA did before (shown in the PA detail as assigns[]). */
export const paPastAssignments = pgTable(
  'pa_past_assignments',
  {
    id: serial('id').primaryKey(),
    paId: paId(),
    date: date('date', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
  },
  (t) => [index('pa_past_assignments_pa_idx').on(t.paId)],
);

/** Cities the PA works in (chosen in the application): open requests and offers are limited to them. */
export const paCities = pgTable(
  'pa_cities',
  {
    paId: paId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('pa_cities_pa_city_uq').on(t.paId, t.cityId), index('pa_cities_city_idx').on(t.cityId)],
);
