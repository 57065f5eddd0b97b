// Answers of the API for the request form's tests: one company, Italia with Milano and its Malpensa airport.
import type { CountryForForm, CustomerDetail } from '@alfie/shared/contracts';
import { CUSTOMER_PRICES } from '@alfie/shared/testing/prices';
import type { Call } from '@alfie/shared/testing/script-api';

export const CUSTOMER: CustomerDetail = {
  id: 7,
  businessName: 'Acme S.p.A.',
  email: 'admin@acme.example.com',
  country: 'Italia',
  city: 'Milano',
  postalCode: '20121',
  street: 'Via Torino 1',
  vatCode: 'IT12345678901',
  fiscalCode: '12345678901',
  sdi: 'M5UXCR1',
};

export const COUNTRIES: CountryForForm[] = [
  {
    id: 1,
    name: 'Italia',
    cities: [
      { id: 10, cityName: 'Milano', poIs: [{ id: 100, name: 'Malpensa' }] },
      { id: 11, cityName: 'Roma', poIs: [] },
    ],
  },
];

/** The form's API: currentcustomer, get-cities, price-rules, and `register` for the POST. */
// The frozen amount differs from the form's live quote (292.80) on purpose: the thank-you page must show this one.
export function formApi(
  register: (call: Call) => [number, unknown] = () => [200, { id: 55, amount: 310.5, currencyCode: 'EUR' }],
) {
  return (call: Call): [number, unknown] => {
    const url = call.url.toLowerCase();
    if (url.includes('currentcustomer')) return [200, CUSTOMER];
    if (url.includes('get-cities')) return [200, COUNTRIES];
    if (url.includes('price-rules')) return [200, CUSTOMER_PRICES];
    if (url.includes('register-new-request')) return register(call);
    return [404, { code: 'NOT.FOUND' }];
  };
}
