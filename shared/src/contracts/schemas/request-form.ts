// The new-request form (one react-hook-form with field arrays): its values as the inputs hold them and the valibot
// schema that checks them with the same rules and keys as newRequestSchema (docs/product.md §5).
import * as v from 'valibot';
import { CULTURES, MAX_SHORT_TEXT, MAX_TEXT, TRANSPORT_TYPES } from '../constants.ts';
import { email, noBidiControls, pathTo, requiredText } from './fields.ts';
import { assistedSchema, referentFields } from './request.ts';
import { requestTimesIssue, splitName, stopIssue, vehiclesIssue } from './request-rules.ts';

/** A datetime-local value as an instant, or null when empty or invalid. */
export function localDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

const selected = v.pipe(v.string('REQUIRED.FIELD'), v.nonEmpty('REQUIRED.FIELD'));
const text = (max = MAX_SHORT_TEXT) => v.pipe(v.string(), v.maxLength(max, 'TOO.LONG'), noBidiControls);

const contactSchema = v.object({
  /** "Name surname": both are needed (the payload's firstname and lastname, split on the first space). */
  name: v.pipe(
    requiredText(200),
    v.check((name) => splitName(name).lastname !== '', 'REQUIRED.SURNAME'),
  ),
  email: referentFields.entries.email,
  phone: referentFields.entries.phone,
  mobile: referentFields.entries.mobile,
});

const travelSchema = v.object({
  type: v.picklist(TRANSPORT_TYPES, 'REQUIRED.FIELD'),
  code: requiredText(20),
  company: text(),
  /** The travelling passenger's surname, as on the booking (payload travels[].lastname). */
  lastname: text(120),
  from: text(),
  to: text(),
  arrival: v.string(),
});

const assistedFormSchema = v.object({
  firstname: assistedSchema.entries.firstname,
  lastname: assistedSchema.entries.lastname,
  title: assistedSchema.entries.title,
  mobile: v.pipe(v.string(), v.maxLength(30, 'TOO.LONG')),
});

const requestFormObject = v.object({
  businessName: requiredText(MAX_SHORT_TEXT),
  email,
  contacts: v.pipe(v.array(contactSchema), v.minLength(1, 'REQUIRED.FIELD'), v.maxLength(10, 'TOO.LONG')),
  countryId: selected,
  cityId: selected,
  departureStreet: text(),
  departurePoiId: v.string(),
  arrivalSame: v.picklist(['yes', 'no'], 'REQUIRED.FIELD'),
  arrivalStreet: text(),
  arrivalPoiId: v.string(),
  start: v.string(),
  end: v.string(),
  travels: v.pipe(v.array(travelSchema), v.maxLength(10, 'TOO.LONG')),
  /** The services wanted (payload `services`), free text. */
  services: text(MAX_TEXT),
  serviceNote: text(MAX_TEXT),
  assisted: v.pipe(
    v.array(assistedFormSchema),
    v.minLength(1, 'REQUIRED.FIELD'),
    v.maxLength(20, 'TOO.LONG'),
  ),
  languages: v.array(v.picklist(CULTURES, 'INVALID.VALUE')),
  otherLanguage: text(60),
  vehicles: v.array(v.string()),
  helpNotes: text(MAX_TEXT),
});

/** The form's values as the inputs hold them (datetime-local text, ids as text). */
export type RequestFormValues = v.InferInput<typeof requestFormObject>;
export type ContactValues = RequestFormValues['contacts'][number];
export type TravelValues = RequestFormValues['travels'][number];
export type AssistedValues = RequestFormValues['assisted'][number];

type Rule = (i: RequestFormValues) => string | null;

/** Cross-field rules, each reported on one field; they read the raw values, so they run even while other fields
 * are still wrong (the form shows them on blur). */
const RULES: [keyof RequestFormValues, Rule][] = [
  [
    'departureStreet',
    (i) =>
      stopIssue({ street: i.departureStreet, poiId: i.departurePoiId ? Number(i.departurePoiId) : null }),
  ],
  [
    'arrivalStreet',
    (i) =>
      i.arrivalSame === 'no'
        ? stopIssue({ street: i.arrivalStreet, poiId: i.arrivalPoiId ? Number(i.arrivalPoiId) : null })
        : null,
  ],
  [
    'start',
    (i) => {
      const issue = requestTimesIssue(localDateTime(i.start), new Date(8.64e15));
      return issue?.field === 'startDatetime' ? issue.key : null;
    },
  ],
  [
    'end',
    (i) => {
      const start = localDateTime(i.start);
      if (!start) return null; // reported on the start
      const issue = requestTimesIssue(start, localDateTime(i.end), new Date(0));
      return issue?.field === 'endDatetime' ? issue.key : null;
    },
  ],
  ['vehicles', (i) => vehiclesIssue(Array.isArray(i.vehicles) ? i.vehicles : [])],
  [
    'otherLanguage',
    (i) =>
      Array.isArray(i.languages) && i.languages.includes('other') && (i.otherLanguage ?? '').trim() === ''
        ? 'REQUIRED.FIELD'
        : null,
  ],
];

export const requestFormSchema = v.pipe(
  requestFormObject,
  v.rawCheck(({ dataset, addIssue }) => {
    const input = dataset.value as RequestFormValues;
    if (!input || typeof input !== 'object') return;
    for (const [field, check] of RULES) {
      const key = check(input);
      if (key) addIssue({ message: key, path: pathTo(input, field) });
    }
  }),
);
