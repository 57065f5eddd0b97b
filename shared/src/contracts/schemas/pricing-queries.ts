// Query strings and body dispatch of the pricing and system calls (delete a rule or a country, the form's places).
import * as v from 'valibot';
import { LOCALES } from '../constants.ts';
import { looseId, requiredText } from './fields.ts';
import { pagingSchema } from './queries.ts';
import { cityPriceSchema, countryCreateSchema, countryEditSchema, poiPriceSchema } from './pricing.ts';

/** DELETE /pricing/alfie/delete-price?cityId or ?poiId: exactly one of the two. */
export const deletePriceQuerySchema = v.pipe(
  v.object({ cityId: v.optional(looseId), poiId: v.optional(looseId) }),
  v.check((q) => (q.cityId === undefined) !== (q.poiId === undefined), 'REQUIRED.FIELD'),
);

/** DELETE /pricing/alfie/country-delete-price?countryName&countryCode: both must name the same country. */
export const deleteCountryQuerySchema = v.object({
  countryName: requiredText(80),
  countryCode: requiredText(8),
});

/** GET /system/alfie/get-cities?language: each country's `label` is its name in that language (it, en, fr). */
export const citiesQuerySchema = v.object({
  language: v.optional(
    v.pipe(v.string(), v.toLowerCase(), v.picklist([...LOCALES, ''], 'INVALID.VALUE')),
    '',
  ),
  ...pagingSchema,
});

/** GET /pricing/alfie/prices and GET /operator/alfie/operators: only paging. */
export const pagingQuerySchema = v.object({ ...pagingSchema });

/**
 * The two pricing bodies, dispatched on their shape so a refusal names the wrong field (a plain union only says
 * 'invalid data' once a field fails a transformation): a POI rule has `pois`, a country creation `country`/`code`.
 */
export const priceRulePayloadSchema = v.lazy((input: unknown) =>
  isObject(input) && 'pois' in input ? poiPriceSchema : cityPriceSchema,
);
export const countryPayloadByShapeSchema = v.lazy((input: unknown) =>
  isObject(input) && ('country' in input || 'code' in input) ? countryCreateSchema : countryEditSchema,
);
const isObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null;
