// The calls of the pricing screen (docs/product.md §7), through the shared API client.
import { alfie } from './alfie.ts';
import type { CancellationPolicy, CountryPricing, CreatePricePayload } from '@alfie/shared/contracts';

export async function fetchPrices(): Promise<CountryPricing[]> {
  return (await alfie.get('/pricing/alfie/prices')).data;
}

export async function savePriceRule(payload: CreatePricePayload): Promise<void> {
  await alfie.post('/pricing/alfie/create-new-price', payload);
}

export async function deletePriceRule(target: { cityId: number } | { poiId: number }): Promise<void> {
  await alfie.delete('/pricing/alfie/delete-price', { params: target });
}

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

export async function saveCountry(payload: CountryPayload): Promise<void> {
  await alfie.post('/pricing/alfie/country-new-price', payload);
}

export async function deleteCountry(countryName: string, countryCode: string): Promise<void> {
  await alfie.delete('/pricing/alfie/country-delete-price', { params: { countryName, countryCode } });
}
