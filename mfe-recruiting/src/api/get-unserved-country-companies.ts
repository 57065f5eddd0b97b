// Companies whose country is none Alfie serves (GET /customer/alfie/customers-unserved-country; operator-admin and
// operator only).
import { useQuery, type Query } from '@alfie/shared/api';
import type { UnservedCountryCompany } from '@alfie/shared/contracts/recruiting';
import { alfie } from './alfie.ts';

export const unservedCountryCompaniesKey = ['recruiting', 'unserved-country-companies'];

async function fetchUnservedCountryCompanies(): Promise<UnservedCountryCompany[]> {
  return (await alfie.get('/customer/alfie/customers-unserved-country')).data;
}

export function useUnservedCountryCompanies(): Query<UnservedCountryCompany[]> {
  return useQuery(unservedCountryCompaniesKey, fetchUnservedCountryCompanies);
}
