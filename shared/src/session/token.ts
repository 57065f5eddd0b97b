// Expiry check of the session token: the JWT's `exp` is in seconds (the old client compared it with milliseconds).
import { jwtDecode } from 'jwt-decode';

/** True when `token` is a JWT whose `exp` (seconds) is later than `now` (milliseconds). */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}
