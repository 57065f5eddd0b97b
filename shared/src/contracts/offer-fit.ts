// An offer as the assignment page weighs it: how well the PA fits the request (a score and the reasons behind it)
// and the PA's assignment that clashes with it, if any. Reasons are codes with values, so each screen words them.
import type { InferInput } from 'valibot';
import type { fitReasonSchema, offerFitSchema, requestConflictSchema } from './schemas/answers.ts';

/** A staffed request of the PA overlapping the one being assigned (travel time of its country included). */
export type RequestConflict = InferInput<typeof requestConflictSchema>;

export const FIT_REASON_CODES = ['language', 'vehicle', 'city', 'week-assignments', 'pa-cost'] as const;
export type FitReasonCode = (typeof FIT_REASON_CODES)[number];

/** One fact behind the score: `met` says whether the PA meets what the request asks. */
export type FitReason = InferInput<typeof fitReasonSchema>;

export type OfferFit = InferInput<typeof offerFitSchema>;
