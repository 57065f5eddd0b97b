// Test helpers of mfe-pricing: a scripted API (axios adapter), demo pricing data and rendering in a locale.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { api } from '@alfie/shared/api';
import { i18n, initI18n } from '@alfie/shared/i18n';
import type { CountryPricing } from '@alfie/shared/contracts';
import './i18n/namespace.ts';

export interface Call {
  method: string;
  url: string;
  data: unknown;
  params: Record<string, unknown> | undefined;
}

/** Every call goes to `respond`; answers with status >= 400 reject like the real client. */
export function scriptApi(respond: (call: Call) => [number, unknown]): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      data: config.data ? (JSON.parse(config.data as string) as unknown) : undefined,
      params: config.params as Record<string, unknown> | undefined,
    };
    calls.push(call);
    const [status, data] = respond(call);
    const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

export async function renderIn(ui: ReactElement, locale: 'it' | 'en' | 'fr' = 'en') {
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  return render(ui);
}

export const PRICES: CountryPricing[] = [
  {
    id: 1,
    name: 'Italia',
    countryCode: 'IT',
    vat: 22,
    withholdingTax: 20,
    currencySymbol: '€',
    currencyCode: 'EUR',
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
    cities: [{ id: 20, countryId: 2, cityName: 'Paris', price: 50, forfait: null, percToPA: 55, poIs: [] }],
  },
];
