// Operators' payment calls (paths chosen by the API, docs/product.md leaves them open): capture, void, record the PA
// payment, run the reauthorization job now, and the list of authorizations about to expire.
import type { InferInput } from 'valibot';
import type { expiringAuthorizationSchema } from './answers.ts';
import * as v from 'valibot';
import { isoDateTime, looseId } from './fields.ts';
import { pagingSchema } from './queries.ts';

/** POST /payment/alfie/capture, /payment/alfie/void, /payment/alfie/pa-paid. */
export const paymentActionSchema = v.strictObject({ requestId: looseId });

/** GET /payment/alfie/expiring?hours: authorizations whose honour period or validity ends within `hours`. */
export const expiringPaymentsQuerySchema = v.object({
  hours: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'INVALID.NUMBER'),
      v.transform(Number),
      v.minValue(1, 'INVALID.NUMBER'),
      v.maxValue(24 * 30, 'INVALID.NUMBER'),
    ),
    '48',
  ),
  ...pagingSchema,
});

/** One row of the expiring list. */
export type ExpiringAuthorization = InferInput<typeof expiringAuthorizationSchema>;

/** GET /payment/alfie/extension-quote?requestId&endDatetime: what moving the end costs (the customer's own request). */
export const extensionQuoteQuerySchema = v.object({ requestId: looseId, endDatetime: isoDateTime });
