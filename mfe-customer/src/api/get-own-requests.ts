// The customer's own requests (GET /request/alfie/requests): the reservations page.
import { useQuery, type Query } from '@alfie/shared/api';
import type { CustomerRequest } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function fetchOwnRequests(): Promise<CustomerRequest[]> {
  return (await alfie.get('/request/alfie/requests')).data;
}

export function useOwnRequests(): Query<CustomerRequest[]> {
  return useQuery(['requests', 'own'], fetchOwnRequests);
}
