// Session tokens: HS256 JWTs (algorithm pinned) with account id, role and token version; `exp` required, in seconds.
// A login whose role must enrol in two-factor first carries `tfa: 'enrol'`: the guard opens only enrolment routes to it.
import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type Role } from '@alfie/shared/contracts';
import { expiryOf } from './revocation.ts';

const ALG = 'HS256';
/** An `exp` above this is a date in milliseconds (year 5138 in seconds): refused, never trusted as "far future". */
const MAX_EXP_SECONDS = 1e11;

export interface TokenClaims {
  accountId: number;
  role: Role;
  tokenVersion: number;
  /** Two-factor enrolment is pending (claim `tfa: 'enrol'`); absent on a full session. */
  enrolmentPending?: boolean;
}

const ENROL = 'enrol';

// The secret imported once: importing it on every call cost more than the signature check itself.
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const payload = claims.enrolmentPending
    ? { role: claims.role, ver: claims.tokenVersion, tfa: ENROL }
    : { role: claims.role, ver: claims.tokenVersion };
  return (
    new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      // Unique per login: two logins in the same second would otherwise get the same token, and the logout of one
      // (a revoked token hash) would end the other.
      .setJti(randomUUID())
      .sign(await keyOf(secret))
  );
}

/**
 * Tokens whose signature and claims were checked, per secret, with their `exp`: the guard verifies the same token on
 * every call of a session, and the HMAC check through WebCrypto (a thread-pool job per call) cost ~14% of the API's
 * CPU on request-detail at 32 connections. Only the expiry can change the verdict on a token already checked;
 * revocation and the token version are the guard's database query's, on every call. Bounded: the oldest go first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; exp: number }>>();
const VERIFIED_MAX = 10_000;

/** The claims of a valid token, or null for anything else (unsigned, other key, no exp, exp in ms, expired). */
export async function verifyToken(
  token: string,
  secret: Uint8Array,
  now = Date.now(),
): Promise<TokenClaims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  // jose's rule: expired when exp <= now, in whole seconds.
  if (hit) return hit.exp > Math.floor(now / 1000) ? { ...hit.claims } : null;
  const claims = await checkToken(token, secret, now);
  if (claims) {
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
    known.set(token, { claims: { ...claims }, exp: expiryOf(token).getTime() / 1000 });
  }
  return claims;
}

async function checkToken(token: string, secret: Uint8Array, now: number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
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
      typeof ver !== 'number' ||
      (payload.tfa !== undefined && payload.tfa !== ENROL)
    )
      return null;
    const claims: TokenClaims = { accountId, role: payload.role, tokenVersion: ver };
    if (payload.tfa === ENROL) claims.enrolmentPending = true;
    return claims;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
