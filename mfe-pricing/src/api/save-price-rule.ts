// Creates or changes a city's or a point of interest's price rule (POST /pricing/alfie/create-new-price); the price
// list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { CreatePricePayload } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import { pricesKey } from './get-prices.ts';

async function savePriceRule(payload: CreatePricePayload): Promise<void> {
  await alfie.post('/pricing/alfie/create-new-price', payload);
  invalidateQueries(pricesKey);
}

export const useSavePriceRule = () => savePriceRule;
