// The companies' head-office cities, for the city filter (GET /customer/alfie/customers-cities).
import { prefetchQuery, useQuery, type Query } from '@alfie/shared/api';
import { alfie } from './alfie.ts';

const companyCitiesKey = ['companies', 'cities'];

async function fetchCompanyCities(): Promise<string[]> {
  return (await alfie.get('/customer/alfie/customers-cities')).data;
}

export function useCompanyCities(): Query<string[]> {
  return useQuery(companyCitiesKey, fetchCompanyCities);
}

export function prefetchCompanyCities(): void {
  prefetchQuery(companyCitiesKey, fetchCompanyCities);
}
