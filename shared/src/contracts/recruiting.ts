// Recruiting rules both sides share: which applicants and companies can still be decided, the shape of the
// PA list item, the query of customer-details and the fix of a company's country.
import type { InferInput } from 'valibot';
import type {
  companyDetailSchema,
  personalAssistantSummarySchema,
  unservedCountryCompanySchema,
} from './schemas/answers.ts';
import * as v from 'valibot';
import type { ReviewStatus } from './statuses.ts';
import { looseId, requiredText } from './schemas/fields.ts';

/** PA applicants and companies are approved or rejected only while created (docs/product.md §4). */
export const DECIDABLE_STATUS: ReviewStatus = 'created';

/** A missing status means created (docs/product.md §4: 'created (default when missing)'). */
export function canDecide(status: string | null | undefined): boolean {
  return (status || DECIDABLE_STATUS) === DECIDABLE_STATUS;
}

/** An item of the PA applicant list: the PA without languages, vehicles and past assignments (see the detail). */
export type PersonalAssistantSummary = InferInput<typeof personalAssistantSummarySchema>;

/** Answer of customer-details: the customer detail of docs/product.md §3 plus its review status (for the panel's buttons). */
export type CompanyDetail = InferInput<typeof companyDetailSchema>;

/** GET /customer/alfie/customer-details?customerid */
export const customerDetailsQuerySchema = v.object({ customerid: looseId });

/** A company whose country is none of the countries Alfie serves: country-bound operators never see it. */
export type UnservedCountryCompany = InferInput<typeof unservedCountryCompanySchema>;

/** POST /customer/alfie/update-customer-country: the served country (by name or code) the company belongs to. */
export const companyCountrySchema = v.strictObject({ CustomerId: looseId, Country: requiredText(80) });
