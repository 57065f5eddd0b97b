// The PA applicants under the review filters (GET /PersonalAssistant/alfie/personal-assistants/).
import { prefetchQuery, useQuery, type Query } from '@alfie/shared/api';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import { alfie } from './alfie.ts';
import type { ReviewFilters } from './review-filters.ts';

export const applicantsKey = (filters: ReviewFilters) => ['applicants', 'list', filters.status, filters.city];

async function fetchApplicants(filters: ReviewFilters): Promise<PersonalAssistantSummary[]> {
  const res = await alfie.get('/PersonalAssistant/alfie/personal-assistants/', {
    params: { ...filters },
  });
  return res.data;
}

export function useApplicants(filters: ReviewFilters): Query<PersonalAssistantSummary[]> {
  return useQuery(applicantsKey(filters), () => fetchApplicants(filters));
}

export function prefetchApplicants(filters: ReviewFilters): void {
  prefetchQuery(applicantsKey(filters), () => fetchApplicants(filters));
}
