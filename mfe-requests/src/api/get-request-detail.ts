// One request with its customer, travels and history (GET /Request/alfie/request-detail): the assignment page.
import { useQuery, type Query } from '@alfie/shared/api';
import type { RequestDetail } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export const requestDetailKey = (id: number) => ['requests', 'detail', id] as const;

async function fetchRequestDetail(id: number): Promise<RequestDetail> {
  return (await alfie.get('/Request/alfie/request-detail', { params: { id } })).data;
}

/** Always from the server, so the page works when opened from a link; nothing while `id` is null. */
export function useRequestDetail(id: number | null): Query<RequestDetail> {
  return useQuery(id === null ? null : requestDetailKey(id), () => fetchRequestDetail(id ?? 0));
}
