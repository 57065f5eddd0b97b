// Session tokens: HS256 JWTs (algorithm pinned) with account id, role and token version; `exp` required, in seconds.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type Role } from '@alfie/shared/contracts';

const ALG = 'HS256';
/** An `exp` above this is a date in milliseconds (year 5138 in seconds): refused, never trusted as "far future". */
const MAX_EXP_SECONDS = 1e11;

export interface TokenClaims {
  accountId: number;
  role: Role;
  tokenVersion: number;
}

export async function signToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.accountId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

/** The claims of a valid token, or null for anything else (unsigned, other key, no exp, exp in ms, expired). */
export async function verifyToken(
  token: string,
  secret: Uint8Array,
  now = Date.now(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALG],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    });
    if (typeof payload.exp !== 'number' || !Number.isInteger(payload.exp) || payload.exp > MAX_EXP_SECONDS)
      return null;
    const accountId = Number(payload.sub);
    const ver = payload.ver;
    if (
      !Number.isSafeInteger(accountId) ||
      accountId <= 0 ||
      !isRole(payload.role) ||
      typeof ver !== 'number'
    )
      return null;
    return { accountId, role: payload.role, tokenVersion: ver };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
