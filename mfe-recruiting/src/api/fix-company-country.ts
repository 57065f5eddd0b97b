// Ties a company registered in an unserved country to a served one (POST /customer/alfie/update-customer-country);
// the unserved list is asked again.
import { invalidateQueries } from '@alfie/shared/api';
import { alfie } from './alfie.ts';
import { unservedCountryCompaniesKey } from './get-unserved-country-companies.ts';

async function fixCompanyCountry(CustomerId: number, Country: string): Promise<void> {
  await alfie.post('/customer/alfie/update-customer-country', { CustomerId, Country });
  invalidateQueries(unservedCountryCompaniesKey);
}

export const useFixCompanyCountry = () => fixCompanyCountry;
