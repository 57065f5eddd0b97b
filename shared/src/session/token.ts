// What the client reads of the session token: its expiry (`exp`, in seconds: the old client compared it with
// milliseconds) and whether the server issued it with two-factor enrolment still to do (`tfa: 'enrol'`).
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

/**
 * True when the token says two-factor enrolment is pending: the server refuses it everything but the enrolment
 * routes until enable answers a full token. (A policy switched on after the login is not in the token; the server
 * answers those calls 403 TWO.FACTOR.ENROLMENT.REQUIRED.)
 */
export function isEnrolmentPending(token: string | null | undefined): boolean {
  if (!token) return false;
  try {
    return jwtDecode<{ tfa?: unknown }>(token).tfa === 'enrol';
  } catch {
    return false;
  }
}
