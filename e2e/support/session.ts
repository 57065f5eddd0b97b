// Puts a session straight into the browser's storage (the shape @alfie/shared/session persists), for journeys that
// are not about the login form: a real token from the API, or a forged one to test the guards.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo-accounts.ts';
import type { DemoUser } from './demo-accounts.ts';
import { API_URL } from './urls.ts';

export const SESSION_KEY = 'alfie-session';

export interface StoredSession {
  token: string | null;
  role: string | null;
  user: { email: string; company: string | null; id: number } | null;
  profileData: unknown;
  locale: 'it' | 'en' | 'fr';
}

/** Calls POST /Auth/authenticate like the login form does and returns the answer. */
export async function authenticate(request: APIRequestContext, user: DemoUser) {
  const response = await request.post(`${API_URL}/Auth/authenticate`, {
    data: { username: DEMO[user].email, password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`login of ${user} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as {
    account: { token: string; role: string };
    currentUserId: number;
    company?: string | null;
  };
}

/** Writes the session into localStorage of the shell's origin; the next navigation starts signed in. */
export async function setSession(page: Page, session: Partial<StoredSession>): Promise<void> {
  const state: StoredSession = {
    token: null,
    role: null,
    user: null,
    profileData: null,
    locale: 'it',
    ...session,
  };
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ state, version: 0 }),
  ] as const);
}

/**
 * Signs a demo user in through the API (fast path) with `locale` as the interface language and opens `path`;
 * answers the login answer (its token for API calls of the journey).
 */
export async function signInWithLocale(
  page: Page,
  request: APIRequestContext,
  user: DemoUser,
  locale: StoredSession['locale'],
  path: string,
) {
  const answer = await authenticate(request, user);
  await setSession(page, {
    token: answer.account.token,
    role: answer.account.role.toLowerCase(),
    user: { email: DEMO[user].email, company: answer.company ?? null, id: answer.currentUserId },
    profileData: answer,
    locale,
  });
  await page.goto(path);
  return answer;
}

/** Signs a demo user in through the API (fast path), in Italian, and opens `path` (default: their home). */
export const signInAs = async (page: Page, request: APIRequestContext, user: DemoUser, path?: string) => {
  await signInWithLocale(page, request, user, 'it', path ?? DEMO[user].home);
};

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** An unsigned JWT whose exp is `secondsFromNow` from now: enough for the client's expiry check. */
export function forgedToken(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  const payload = { sub: '1', exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...extra };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.sig`;
}
