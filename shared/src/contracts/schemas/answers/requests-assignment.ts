// The offers an operator assigns from, and the refusal of a PA busy elsewhere (modules/requests/assignment).
import * as v from 'valibot';
import { str, int, num, nnum } from './scalars.ts';
import { errorAnswerSchema } from './common.ts';
import { personalAssistantSchema } from './pa-applicants.ts';

export const requestConflictSchema = v.object({ requestId: int, startDatetime: str, endDatetime: str });

/** assign-request's refusals: PA.BUSY adds the overlapping assignment as `conflict`. */
export const assignRefusalSchema = v.object({
  ...errorAnswerSchema.entries,
  conflict: v.optional(requestConflictSchema),
});

export const fitReasonSchema = v.variant('code', [
  v.object({ code: v.literal('language'), culture: str, level: nnum, met: v.boolean() }),
  v.object({ code: v.literal('vehicle'), asked: v.array(str), owned: v.array(str), met: v.boolean() }),
  v.object({ code: v.literal('city'), city: str, met: v.boolean() }),
  v.object({ code: v.literal('week-assignments'), count: int }),
  v.object({ code: v.literal('pa-cost'), amount: num, currencyCode: str }),
]);

export const offerFitSchema = v.object({ score: int, reasons: v.array(fitReasonSchema) });

export const paOfferSchema = v.object({
  ...personalAssistantSchema.entries,
  response: str,
  conflict: v.nullable(requestConflictSchema),
  fit: offerFitSchema,
});

/** A PA who offered availability for a request; response 'read' is hidden by the assignment page. */
export type PaOffer = v.InferInput<typeof paOfferSchema>;
