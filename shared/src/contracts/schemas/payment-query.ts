// The payment page's query string (token, requestId, amount, endDateTime, description). Kept apart from the
// other schemas, which build many valibot pipes when their module loads: the standalone payment page of the
// mobile web view imports this file alone.
import * as v from 'valibot';
import { unitsToCents } from '../quote.ts';

/** The payment page's query string. */
export const paymentQuerySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  requestId: v.pipe(v.string(), v.regex(/^\d+$/)),
  // Money: at least one cent (an amount of 0 is no payment).
  amount: v.pipe(
    v.string(),
    v.regex(/^\d+(\.\d{1,2})?$/),
    v.check((s) => unitsToCents(Number(s)) >= 1),
  ),
  endDateTime: v.optional(v.string()),
  description: v.optional(v.string(), ''),
});
