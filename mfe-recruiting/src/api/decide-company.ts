// Accepts (login enabled) or rejects a company (POST /customer/alfie/approve-customer); the list shown (under
// `filters`) and the company's detail are asked again.
import { invalidateQueries } from '@alfie/shared/api';
import type { Decision } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';
import { companyKey } from './get-company.ts';
import { companiesKey } from './get-companies.ts';
import type { ReviewFilters } from './review-filters.ts';

export function useDecideCompany(filters: ReviewFilters) {
  return async (CustomerId: number, Status: Decision): Promise<void> => {
    await alfie.post('/customer/alfie/approve-customer', { CustomerId, Status });
    invalidateQueries(companiesKey(filters));
    invalidateQueries(companyKey(CustomerId));
  };
}
