// The filters both review lists (applicants, companies) send to the server.
import type { REVIEW_STATUS_FILTER } from '@alfie/shared/contracts';

export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTER)[number];

export interface ReviewFilters {
  /** '' means any. */
  status: ReviewStatusFilter;
  /** '' means any. */
  city: string;
}
