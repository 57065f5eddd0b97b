// The login challenge: a 5-minute JWT under its own key, proof that the password was right, never a session token.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { deriveKey } from './keys.ts';

const ALG = 'HS256';
const PURPOSE = 'two-factor-login';
export const CHALLENGE_TTL_SECONDS = 300;

export interface ChallengeClaims {
  accountId: number;
  tokenVersion: number;
}

export async function signChallenge(
  claims: ChallengeClaims,
  secret: Uint8Array,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ purpose: PURPOSE, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.accountId))
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + CHALLENGE_TTL_SECONDS)
    .sign(deriveKey(secret, 'challenge'));
}

/** The claims of a valid, unexpired challenge, or null. */
export async function verifyChallenge(
  challenge: string,
  secret: Uint8Array,
  now = Date.now(),
): Promise<ChallengeClaims | null> {
  try {
    const { payload } = await jwtVerify(challenge, deriveKey(secret, 'challenge'), {
      algorithms: [ALG],
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: new Date(now),
    });
    const accountId = Number(payload.sub);
    if (payload.purpose !== PURPOSE || !Number.isSafeInteger(accountId) || typeof payload.ver !== 'number')
      return null;
    return { accountId, tokenVersion: payload.ver };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
