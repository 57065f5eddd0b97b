// Deletes a country with its price rules (DELETE /pricing/alfie/country-delete-price); the price list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import { alfie } from './alfie.ts';
import { pricesKey } from './get-prices.ts';

async function deleteCountry(countryName: string, countryCode: string): Promise<void> {
  await alfie.delete('/pricing/alfie/country-delete-price', { params: { countryName, countryCode } });
  invalidateQueries(pricesKey);
}

export const useDeleteCountry = () => deleteCountry;
