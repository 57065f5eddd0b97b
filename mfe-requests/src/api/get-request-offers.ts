// The PAs who offered for a request (GET /PersonalAssistant/alfie/personal-assistant-by-request).
import { useQuery, type Query } from '@alfie/shared/api';
import type { PaOffer } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export const requestOffersKey = (id: number) => ['requests', 'offers', id] as const;

async function fetchOffers(id: number): Promise<PaOffer[]> {
  return (await alfie.get('/PersonalAssistant/alfie/personal-assistant-by-request', { params: { id } })).data;
}

export function useRequestOffers(id: number | null): Query<PaOffer[]> {
  return useQuery(id === null ? null : requestOffersKey(id), () => fetchOffers(id ?? 0));
}
