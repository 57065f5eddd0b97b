// Creates or changes a country's taxes, currency, times and cancellation policy (POST
// /pricing/alfie/country-new-price); the price list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { CancellationPolicy } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import { pricesKey } from './get-prices.ts';

export interface CountryValues {
  vat: number;
  withholdingTax: number;
  currencySymbol: string;
  currencyCode: string;
  travelBufferMinutes: number;
  noShowWaitMinutes: number;
  cancellationPolicy?: CancellationPolicy;
}
/** Create sends country and code; edit sends name and countryCode (docs/product.md §7). */
export type CountryPayload =
  | ({ country: string; code: string } & CountryValues)
  | ({ id: number; name: string; countryCode: string } & CountryValues);

async function saveCountry(payload: CountryPayload): Promise<void> {
  await alfie.post('/pricing/alfie/country-new-price', payload);
  invalidateQueries(pricesKey);
}

export const useSaveCountry = () => saveCountry;
