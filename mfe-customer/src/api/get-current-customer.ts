// The signed-in customer's company (GET /Customer/alfie/currentcustomer): the profile, and the request form's
// company.
import { useQuery, type Query } from '@alfie/shared/api';
import type { CustomerDetail } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export async function fetchCurrentCustomer(): Promise<CustomerDetail> {
  return (await alfie.get('/Customer/alfie/currentcustomer')).data;
}

export function useCurrentCustomer(): Query<CustomerDetail> {
  return useQuery(['customer', 'current'], fetchCurrentCustomer);
}
