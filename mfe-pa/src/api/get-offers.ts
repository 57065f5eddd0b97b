// The PA's offers, newest first, with where each stands (GET /pa/alfie/offers).
import { useQuery, type Query } from '@alfie/shared/api';
import type { PaOfferItem } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function fetchOffers(): Promise<PaOfferItem[]> {
  return (await alfie.get('/pa/alfie/offers')).data;
}

export function useOffers(): Query<PaOfferItem[]> {
  return useQuery(['pa', 'offers'], fetchOffers);
}
