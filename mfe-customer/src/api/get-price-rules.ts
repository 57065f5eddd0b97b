// The price rules the live quote needs (GET /request/alfie/price-rules, the customer-readable twin of the operators'
// price list).
import type { CustomerCountryPricing } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export async function fetchPriceRules(): Promise<CustomerCountryPricing[]> {
  return (await alfie.get('/request/alfie/price-rules')).data;
}
