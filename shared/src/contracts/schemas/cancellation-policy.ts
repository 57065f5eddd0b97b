// The cancellation policy of the country form and of POST /pricing/alfie/country-new-price: validated here once.
import * as v from 'valibot';
import { MAX_CANCELLATION_HOURS, MAX_CANCELLATION_WINDOWS } from '../cancellation.ts';

/** A form holds numbers as text: both are accepted, whole numbers only. */
const wholeNumber = (max: number, message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('REQUIRED.FIELD'))], 'REQUIRED.FIELD'),
    v.transform(Number),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(max, message),
  );

export const cancellationWindowSchema = v.strictObject({
  hoursBefore: wholeNumber(MAX_CANCELLATION_HOURS, 'CANCELLATION.HOURS.INVALID'),
  percent: wholeNumber(100, 'CANCELLATION.PERCENT.INVALID'),
});

/** Windows by strictly decreasing hours, fees never decreasing nearer the start, the last one ending at the start. */
export const cancellationPolicySchema = v.pipe(
  v.array(cancellationWindowSchema, 'CANCELLATION.POLICY.INVALID'),
  v.minLength(1, 'CANCELLATION.POLICY.INVALID'),
  v.maxLength(MAX_CANCELLATION_WINDOWS, 'CANCELLATION.POLICY.INVALID'),
  v.check(
    (ws) =>
      ws.every(
        (w, i) => i === 0 || (w.hoursBefore < ws[i - 1]!.hoursBefore && w.percent >= ws[i - 1]!.percent),
      ),
    'CANCELLATION.POLICY.ORDER',
  ),
  v.check((ws) => ws.at(-1)?.hoursBefore === 0, 'CANCELLATION.POLICY.LAST'),
);
