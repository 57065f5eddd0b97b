// One of the customer's requests with its PA once assigned (GET /Request/alfie/request-detail).
import { useQuery, type Query } from '@alfie/shared/api';
import type { RequestDetail } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function fetchRequestDetail(id: number): Promise<RequestDetail> {
  return (await alfie.get('/Request/alfie/request-detail', { params: { id } })).data;
}

/** An id that is no positive whole number is an error without a call. */
export function useRequestDetail(id: number): Query<RequestDetail> {
  return useQuery(['requests', 'own-detail', id], () =>
    Number.isInteger(id) && id > 0 ? fetchRequestDetail(id) : Promise.reject(new Error('no id')),
  );
}
