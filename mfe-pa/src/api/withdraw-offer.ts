// The PA withdraws an offer while the request is not assigned (POST /pa/alfie/withdraw-offer).
import type { OfferAnswer } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function withdrawOffer(requestId: number): Promise<OfferAnswer> {
  return (await alfie.post('/pa/alfie/withdraw-offer', { requestId })).data;
}

export const useWithdrawOffer = () => withdrawOffer;
