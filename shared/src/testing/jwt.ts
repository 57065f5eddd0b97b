// Builds unsigned JWTs for tests: only the payload matters to the client.
const base64url = (value: string): string =>
  btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token whose `exp` is `secondsFromNow` seconds after `now` (ms). */
export function fakeJwt(
  secondsFromNow: number,
  now: number = Date.now(),
  extra: Record<string, unknown> = {},
): string {
  const payload = { sub: '1', exp: Math.floor(now / 1000) + secondsFromNow, ...extra };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.sig`;
}
