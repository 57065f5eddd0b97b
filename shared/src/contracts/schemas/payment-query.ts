// The payment page's query string (token, requestId, amount, endDateTime, description). Kept apart from the
// other schemas, which build many valibot pipes when their module loads: the standalone payment page of the
// mobile web view imports this file alone.
import * as v from 'valibot';
import { unitsToCents } from '../quote.ts';

/** The payment page's query string. */
export const paymentQuerySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  // An id as the API gives them: 1 to 2^31 - 1 (0, 00 or twenty digits are no request).
  requestId: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/),
    v.check((s) => Number(s) <= 2_147_483_647),
  ),
  // Money: at least one cent (an amount of 0 is no payment), at most 9,999,999.99, no leading zeros.
  amount: v.pipe(
    v.string(),
    v.regex(/^(0|[1-9]\d{0,6})(\.\d{1,2})?$/),
    v.check((s) => unitsToCents(Number(s)) >= 1),
  ),
  endDateTime: v.optional(v.string()),
  description: v.optional(v.string(), ''),
});
