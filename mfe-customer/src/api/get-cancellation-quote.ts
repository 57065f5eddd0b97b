// What cancelling a request now costs, and when that changes (GET /request/alfie/cancellation-quote).
import { useQuery, type Query } from '@alfie/shared/api';
import type { CancellationQuote } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function fetchCancellationQuote(id: number): Promise<CancellationQuote> {
  return (await alfie.get('/request/alfie/cancellation-quote', { params: { id } })).data;
}

/** The quote of one request while the confirmation is open (null: nothing is asked). */
export function useCancellationQuote(id: number | null): Query<CancellationQuote> {
  return useQuery(id == null ? null : ['requests', 'cancellation-quote', id], () =>
    fetchCancellationQuote(id!),
  );
}
