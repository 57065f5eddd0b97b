// The calls of the customer's screens (docs/product.md §7), through the shared API client.
import { alfie } from './alfie.ts';
import type {
  CancellationQuote,
  CountryForForm,
  CustomerCountryPricing,
  CustomerDetail,
  CustomerRequest,
  NewRequestPayload,
  RegisteredRequest,
  RequestDetail,
} from '@alfie/shared/contracts';

export async function fetchCurrentCustomer(): Promise<CustomerDetail> {
  return (await alfie.get('/Customer/alfie/currentcustomer')).data;
}

export async function fetchCities(language: string): Promise<CountryForForm[]> {
  return (await alfie.get('/system/alfie/get-cities', { params: { language } })).data;
}

/** The price rules the live quote needs (customer-readable twin of the operators' price list). */
export async function fetchPriceRules(): Promise<CustomerCountryPricing[]> {
  return (await alfie.get('/request/alfie/price-rules')).data;
}

export async function registerRequest(payload: NewRequestPayload): Promise<RegisteredRequest> {
  return (await alfie.post('/Request/alfie/register-new-request', payload)).data;
}

export async function fetchOwnRequests(): Promise<CustomerRequest[]> {
  return (await alfie.get('/request/alfie/requests')).data;
}

export async function fetchRequestDetail(id: number): Promise<RequestDetail> {
  return (await alfie.get('/Request/alfie/request-detail', { params: { id } })).data;
}

/** What cancelling the request now costs, and when that changes. */
export async function fetchCancellationQuote(id: number): Promise<CancellationQuote> {
  return (await alfie.get('/request/alfie/cancellation-quote', { params: { id } })).data;
}

export async function deleteRequest(id: number): Promise<void> {
  await alfie.get('/request/alfie/delete-request', { params: { id } });
}

export async function deleteCustomer(id: number): Promise<void> {
  await alfie.get('/customer/alfie/delete-customer', { params: { id } });
}
