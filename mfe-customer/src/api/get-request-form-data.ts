// What the request form needs from the API: the company (currentcustomer), countries with cities and POIs
// (get-cities in the current language) and the price rules for the live quote, fetched together under one key.
import { useTranslation } from 'react-i18next';
import type { CountryForForm, CustomerCountryPricing } from '@alfie/shared/contracts';
import { useSession } from '@alfie/shared/session';
import { prefetchQuery, useQuery, type Query } from '@alfie/shared/api';
import { fetchCities } from './get-cities.ts';
import { fetchCurrentCustomer } from './get-current-customer.ts';
import { fetchPriceRules } from './get-price-rules.ts';

export interface FormData {
  customer: { id: number; businessName: string; email: string };
  countries: CountryForForm[];
  prices: CustomerCountryPricing[];
}

/** Countries for the selects, from the price rules (same tree) when get-cities cannot answer. */
const countriesOf = (prices: CustomerCountryPricing[]): CountryForForm[] =>
  prices.map((c) => ({
    id: c.id,
    name: c.name,
    cities: c.cities.map((city) => ({
      id: city.id,
      cityName: city.cityName,
      poIs: city.poIs.map((p) => ({ id: p.id, name: p.name })),
    })),
  }));

type SessionUser = ReturnType<typeof useSession.getState>['user'];

/** The form's data in a language for a user: its cache key and its call (the hook's, and the page's preload). */
function formDataQuery(language: string, user: SessionUser) {
  return {
    key: ['new-request', 'form-data', language, user?.id] as const,
    load: async (): Promise<FormData> => {
      const [customer, cities, prices] = await Promise.allSettled([
        fetchCurrentCustomer(),
        fetchCities(language),
        fetchPriceRules(),
      ]);
      const priceList = prices.status === 'fulfilled' ? prices.value : [];
      const countries = cities.status === 'fulfilled' ? cities.value : countriesOf(priceList);
      if (countries.length === 0) throw cities.status === 'rejected' ? cities.reason : prices;
      const company =
        customer.status === 'fulfilled'
          ? { id: customer.value.id, businessName: customer.value.businessName, email: customer.value.email }
          : user
            ? { id: user.id, businessName: user.company ?? '', email: user.email }
            : null;
      if (!company) throw (customer as PromiseRejectedResult).reason;
      return { customer: company, countries, prices: priceList };
    },
  };
}

/** Asked before the page shows it (its preload): the key and call of useFormData. */
export function prefetchFormData(language: string, user: SessionUser): void {
  const { key, load } = formDataQuery(language, user);
  prefetchQuery(key, load);
}

export function useFormData(): Query<FormData> {
  const { i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const { key, load } = formDataQuery(i18n.language, user);
  return useQuery(key, load);
}
