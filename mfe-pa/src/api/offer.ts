// The PA offers to serve an open request (POST /pa/alfie/offer).
import type { OfferAnswer } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function offer(requestId: number): Promise<OfferAnswer> {
  return (await alfie.post('/pa/alfie/offer', { requestId })).data;
}

export const useOffer = () => offer;
