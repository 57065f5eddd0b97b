// The countries with their price rules (GET /pricing/alfie/prices): both tables of the pricing page.
import { useQuery, type Query } from '@alfie/shared/api';
import type { CountryPricing } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

/** The key of the price list: every change to a country or a rule asks it again. */
export const pricesKey = ['pricing', 'prices'] as const;

async function fetchPrices(): Promise<CountryPricing[]> {
  return (await alfie.get('/pricing/alfie/prices')).data;
}

export function usePrices(): Query<CountryPricing[]> {
  return useQuery(pricesKey, fetchPrices);
}
