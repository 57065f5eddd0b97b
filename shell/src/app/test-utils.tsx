// Test helpers of the shell: render the route table at a path, with a session and a scripted API.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { AxiosError } from 'axios';
import { api } from '@alfie/shared/api';
import { changeLocale } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import type { Role } from '@alfie/shared/contracts/roles';
import { AppRoutes } from './routes.tsx';

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export async function renderAt(
  path: string,
  { locale = 'en', state }: { locale?: 'it' | 'en' | 'fr'; state?: unknown } = {},
) {
  await changeLocale(locale);
  useSession.setState({ locale });
  return render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

const base64url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function jwt(secondsFromNow: number): string {
  const payload = { sub: '1', exp: Math.floor(Date.now() / 1000) + secondsFromNow };
  return `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.sig`;
}

export function signIn(role: Role | string, token = jwt(3600)): void {
  useSession.setState({ token, role: role as Role, user: { email: 'u@example.com', company: null, id: 1 } });
}

export function signOut(): void {
  useSession.setState({ token: null, role: null, user: null, profileData: null, locale: 'en' });
}

export interface Call {
  method: string;
  url: string;
  data: unknown;
  params: unknown;
}

/** Answers API calls with `respond(call)`: a [status, body] pair; records every call. */
export function scriptApi(respond: (call: Call) => [number, unknown]): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      data: config.data ? JSON.parse(config.data as string) : undefined,
      params: config.params,
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
