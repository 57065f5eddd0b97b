// The closeout calls' inputs: the list of services whose end has passed (by end date and closeout state, paged)
// the confirmation of a service with its actual end, and an operator-admin's write-off of what is still owed.
import * as v from 'valibot';
import { CLOSEOUT_STATES } from '../closeout.ts';
import { isoDate, isoDateTime, looseId, optionalText, requiredText } from './fields.ts';
import { MAX_TEXT } from '../constants.ts';
import { pagingSchema } from './queries.ts';

/** A calendar day, YYYY-MM-DD (the service's end, in UTC), or empty for no bound. */
const optionalDay = v.optional(v.union([v.literal(''), isoDate], 'INVALID.DATE'), '');

/** GET /request/alfie/closeout?from&to&state&limit&cursor. */
export const closeoutQuerySchema = v.pipe(
  v.object({
    from: optionalDay,
    to: optionalDay,
    state: v.optional(v.picklist(['', ...CLOSEOUT_STATES], 'INVALID.VALUE'), ''),
    ...pagingSchema,
  }),
  v.forward(
    v.check((q) => q.from === '' || q.to === '' || q.from <= q.to, 'END.DATE.INVALID'),
    ['to'],
  ),
);

/**
 * POST /request/alfie/confirm-service: the service really ended at `actualEndDatetime`. The reason is why the
 * operator set the end: required when the PA never reported the end (the API refuses END.REASON.REQUIRED).
 */
export const confirmServiceSchema = v.strictObject({
  requestId: looseId,
  actualEndDatetime: isoDateTime,
  reason: optionalText(MAX_TEXT),
});

/** POST /request/alfie/closeout-write-off: the amount still owed on a confirmed service is written off, and why. */
export const closeoutWriteOffSchema = v.strictObject({ requestId: looseId, reason: requiredText(MAX_TEXT) });
