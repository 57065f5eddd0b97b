// Price rules and countries: the pricing forms and POST /pricing/alfie/create-new-price, country-new-price.
import * as v from 'valibot';
import {
  countryCode,
  digits,
  id,
  money,
  percentage,
  plainText,
  positiveNumber,
  requiredText,
} from './fields.ts';
import { MAX_TRAVEL_BUFFER_MINUTES } from '../constants.ts';
import { MAX_NO_SHOW_WAIT_MINUTES } from '../field.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';

const rate = money;
const forfait = v.pipe(positiveNumber, v.maxValue(24, 'INVALID.NUMBER'));

/** City rule: countryId, cityName, price, forfait, percToPA (edit adds id). */
export const cityPriceSchema = v.strictObject({
  id: v.optional(id),
  countryId: id,
  cityName: requiredText(80),
  price: rate,
  forfait: v.optional(v.nullable(v.number())),
  percToPA: percentage,
});

export const poiPriceItemSchema = v.strictObject({
  id: v.optional(id),
  cityId: id,
  name: requiredText(120),
  price: rate,
  forfait,
  percToPA: percentage,
});

/** POI rule: id is the city id; pois carry the rule. */
export const poiPriceSchema = v.strictObject({
  id,
  countryId: id,
  pois: v.pipe(
    v.array(poiPriceItemSchema),
    v.minLength(1, 'REQUIRED.FIELD'),
    v.maxLength(50, 'INVALID.VALUE'),
  ),
});

export const createPriceSchema = v.union([poiPriceSchema, cityPriceSchema], 'INVALID.INPUT');
export type CreatePricePayload = v.InferInput<typeof createPriceSchema>;

type RuleFields = {
  type: 'city' | 'poi';
  cityId?: number | string | null;
  cityName?: string;
  poiName?: string;
  forfait?: number | string | null;
};
type RuleCheck<T> = v.BaseValidation<T, T, v.BaseIssue<unknown>>;
function requiredFor<T extends RuleFields>(
  type: 'city' | 'poi',
  key: 'cityId' | 'cityName' | 'poiName' | 'forfait',
  ok: (input: RuleFields) => boolean,
): RuleCheck<T> {
  const check = v.partialCheck(
    [['type'], [key]],
    (input) => (input as RuleFields).type !== type || ok(input as RuleFields),
    'REQUIRED.FIELD',
  );
  return v.forward(check as unknown as RuleCheck<T>, [key] as never) as unknown as RuleCheck<T>;
}

const ruleObjectSchema = v.object({
  type: v.picklist(['city', 'poi'], 'REQUIRED.FIELD'),
  countryId: v.pipe(
    v.union([v.number(), v.string()], 'REQUIRED.FIELD'),
    v.transform(Number),
    v.number(),
    v.minValue(1, 'REQUIRED.FIELD'),
  ),
  cityId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  cityName: v.optional(plainText(80), ''),
  poiName: v.optional(plainText(120), ''),
  rate,
  forfait: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  percToPA: percentage,
});
type RuleOutput = v.InferOutput<typeof ruleObjectSchema>;
/** The pricing screen's rule form. */
export const priceRuleFormSchema = v.pipe(
  ruleObjectSchema,
  // Partial checks, each forwarded to its field: they run as soon as type and that field are typed, so a form shows
  // every missing field at once even while another one (e.g. the rate) is still wrong.
  requiredFor<RuleOutput>('city', 'cityName', (i) => Boolean(i.cityName?.trim())),
  requiredFor<RuleOutput>(
    'poi',
    'cityId',
    (i) => i.cityId != null && i.cityId !== '' && Number(i.cityId) > 0,
  ),
  requiredFor<RuleOutput>('poi', 'poiName', (i) => Boolean(i.poiName?.trim())),
  requiredFor<RuleOutput>(
    'poi',
    'forfait',
    (i) => i.forfait != null && i.forfait !== '' && Number(i.forfait) > 0,
  ),
);
export type PriceRuleForm = v.InferInput<typeof priceRuleFormSchema>;

const numericField = v.pipe(
  v.union([v.number(), v.string()], 'REQUIRED.FIELD'),
  v.transform(String),
  v.trim(),
  v.nonEmpty('REQUIRED.FIELD'),
  digits,
  v.transform(Number),
  v.check((n) => n > 0, 'REQUIRED.FIELD'),
  v.maxValue(100, 'INVALID.NUMBER'),
);
const currencyCode = v.pipe(requiredText(3), v.regex(/^[A-Za-z]{3}$/, 'INVALID.CODE'));
const currencySymbol = requiredText(4);
/** Minutes kept free around a PA's assignments in the country; a form holds it as text, 0 is allowed. */
export const travelBufferMinutes = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('REQUIRED.FIELD'))], 'REQUIRED.FIELD'),
  v.transform(Number),
  v.number('TRAVEL.BUFFER.INVALID'),
  v.integer('TRAVEL.BUFFER.INVALID'),
  v.minValue(0, 'TRAVEL.BUFFER.INVALID'),
  v.maxValue(MAX_TRAVEL_BUFFER_MINUTES, 'TRAVEL.BUFFER.INVALID'),
);

/** Minutes the PA waits at the meeting point before a guest who has not shown may be reported missing. */
export const noShowWaitMinutes = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('REQUIRED.FIELD'))], 'REQUIRED.FIELD'),
  v.transform(Number),
  v.number('NO.SHOW.WAIT.INVALID'),
  v.integer('NO.SHOW.WAIT.INVALID'),
  v.minValue(0, 'NO.SHOW.WAIT.INVALID'),
  v.maxValue(MAX_NO_SHOW_WAIT_MINUTES, 'NO.SHOW.WAIT.INVALID'),
);

/** Create sends country and code; edit sends name and countryCode (docs/product.md §7). */
export const countryCreateSchema = v.strictObject({
  country: requiredText(80),
  code: countryCode,
  vat: numericField,
  withholdingTax: numericField,
  currencySymbol,
  currencyCode,
  /** Omitted by older clients: the default on create, unchanged on edit. */
  travelBufferMinutes: v.optional(travelBufferMinutes),
  /** Omitted by older clients: the default policy on create, unchanged on edit. */
  cancellationPolicy: v.optional(cancellationPolicySchema),
  /** Omitted by older clients: the default on create, unchanged on edit. */
  noShowWaitMinutes: v.optional(noShowWaitMinutes),
});
export const countryEditSchema = v.strictObject({
  id: v.optional(id),
  name: requiredText(80),
  countryCode,
  vat: numericField,
  withholdingTax: numericField,
  currencySymbol,
  currencyCode,
  travelBufferMinutes: v.optional(travelBufferMinutes),
  cancellationPolicy: v.optional(cancellationPolicySchema),
  noShowWaitMinutes: v.optional(noShowWaitMinutes),
});
export const countryPayloadSchema = v.union([countryCreateSchema, countryEditSchema], 'INVALID.INPUT');

/** The country form on the pricing screen. */
export const countryFormSchema = v.object({
  name: requiredText(80),
  countryCode,
  vat: numericField,
  withholdingTax: numericField,
  currencySymbol,
  currencyCode,
  travelBufferMinutes,
  noShowWaitMinutes,
  /** The form always holds one (the country's, or the default for a new country). */
  cancellationPolicy: v.optional(cancellationPolicySchema),
});
