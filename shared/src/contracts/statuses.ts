// Status values as stored, sent and filtered on (docs/product.md §4, §9).
export const REQUEST_STATUSES = [
  'created',
  'assigned',
  'completed',
  'cancelled',
  'PA-paid',
  'pending-capture',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPES = ['business', 'consumer'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Status filter of the request dashboards; '' means any. */
export const REQUEST_STATUS_FILTER = ['', 'assigned', 'created'] as const;

export const REVIEW_STATUSES = ['created', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Status filter of the PA applicant and company lists; '' means any. */
export const REVIEW_STATUS_FILTER = ['', ...REVIEW_STATUSES] as const;

export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export const OFFER_RESPONSES = ['offered', 'read', 'accepted', 'declined'] as const;
export type OfferResponse = (typeof OFFER_RESPONSES)[number];

/**
 * Where a PA's offer stands, as the PA's offers list says it: waiting for the operators; clashing with one of the
 * PA's own assignments (the operators see the PA busy then); assigned to the PA; closed (assigned to another PA,
 * cancelled or started); withdrawn by the PA.
 */
export const PA_OFFER_STATES = ['waiting', 'clashes', 'mine', 'closed', 'withdrawn'] as const;
export type PaOfferState = (typeof PA_OFFER_STATES)[number];

export type StatusTone = 'green' | 'red' | 'amber';
/** Colours of docs/product.md §4: green approved, red rejected, amber otherwise. */
export function statusTone(status: string | null | undefined): StatusTone {
  if (status === 'approved') return 'green';
  if (status === 'rejected') return 'red';
  return 'amber';
}
