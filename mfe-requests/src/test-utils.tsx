// Test helpers of mfe-requests: a scripted API (axios adapter) and rendering a page in a router and a locale.
import { act, render } from '@testing-library/react';
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
  params: Record<string, unknown>;
}

type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/** Every call goes to `respond`; answers with status >= 400 reject like the real client. */
export function scriptApi(respond: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      data: config.data ? (JSON.parse(config.data as string) as unknown) : undefined,
      params: (config.params ?? {}) as Record<string, unknown>,
    };
    calls.push(call);
    const [status, data, headers = {}] = await respond(call);
    const response = { status, data, statusText: '', headers, config } as AxiosResponse;
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
      {location.search}
    </p>
  );
}

/** Renders `page` at `path` (other paths show only where the app went). */
export async function renderPage(
  page: ReactElement,
  path = '/',
  locale: 'it' | 'en' | 'fr' = 'en',
  state: unknown = null,
) {
  await act(async () => {
    await i18n.changeLanguage(locale);
  });
  const route = path.split('?')[0]!;
  return render(
    <MemoryRouter initialEntries={[{ pathname: route, search: path.slice(route.length), state }]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
