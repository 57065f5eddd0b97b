// The PA's side: the public application (form and POST /PersonalAssistant/alfie/apply), offers and the PA's lists.
import * as v from 'valibot';
import { CULTURES, KNOWLEDGE_LEVELS, LOCALES, VEHICLES } from '../constants.ts';
import { isAtLeastYearsOld, isCalendarDate } from '../dates.ts';
import { DIGITS_PATTERN } from '../patterns.ts';
import { email, id, looseId, optionalText, requiredText } from './fields.ts';
import { pagingSchema } from './queries.ts';
import { phone } from './request.ts';

/** Applicants must be adults (docs/product.md: the PA works alone with the customer's guests). */
export const PA_MIN_AGE = 18;
/** Vehicles a PA may own: the request's means of service without 'nothing'. */
export const PA_VEHICLE_TYPES = VEHICLES.filter((t) => t !== 'nothing') as Exclude<
  (typeof VEHICLES)[number],
  'nothing'
>[];
export const KNOWLEDGE_LEVEL_VALUES = KNOWLEDGE_LEVELS.map((l) => l.value);
/** Oldest registration year accepted for a PA's vehicle. */
export const MIN_REGISTRATION_YEAR = 1950;
const MAX_LANGUAGES = CULTURES.length;
const MAX_VEHICLES = 5;
const MAX_CITIES = 50;

export const spokenLanguageSchema = v.strictObject({
  culture: v.picklist(CULTURES, 'INVALID.VALUE'),
  knowledgeLevel: v.picklist(KNOWLEDGE_LEVEL_VALUES, 'INVALID.VALUE'),
});

/** A number, or its digits as a form holds them. */
const yearNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(DIGITS_PATTERN))], 'REQUIRED.FIELD'),
  v.transform(Number),
  v.integer('INVALID.NUMBER'),
  v.minValue(MIN_REGISTRATION_YEAR, 'INVALID.NUMBER'),
  v.check((y) => y <= new Date().getUTCFullYear() + 1, 'INVALID.NUMBER'),
);

export const paVehicleSchema = v.strictObject({
  vehicleType: v.picklist(PA_VEHICLE_TYPES, 'INVALID.VALUE'),
  brand: requiredText(80),
  model: requiredText(80),
  registrationYear: yearNumber,
});

/** 'yyyy-mm-dd' of someone at least PA_MIN_AGE years old today. */
export const adultBirthdate = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.trim(),
  v.nonEmpty('REQUIRED.FIELD'),
  v.check(isCalendarDate, 'INVALID.DATE'),
  // Each check passes what an earlier one refused, so a field shows one message.
  v.check((d) => !isCalendarDate(d) || d >= '1900-01-01', 'INVALID.DATE'),
  v.check((d) => !isCalendarDate(d) || isAtLeastYearsOld(d, PA_MIN_AGE), 'BIRTHDATE.NOT.ADULT'),
);

/** POST /PersonalAssistant/alfie/apply, and the application form (same field names). */
export const paApplicationSchema = v.strictObject({
  firstname: requiredText(80),
  lastname: requiredText(120),
  email,
  phone: v.optional(v.nullable(v.union([v.literal(''), phone], 'INVALID.VALUE'))),
  mobile: phone,
  homeTown: requiredText(80),
  birthdate: adultBirthdate,
  /** 'role - company' */
  job: optionalText(200),
  hobby: optionalText(200),
  languagesSpoken: v.pipe(
    v.array(spokenLanguageSchema, 'SELECT.AT.LEAST.ONE'),
    v.minLength(1, 'SELECT.AT.LEAST.ONE'),
    v.maxLength(MAX_LANGUAGES, 'TOO.LONG'),
    v.check((list) => new Set(list.map((l) => l.culture)).size === list.length, 'INVALID.VALUE'),
  ),
  vehicles: v.optional(
    v.pipe(v.array(paVehicleSchema, 'INVALID.VALUE'), v.maxLength(MAX_VEHICLES, 'TOO.LONG')),
    [],
  ),
  /** Cities the PA works in: ids of get-cities. */
  cityIds: v.pipe(
    v.array(id, 'SELECT.AT.LEAST.ONE'),
    v.minLength(1, 'SELECT.AT.LEAST.ONE'),
    v.maxLength(MAX_CITIES, 'TOO.LONG'),
    v.transform((ids) => [...new Set(ids)]),
  ),
  language: v.picklist(LOCALES, 'INVALID.VALUE'),
  privacy: v.literal(true, 'APPLICATION.PRIVACY.REQUIRED'),
});
export type PaApplicationInput = v.InferInput<typeof paApplicationSchema>;
export type PaApplication = v.InferOutput<typeof paApplicationSchema>;

/** POST /pa/alfie/offer and /pa/alfie/withdraw-offer */
export const offerSchema = v.strictObject({ requestId: looseId });
export type OfferInput = v.InferInput<typeof offerSchema>;

/** GET /pa/alfie/open-requests and /pa/alfie/offers */
export const paListQuerySchema = v.object({ ...pagingSchema });

export const ASSIGNMENT_PERIODS = ['upcoming', 'past'] as const;
/** GET /pa/alfie/assignments: upcoming (not ended yet, the next one first) or past (the latest first). */
export const paAssignmentsQuerySchema = v.object({
  period: v.optional(v.picklist(ASSIGNMENT_PERIODS, 'INVALID.VALUE'), 'upcoming'),
  ...pagingSchema,
});
