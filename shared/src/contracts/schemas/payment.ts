// The payment call body (docs/product.md §7): amount in cents.
import * as v from 'valibot';
import { isoDateTime, looseId } from './fields.ts';

export const paymentBodySchema = v.strictObject({
  id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  requestId: looseId,
  amount: v.pipe(
    v.number('INVALID.NUMBER'),
    v.integer('INVALID.NUMBER'),
    v.minValue(1, 'INVALID.NUMBER'),
    v.maxValue(100_000_000, 'INVALID.NUMBER'),
  ),
  orderId: v.pipe(
    v.string('REQUIRED.FIELD'),
    v.trim(),
    v.nonEmpty('REQUIRED.FIELD'),
    v.maxLength(64, 'TOO.LONG'),
    v.regex(/^[A-Za-z0-9-]+$/, 'INVALID.VALUE'),
  ),
  authorizationId: v.pipe(
    v.string('REQUIRED.FIELD'),
    v.trim(),
    v.nonEmpty('REQUIRED.FIELD'),
    v.maxLength(64, 'TOO.LONG'),
    v.regex(/^[A-Za-z0-9-]+$/, 'INVALID.VALUE'),
  ),
  endDatetime: v.optional(v.nullable(v.union([isoDateTime, v.literal('')]))),
});
export type PaymentBodyInput = v.InferInput<typeof paymentBodySchema>;

// In a file of its own: the payment page (mobile web view) parses it without loading every field schema.
export { paymentQuerySchema } from './payment-query.ts';
