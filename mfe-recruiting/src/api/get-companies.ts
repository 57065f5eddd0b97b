// The registered companies under the review filters (GET /customer/alfie/customers/).
import { prefetchQuery, useQuery, type Query } from '@alfie/shared/api';
import type { Company } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import type { ReviewFilters } from './review-filters.ts';

export const companiesKey = (filters: ReviewFilters) => ['companies', 'list', filters.status, filters.city];

async function fetchCompanies(filters: ReviewFilters): Promise<Company[]> {
  return (await alfie.get('/customer/alfie/customers/', { params: { ...filters } })).data;
}

export function useCompanies(filters: ReviewFilters): Query<Company[]> {
  return useQuery(companiesKey(filters), () => fetchCompanies(filters));
}

export function prefetchCompanies(filters: ReviewFilters): void {
  prefetchQuery(companiesKey(filters), () => fetchCompanies(filters));
}
