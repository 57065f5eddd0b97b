// TOTP of RFC 6238 through otpauth: SHA-1, 30-second steps, 6 digits, one step of clock drift either way.
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@alfie/shared/contracts/two-factor';

const ISSUER = 'Alfie';
const WINDOW = 1;

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, accountLabel: string): string {
  return totpOf(secretBase32, accountLabel).toString();
}

/** The time step a code belongs to, or null when it matches none of now-1, now, now+1. */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

function totpOf(secretBase32: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}
