// The calls of the recruiting screens (docs/product.md §7), through the shared API client.
import { alfie } from './alfie.ts';
import type { Company, Decision, PersonalAssistant, REVIEW_STATUS_FILTER } from '@alfie/shared/contracts';
import type {
  CompanyDetail,
  PersonalAssistantSummary,
  UnservedCountryCompany,
} from '@alfie/shared/contracts/recruiting';

export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTER)[number];

export interface ReviewFilters {
  /** '' means any. */
  status: ReviewStatusFilter;
  /** '' means any. */
  city: string;
}

export async function fetchApplicants(filters: ReviewFilters): Promise<PersonalAssistantSummary[]> {
  const res = await alfie.get('/PersonalAssistant/alfie/personal-assistants/', {
    params: { ...filters },
  });
  return res.data;
}

export async function fetchApplicantCities(): Promise<string[]> {
  return (await alfie.get('/personalassistant/alfie/personal-assistant-cities')).data;
}

/** The call answers a list whose first item is the PA. */
export async function fetchApplicant(id: number): Promise<PersonalAssistant | null> {
  const res = await alfie.get('/PersonalAssistant/alfie/personal-assistant-detail', {
    params: { id },
  });
  return res.data[0] ?? null;
}

export async function decideApplicant(personalAssistantId: number, status: Decision): Promise<void> {
  await alfie.post('/PersonalAssistant/alfie/approve-personal-assistant', { personalAssistantId, status });
}

export async function fetchCompanies(filters: ReviewFilters): Promise<Company[]> {
  return (await alfie.get('/customer/alfie/customers/', { params: { ...filters } })).data;
}

export async function fetchCompanyCities(): Promise<string[]> {
  return (await alfie.get('/customer/alfie/customers-cities')).data;
}

export async function fetchCompany(customerid: number): Promise<CompanyDetail> {
  return (await alfie.get('/customer/alfie/customer-details', { params: { customerid } })).data;
}

export async function decideCompany(CustomerId: number, Status: Decision): Promise<void> {
  await alfie.post('/customer/alfie/approve-customer', { CustomerId, Status });
}

/** Companies whose country is none Alfie serves (operator-admin and operator only). */
export async function fetchUnservedCountryCompanies(): Promise<UnservedCountryCompany[]> {
  return (await alfie.get('/customer/alfie/customers-unserved-country')).data;
}

export async function fixCompanyCountry(CustomerId: number, Country: string): Promise<void> {
  await alfie.post('/customer/alfie/update-customer-country', { CustomerId, Country });
}
