// Tests only: calls of the two-factor journeys on a test app, with codes computed by the independent generator.
import type { InjectOptions } from 'fastify';
import type { TestApp } from './build.ts';
import { bearer, DEMO_PASSWORD } from './build.ts';
import { totpAt } from './totp.ts';

export async function call(
  h: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  const options: InjectOptions = { method, url, headers: token ? bearer(token) : {} };
  if (payload !== undefined) options.payload = payload;
  return h.app.inject(options);
}

export async function authenticate(h: TestApp, username: string, password = DEMO_PASSWORD) {
  return h.app.inject({ method: 'POST', url: '/Auth/authenticate', payload: { username, password } });
}

/**
 * Sets two-factor up and enables it for the signed-in caller; answers the secret, the recovery codes and the new
 * session token (enabling ends every earlier session of the account, the caller's included).
 */
export async function enrol(h: TestApp, token: string) {
  const setup = await call(h, token, 'POST', '/Auth/two-factor/setup');
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enabled = await call(h, token, 'POST', '/Auth/two-factor/enable', {
    code: totpAt(secret, Date.now()),
  });
  if (enabled.statusCode !== 200) throw new Error(`enable answered ${enabled.statusCode}: ${enabled.body}`);
  const body = enabled.json() as { recoveryCodes: string[]; token: string };
  return { secret, recoveryCodes: body.recoveryCodes, token: body.token };
}

/** The password step of a login with two-factor on: its challenge. */
export async function challengeFor(h: TestApp, username: string): Promise<string> {
  const res = await authenticate(h, username);
  const body = res.json() as { twoFactorRequired?: boolean; challenge?: string };
  if (res.statusCode !== 200 || !body.twoFactorRequired || !body.challenge)
    throw new Error(`no challenge: ${res.statusCode} ${res.body}`);
  return body.challenge;
}

/** The code of the step after the current one: accepted (drift window) and newer than any code used just before. */
export const nextCode = (secret: string) => totpAt(secret, Date.now() + 30_000);
export const currentCode = (secret: string) => totpAt(secret, Date.now());
