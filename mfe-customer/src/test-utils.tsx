// Test helpers of mfe-customer: a scripted API (axios adapter), rendering a page in a router and a locale.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { api } from '@alfie/shared/api';
import { i18n } from '@alfie/shared/i18n';
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

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/** Renders `page` at `path` (other paths show only where the app went). */
export async function renderPage(page: ReactElement, path = '/', locale: 'it' | 'en' | 'fr' = 'en') {
  await i18n.changeLanguage(locale);
  const route = path.split('?')[0]!;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

export const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** datetime-local text of a local date `days` from today at hh:mm. */
export function localAt(days: number, hh: number, mm = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hh)}:${pad(mm)}`;
}
