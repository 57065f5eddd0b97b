// One company's registration (GET /customer/alfie/customer-details), once one is chosen.
import { useQuery, type Query } from '@alfie/shared/api';
import type { CompanyDetail } from '@alfie/shared/contracts/recruiting';
import { alfie } from './alfie.ts';

export const companyKey = (id: number) => ['companies', 'detail', id];

async function fetchCompany(customerid: number): Promise<CompanyDetail> {
  return (await alfie.get('/customer/alfie/customer-details', { params: { customerid } })).data;
}

export function useCompany(id: number | null): Query<CompanyDetail> {
  return useQuery(id === null ? null : companyKey(id), () => fetchCompany(id ?? 0));
}
