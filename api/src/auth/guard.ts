// The one guard: every route needs a valid bearer token unless `config.public`; `config.roles` limits the roles.
// A session that must still enrol in two-factor reaches only the routes marked `config.duringEnrolment`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  accounts,
  companies,
  countries,
  operators,
  revokedTokens,
  twoFactor,
  twoFactorPolicy,
} from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { httpError } from '../lib/http-error.ts';
import { verifyToken, type TokenClaims } from './tokens.ts';
import { tokenHash } from './revocation.ts';
import type { Caller } from './caller.ts';

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/**
 * The caller's account with everything the guard decides on, in one query: whether the token was revoked
 * (logout), whether two-factor is on and whether the role's policy requires it now, so a policy switched on after
 * the login holds at once, in every API process, without a cache or a second round trip. Prepared once per
 * database: it runs on every guarded call.
 */
const prepareCallerQuery = (db: Db) =>
  db
    .select({
      accountId: accounts.id,
      role: accounts.role,
      email: accounts.email,
      language: accounts.language,
      status: accounts.status,
      tokenVersion: accounts.tokenVersion,
      companyId: companies.id,
      operatorId: operators.id,
      countryId: operators.countryId,
      countryName: countries.name,
      twoFactorOn: twoFactor.enabled,
      twoFactorRequired: twoFactorPolicy.required,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens}
        where ${revokedTokens.tokenHash} = ${sql.placeholder('tokenHash')})`,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .leftJoin(operators, eq(operators.accountId, accounts.id))
    .leftJoin(countries, eq(countries.id, operators.countryId))
    .leftJoin(twoFactor, and(eq(twoFactor.accountId, accounts.id), eq(twoFactor.enabled, true)))
    .leftJoin(twoFactorPolicy, eq(twoFactorPolicy.role, accounts.role))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('guard_caller');

/** The caller, or null when the account is gone or disabled, the token re-versioned (password reset) or revoked. */
async function loadCaller(
  query: ReturnType<typeof prepareCallerQuery>,
  token: string,
  claims: TokenClaims,
): Promise<{ caller: Caller; twoFactorOn: boolean; twoFactorRequired: boolean } | null> {
  const [row] = await query.execute({ accountId: claims.accountId, tokenHash: tokenHash(token) });
  if (!row || row.status !== 'active' || row.tokenVersion !== claims.tokenVersion || row.revoked) return null;
  const { status: _s, tokenVersion: _v, revoked: _r, twoFactorOn, twoFactorRequired, ...caller } = row;
  return { caller, twoFactorOn: twoFactorOn === true, twoFactorRequired: twoFactorRequired === true };
}

export function registerGuard(app: FastifyInstance, db: Db, secret: Uint8Array): void {
  const callerQuery = prepareCallerQuery(db);
  app.decorateRequest('caller', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched URLs (404) and public routes carry no guard.
    if (!request.routeOptions.url || config.public) return;
    const token = bearer(request);
    if (!token) throw httpError(401, 'UNAUTHORIZED');
    const claims = await verifyToken(token, secret);
    if (!claims) throw httpError(401, 'UNAUTHORIZED');
    const loaded = await loadCaller(callerQuery, token, claims);
    if (!loaded || loaded.caller.role !== claims.role) throw httpError(401, 'UNAUTHORIZED');
    const { caller } = loaded;
    request.session = { tokenHash: tokenHash(token), tokenVersion: claims.tokenVersion };
    request.caller = caller; // known before the checks below, so a refusal is logged with who was refused
    // Pending: the login said so (the token's claim) or the policy says so now; only enabling two-factor ends it
    // (enable answers a full token), so a policy switched off later still wants a new login first. Checked before
    // the roles: until it has enrolled, a session learns nothing about which other routes its role may use.
    const enrolmentPending =
      !loaded.twoFactorOn && (claims.enrolmentPending === true || loaded.twoFactorRequired);
    if (enrolmentPending && !config.duringEnrolment) throw httpError(403, 'TWO.FACTOR.ENROLMENT.REQUIRED');
    if (config.roles && !config.roles.includes(caller.role)) throw httpError(403, 'FORBIDDEN');
  });
}
