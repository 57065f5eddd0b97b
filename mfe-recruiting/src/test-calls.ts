// Test helper: the recruiting endpoints' calls as mocks, one per call with the arguments the screens pass, answered
// through a mocked `alfie` client (each test file mocks '../api/alfie.ts' and hands it to answerCalls), so the
// endpoint files' hooks, keys and invalidations run as in the page.
import type { Company, Decision, PersonalAssistant } from '@alfie/shared/contracts';
import type {
  CompanyDetail,
  PersonalAssistantSummary,
  UnservedCountryCompany,
} from '@alfie/shared/contracts/recruiting';
import type { ReviewFilters } from './api/review-filters.ts';

export const calls = {
  fetchApplicants: jest.fn<Promise<PersonalAssistantSummary[]>, [ReviewFilters]>(),
  fetchApplicantCities: jest.fn<Promise<string[]>, []>(),
  fetchApplicant: jest.fn<Promise<PersonalAssistant | null>, [number]>(),
  decideApplicant: jest.fn<Promise<void>, [number, Decision]>(),
  fetchCompanies: jest.fn<Promise<Company[]>, [ReviewFilters]>(),
  fetchCompanyCities: jest.fn<Promise<string[]>, []>(),
  fetchCompany: jest.fn<Promise<CompanyDetail>, [number]>(),
  decideCompany: jest.fn<Promise<void>, [number, Decision]>(),
  fetchUnservedCountryCompanies: jest.fn<Promise<UnservedCountryCompany[]>, []>(),
  fixCompanyCountry: jest.fn<Promise<void>, [number, string]>(),
};

type Params = Record<string, unknown>;
type Body = Record<string, unknown>;
const answer = async (data: unknown) => ({ data: await data });

const gets: Record<string, (params: Params) => Promise<{ data: unknown }>> = {
  '/PersonalAssistant/alfie/personal-assistants/': (p) =>
    answer(calls.fetchApplicants(p as unknown as ReviewFilters)),
  '/personalassistant/alfie/personal-assistant-cities': () => answer(calls.fetchApplicantCities()),
  // The call answers a list whose first item is the PA.
  '/PersonalAssistant/alfie/personal-assistant-detail': async (p) => ({
    data: [await calls.fetchApplicant(p.id as number)].filter(Boolean),
  }),
  '/customer/alfie/customers/': (p) => answer(calls.fetchCompanies(p as unknown as ReviewFilters)),
  '/customer/alfie/customers-cities': () => answer(calls.fetchCompanyCities()),
  '/customer/alfie/customer-details': (p) => answer(calls.fetchCompany(p.customerid as number)),
  '/customer/alfie/customers-unserved-country': () => answer(calls.fetchUnservedCountryCompanies()),
};
const posts: Record<string, (body: Body) => Promise<{ data: unknown }>> = {
  '/PersonalAssistant/alfie/approve-personal-assistant': (b) =>
    answer(calls.decideApplicant(b.personalAssistantId as number, b.status as Decision)),
  '/customer/alfie/approve-customer': (b) =>
    answer(calls.decideCompany(b.CustomerId as number, b.Status as Decision)),
  '/customer/alfie/update-customer-country': (b) =>
    answer(calls.fixCompanyCountry(b.CustomerId as number, b.Country as string)),
};

interface MockedAlfie {
  get: jest.Mock;
  post: jest.Mock;
}

/** Routes the mocked client's calls to `calls` (again after each jest.resetAllMocks). */
export function answerCalls(alfie: unknown): void {
  const client = alfie as MockedAlfie;
  client.get.mockImplementation((path: string, options?: { params?: Params }) =>
    gets[path]!(options?.params ?? {}),
  );
  client.post.mockImplementation((path: string, body: Body) => posts[path]!(body));
}
