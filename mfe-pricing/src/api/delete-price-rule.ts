// Deletes a city's or a point of interest's price rule (DELETE /pricing/alfie/delete-price); the price list is asked
// again.
import { invalidateQueries } from '@alfie/shared/api';
import { alfie } from './alfie.ts';
import { pricesKey } from './get-prices.ts';

async function deletePriceRule(target: { cityId: number } | { poiId: number }): Promise<void> {
  await alfie.delete('/pricing/alfie/delete-price', { params: target });
  invalidateQueries(pricesKey);
}

export const useDeletePriceRule = () => deletePriceRule;
