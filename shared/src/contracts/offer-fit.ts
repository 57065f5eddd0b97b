// An offer as the assignment page weighs it: how well the PA fits the request (a score and the reasons behind it)
// and the PA's assignment that clashes with it, if any. Reasons are codes with values, so each screen words them.

/** A staffed request of the PA overlapping the one being assigned (travel time of its country included). */
export interface RequestConflict {
  requestId: number;
  /** ISO instants. */
  startDatetime: string;
  endDatetime: string;
}

export const FIT_REASON_CODES = ['language', 'vehicle', 'city', 'week-assignments', 'pa-cost'] as const;
export type FitReasonCode = (typeof FIT_REASON_CODES)[number];

/** One fact behind the score: `met` says whether the PA meets what the request asks. */
export type FitReason =
  /** An asked language and the PA's level in it (null when the PA does not speak it). */
  | { code: 'language'; culture: string; level: number | null; met: boolean }
  /** The vehicle types the request accepts and the ones the PA owns. */
  | { code: 'vehicle'; asked: string[]; owned: string[]; met: boolean }
  /** A city of the request's stops, and whether the PA works there. */
  | { code: 'city'; city: string; met: boolean }
  /** The PA's assignments in the week (Monday to Sunday, Italian time) of the request's start. */
  | { code: 'week-assignments'; count: number }
  /** What the PA is paid for the request, from the price rule of its place. */
  | { code: 'pa-cost'; amount: number; currencyCode: string };

export interface OfferFit {
  /** 0 to 100: languages, vehicle, city and a light week weigh most. */
  score: number;
  reasons: FitReason[];
}
