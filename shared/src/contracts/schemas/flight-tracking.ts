// POST /request/alfie/travel-refresh: an operator asks the flight-status provider about a request's flights now;
// the answer is the request's travels with their tracking (contracts/flight-tracking.ts).
import * as v from 'valibot';
import { travelSchema } from './answers.ts';
import { id } from './fields.ts';

export const travelRefreshBodySchema = v.strictObject({ requestId: id });
export type TravelRefreshBody = v.InferOutput<typeof travelRefreshBodySchema>;

export const travelRefreshAnswerSchema = v.object({
  requestId: v.number(),
  travels: v.array(travelSchema),
});
export type TravelRefreshAnswer = v.InferOutput<typeof travelRefreshAnswerSchema>;
