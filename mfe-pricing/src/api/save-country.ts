// Creates or changes a country's taxes, currency, times and cancellation policy (POST
// /pricing/alfie/country-new-price); the price list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { paths } from '@alfie/api/client';
import { alfie } from './alfie.ts';
import { pricesKey } from './get-prices.ts';

/** Create sends country and code; edit sends name and countryCode (docs/product.md §7): the body the API describes. */
export type CountryPayload = NonNullable<
  paths['/pricing/alfie/country-new-price']['post']['requestBody']
>['content']['application/json'];

async function saveCountry(payload: CountryPayload): Promise<void> {
  await alfie.post('/pricing/alfie/country-new-price', payload);
  invalidateQueries(pricesKey);
}

export const useSaveCountry = () => saveCountry;
