// The price rules: the operators' full copy and the customer's, without the agency's own figures (modules/pricing).
import * as v from 'valibot';
import { str, int, num, nnum } from './scalars.ts';

export const pointOfInterestSchema = v.object({
  id: int,
  name: str,
  /** Hourly rate in currency units. */
  price: num,
  /** Flat fee in hours. */
  forfait: num,
  percToPA: num,
  cityId: int,
});

export const cityRuleSchema = v.object({
  id: int,
  countryId: int,
  cityName: str,
  price: num,
  forfait: nnum,
  percToPA: num,
});

export const cityPricingSchema = v.object({
  ...cityRuleSchema.entries,
  poIs: v.array(pointOfInterestSchema),
});

export const countrySchema = v.object({
  id: int,
  name: str,
  countryCode: str,
  vat: num,
  withholdingTax: num,
  currencySymbol: str,
  currencyCode: str,
  travelBufferMinutes: int,
  noShowWaitMinutes: int,
  cancellationPolicy: v.array(v.object({ hoursBefore: int, percent: int })),
});

export const countryPricingSchema = v.object({
  ...countrySchema.entries,
  cities: v.array(cityPricingSchema),
});

// GET /request/alfie/price-rules: what the request form's live quote needs. The PA's share (percToPA), the PA's
// withholding tax and the travel buffer are the agency's own figures: operators read them, customers never.
export const customerPoiPriceSchema = v.omit(pointOfInterestSchema, ['percToPA']);

export const customerCityPriceSchema = v.object({
  ...v.omit(cityRuleSchema, ['percToPA']).entries,
  poIs: v.array(customerPoiPriceSchema),
});

export const customerCountryPricingSchema = v.object({
  ...v.omit(countrySchema, ['withholdingTax', 'travelBufferMinutes']).entries,
  cities: v.array(customerCityPriceSchema),
});

/** create-new-price: the city rule, or the city's POI rules. */
export const savedPriceRuleSchema = v.union([
  cityRuleSchema,
  v.object({ id: int, countryId: int, pois: v.array(pointOfInterestSchema) }),
]);

export type PointOfInterest = v.InferInput<typeof pointOfInterestSchema>;
export type CityPricing = v.InferInput<typeof cityPricingSchema>;
export type CountryPricing = v.InferInput<typeof countryPricingSchema>;
/** GET /request/alfie/price-rules: a POI's rule as the request form's quote needs it (no PA share). */
export type CustomerPoiPrice = v.InferInput<typeof customerPoiPriceSchema>;
/** A city's rule for the customer's quote, with its POIs. */
export type CustomerCityPrice = v.InferInput<typeof customerCityPriceSchema>;
/** A country's rules for the customer's quote: no PA withholding tax, no travel buffer. */
export type CustomerCountryPricing = v.InferInput<typeof customerCountryPricingSchema>;
