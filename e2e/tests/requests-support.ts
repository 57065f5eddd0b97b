// Helpers of the request journeys: API calls with an operator's token (to predict what the screens show),
// the remote's strings, and signing in with a chosen interface language.
import type { APIRequestContext } from '@playwright/test';
import { formatItalianDateTime } from '@alfie/shared/contracts/dates';
import { strings as remoteStrings } from '../../mfe-requests/src/i18n/strings.ts';
import { STRINGS } from '../support/strings.ts';
import { authenticate } from '../support/session.ts';
import type { DemoUser } from '../support/demo-accounts.ts';
import { API_URL } from '../support/urls.ts';
import { streetRequestPayload } from '../support/customer.ts';
import { apiCall, italyAndMilano } from './pricing-support.ts';

export type { Locale } from '../support/strings.ts';
export { signInWithLocale } from '../support/session.ts';
export const R = remoteStrings;
export const C = STRINGS;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));

export async function tokenOf(request: APIRequestContext, user: DemoUser): Promise<string> {
  return (await authenticate(request, user)).account.token;
}

export interface ListAnswer {
  total: number;
  items: { id: number; type: string; status: string; customers: { email: string } | null }[];
}

export async function apiList(
  request: APIRequestContext,
  token: string,
  query: Record<string, string>,
): Promise<ListAnswer> {
  const res = await request.get(`${API_URL}/request/alfie/active-requests/`, {
    params: query,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`active-requests answered ${res.status()}`);
  return { total: Number(res.headers()['x-total-count']), items: (await res.json()) as ListAnswer['items'] };
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** The startdate the screen sends for 'last 7 days' (minute precision, as the screen computes it). */
export const sevenDaysBack = () => formatItalianDateTime(new Date(Date.now() - 7 * 86_400_000));

/** Files, as the demo customer, a business request in Milano at `street` from `start`; answers its id. */
export async function fileMilanoRequest(
  request: APIRequestContext,
  p: { start: Date; street: string; hours?: number },
): Promise<number> {
  const customer = await authenticate(request, 'customer');
  const token = customer.account.token;
  const { italy: italia, milano } = await italyAndMilano(request, token);
  const payload = streetRequestPayload({
    customerId: customer.currentUserId,
    countryId: italia.id,
    cityId: milano.id,
    ...p,
  });
  return (
    await apiCall<{ id: number }>(request, token, 'POST', '/Request/alfie/register-new-request', payload)
  ).id;
}
