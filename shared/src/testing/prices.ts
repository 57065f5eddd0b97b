// Pricing rules of the front ends' tests (Italia with Milano, its Malpensa POI rule and Roma; France with Paris),
// as GET /pricing/alfie/prices answers them to operators and price-rules to customers.
import {
  DEFAULT_CANCELLATION_POLICY,
  type CountryPricing,
  type CustomerCountryPricing,
} from '@alfie/shared/contracts';

export const PRICES: CountryPricing[] = [
  {
    id: 1,
    name: 'Italia',
    countryCode: 'IT',
    vat: 22,
    withholdingTax: 20,
    currencySymbol: '€',
    currencyCode: 'EUR',
    travelBufferMinutes: 60,
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    noShowWaitMinutes: 60,
    cities: [
      {
        id: 10,
        countryId: 1,
        cityName: 'Milano',
        price: 45,
        forfait: null,
        percToPA: 60,
        poIs: [{ id: 100, name: 'Malpensa', price: 60, forfait: 4, percToPA: 60, cityId: 10 }],
      },
      { id: 11, countryId: 1, cityName: 'Roma', price: 42, forfait: null, percToPA: 60, poIs: [] },
    ],
  },
  {
    id: 2,
    name: 'France',
    countryCode: 'FR',
    vat: 20,
    withholdingTax: 10,
    currencySymbol: '€',
    currencyCode: 'EUR',
    travelBufferMinutes: 60,
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    noShowWaitMinutes: 45,
    cities: [{ id: 20, countryId: 2, cityName: 'Paris', price: 50, forfait: null, percToPA: 55, poIs: [] }],
  },
];

/** The same rules as price-rules answers them to a customer: no PA share, no withholding tax, no travel buffer. */
export const CUSTOMER_PRICES: CustomerCountryPricing[] = PRICES.map(
  ({ withholdingTax: _tax, travelBufferMinutes: _buffer, cities, ...country }) => ({
    ...country,
    cities: cities.map(({ percToPA: _city, poIs, ...city }) => ({
      ...city,
      poIs: poIs.map(({ percToPA: _poi, ...poi }) => poi),
    })),
  }),
);
