// Helpers of the pricing and user-management journeys: the remotes' own strings, a signed-in page in a locale and
// API calls with a demo user's token.
import type { APIRequestContext } from '@playwright/test';
import { strings as pricingStrings } from '../../mfe-pricing/src/i18n/strings.ts';
import { strings as usersStrings } from '../../mfe-users/src/i18n/strings.ts';
import { API_URL } from '../support/urls.ts';
import { STRINGS, type Locale } from '../support/strings.ts';

export { STRINGS, type Locale };
export { signInWithLocale } from '../support/session.ts';
export const P = pricingStrings;
export const U = usersStrings;

/** A JSON call to the API as `token`; throws on a status other than `expected`. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
  expected = 200,
): Promise<T> {
  const response = await request.fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (response.status() !== expected)
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** "Filtro: Paese" and the like: the label of a table filter. */
export const filterLabel = (locale: Locale, column: string) =>
  STRINGS[locale]['TABLE.FILTER'].replace('{{column}}', column);

/** Italia and its city Milano as the request form reads them (ids for a request payload). */
export async function italyAndMilano(request: APIRequestContext, token: string) {
  const places = await apiCall<{ id: number; name: string; cities: { id: number; cityName: string }[] }[]>(
    request,
    token,
    'GET',
    '/system/alfie/get-cities?language=it',
  );
  const italy = places.find((p) => p.name === 'Italia')!;
  return { italy, milano: italy.cities.find((x) => x.cityName === 'Milano')! };
}
