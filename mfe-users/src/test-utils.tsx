// Test helpers of mfe-users: a scripted API (axios adapter), demo operators and rendering in a locale.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { api } from '@alfie/shared/api';
import { i18n, initI18n } from '@alfie/shared/i18n';
import type { Operator } from '@alfie/shared/contracts';
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

export const OPERATORS: Operator[] = [
  {
    id: 1,
    firstname: 'Anna',
    lastname: 'Admin',
    email: 'admin@example.com',
    createdDate: '2026-01-01T00:00:00.000Z',
    account: { id: 11, username: 'admin@example.com', role: 'operator-admin', country: null },
  },
  {
    id: 2,
    firstname: 'Oscar',
    lastname: 'Operatore',
    email: 'operator@example.com',
    createdDate: '2026-01-02T00:00:00.000Z',
    account: { id: 12, username: 'operator@example.com', role: 'operator-user', country: 'Italia' },
  },
  {
    id: 3,
    firstname: 'Rita',
    lastname: 'Recruiter',
    email: 'recruiter@example.com',
    createdDate: '2026-01-03T00:00:00.000Z',
    account: { id: 13, username: 'recruiter@example.com', role: 'operator-recruiter', country: 'Italia' },
  },
];
export const COUNTRIES = [
  { id: 1, name: 'Italia', cities: [] },
  { id: 2, name: 'France', cities: [] },
];
