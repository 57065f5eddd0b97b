// POST /Request/alfie/register-new-request payload (docs/product.md §3, §5).
import * as v from 'valibot';
import { MAX_CULTURE_SLOTS, MAX_SHORT_TEXT, MAX_TEXT, TRANSPORT_TYPES, VEHICLES } from '../constants.ts';
import { email, id, isoDateTime, optionalText, pathTo, plainText, requiredText } from './fields.ts';
import { requestTimesIssue, splitName, stopIssue, vehiclesIssue } from './request-rules.ts';

/** A phone number: digits, spaces and the usual separators, optionally after a leading +. */
export const phone = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.trim(),
  v.nonEmpty('REQUIRED.FIELD'),
  v.maxLength(30, 'TOO.LONG'),
  v.regex(/^[+\d][\d\s./()-]{3,}$/, 'INVALID.VALUE'),
);

/**
 * A company contact: name and surname both (older clients send them together in firstname, split on the first
 * space, so "Marco" alone is refused either way).
 */
export const referentFields = v.strictObject({
  firstname: requiredText(80),
  lastname: v.optional(plainText(120), ''),
  email,
  phone,
  mobile: phone,
});

export const referentSchema = v.pipe(
  referentFields,
  v.forward(
    v.partialCheck(
      [['firstname'], ['lastname']],
      (r) => r.lastname !== '' || splitName(r.firstname).lastname !== '',
      'REQUIRED.SURNAME',
    ),
    ['lastname'],
  ),
);

export const assistedSchema = v.strictObject({
  firstname: requiredText(80),
  lastname: requiredText(120),
  title: requiredText(120),
  mobile: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30, 'TOO.LONG')))),
});

export const travelSchema = v.strictObject({
  type: v.picklist(TRANSPORT_TYPES, 'INVALID.VALUE'),
  code: requiredText(20),
  from: optionalText(MAX_SHORT_TEXT),
  to: optionalText(MAX_SHORT_TEXT),
  company: v.optional(plainText(MAX_SHORT_TEXT), ''),
  lastname: optionalText(120),
  arrivalDatetime: v.optional(v.nullable(isoDateTime)),
});

export const stopSchema = v.pipe(
  v.strictObject({
    countryId: id,
    cityId: id,
    poiId: v.optional(v.nullable(id)),
    street: optionalText(MAX_SHORT_TEXT),
    streetNumber: optionalText(20),
    postalCode: optionalText(16),
    orderIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
    city: optionalText(80),
    poi: optionalText(MAX_SHORT_TEXT),
    country: optionalText(80),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const key = stopIssue(dataset.value);
    if (key) {
      const i = dataset.value;
      addIssue({ message: key, path: pathTo(i, 'street') });
    }
  }),
);

const vehicleSlot = v.optional(v.nullable(v.union([v.picklist(VEHICLES), v.literal('')], 'INVALID.VALUE')));
const culture = v.pipe(v.string('INVALID.VALUE'), v.trim(), v.maxLength(60, 'TOO.LONG'));

export const newRequestSchema = v.pipe(
  v.strictObject({
    type: v.optional(v.literal('business', 'INVALID.VALUE'), 'business'),
    customerId: id,
    personalAssistantId: v.optional(v.null()),
    startDatetime: isoDateTime,
    endDatetime: isoDateTime,
    cities: v.pipe(v.array(stopSchema), v.minLength(1, 'REQUIRED.PLACE'), v.maxLength(2, 'INVALID.VALUE')),
    lat: v.optional(v.nullable(v.union([v.string(), v.number()]))),
    lng: v.optional(v.nullable(v.union([v.string(), v.number()]))),
    passengers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50))),
    services: optionalText(MAX_TEXT),
    requiredVehicle: vehicleSlot,
    requiredVehicle1: vehicleSlot,
    requiredVehicle2: vehicleSlot,
    requiredVehicle3: vehicleSlot,
    requiredVehicle4: vehicleSlot,
    requiredVehicle5: vehicleSlot,
    requiredVehicle6: vehicleSlot,
    requiredCultures: v.optional(
      v.pipe(v.array(culture), v.maxLength(MAX_CULTURE_SLOTS, 'INVALID.VALUE')),
      [],
    ),
    referents: v.pipe(
      v.array(referentSchema),
      v.minLength(1, 'REQUIRED.FIELD'),
      v.maxLength(10, 'INVALID.VALUE'),
    ),
    assisted: v.pipe(
      v.array(assistedSchema),
      v.minLength(1, 'REQUIRED.FIELD'),
      v.maxLength(20, 'INVALID.VALUE'),
    ),
    servicenotes: optionalText(MAX_TEXT),
    helpNotes: optionalText(MAX_TEXT),
    travels: v.optional(v.pipe(v.array(travelSchema), v.maxLength(10, 'INVALID.VALUE')), []),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const i = dataset.value;
    const at = (key: string) => pathTo(i, key);
    const times = requestTimesIssue(new Date(i.startDatetime), new Date(i.endDatetime));
    if (times) addIssue({ message: times.key, path: at(times.field) });
    const vehicles = requestedVehicles(i);
    const vehicleKey = vehiclesIssue(vehicles);
    if (vehicleKey) addIssue({ message: vehicleKey, path: at('requiredVehicle') });
  }),
);
export type NewRequestPayload = v.InferInput<typeof newRequestSchema>;

/** Vehicles of a request payload, from its slots requiredVehicle, requiredVehicle1..6. */
export function requestedVehicles(i: Partial<Record<string, unknown>>): string[] {
  const keys = ['requiredVehicle', ...[1, 2, 3, 4, 5, 6].map((n) => `requiredVehicle${n}`)];
  return keys.map((k) => i[k]).filter((x): x is string => typeof x === 'string' && x !== '');
}

/** Spreads a list of vehicles over the payload's slots. */
export function vehicleSlots(vehicles: readonly string[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  ['requiredVehicle', ...[1, 2, 3, 4, 5, 6].map((n) => `requiredVehicle${n}`)].forEach((k, n) => {
    out[k] = vehicles[n] ?? null;
  });
  return out;
}
