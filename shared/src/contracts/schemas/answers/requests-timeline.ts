// The request timeline (contracts/timeline.ts): oldest first; the customer's copy is filtered by the API.
import * as v from 'valibot';
import { ROLES } from '../../roles.ts';
import { MAIL_DELIVERY_STATES, TIMELINE_KINDS } from '../../timeline.ts';
import { CANCELLATION_FEE_STATES } from '../../cancellation.ts';
import { str, int, nstr } from './scalars.ts';

const optionalNstr = v.optional(nstr);
export const timelineEntrySchema = v.object({
  at: str,
  kind: v.picklist(TIMELINE_KINDS),
  actor: v.object({ role: v.nullable(v.picklist(ROLES)), name: nstr }),
  detail: v.object({
    from: optionalNstr,
    to: optionalNstr,
    endFrom: optionalNstr,
    endTo: optionalNstr,
    amountCents: v.optional(int),
    currencyCode: v.optional(str),
    paymentKind: v.optional(str),
    template: v.optional(str),
    deliveryState: v.optional(v.picklist(MAIL_DELIVERY_STATES)),
    recipient: v.optional(str),
    paFirstName: v.optional(str),
    paLastName: v.optional(str),
    paId: v.optional(int),
    feeCents: v.optional(int),
    capturedCents: v.optional(int),
    feeState: v.optional(v.picklist(CANCELLATION_FEE_STATES)),
    travelCode: v.optional(str),
    travelState: v.optional(str),
    arrivalFrom: optionalNstr,
    arrivalTo: optionalNstr,
    reason: v.optional(str),
  }),
});
