// The one guard: every route needs a valid bearer token unless `config.public`; `config.roles` limits the roles.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts, companies, countries, operators } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { httpError } from '../lib/http-error.ts';
import { verifyToken } from './tokens.ts';
import { isRevoked } from './revocation.ts';
import type { Caller } from './caller.ts';

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/** Loads the caller; a token whose account is gone, disabled, or re-versioned (password reset) is refused. */
async function loadCaller(db: Db, accountId: number, tokenVersion: number): Promise<Caller | null> {
  const [row] = await db
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
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .leftJoin(operators, eq(operators.accountId, accounts.id))
    .leftJoin(countries, eq(countries.id, operators.countryId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row || row.status !== 'active' || row.tokenVersion !== tokenVersion) return null;
  const { status: _s, tokenVersion: _v, ...caller } = row;
  return caller;
}

export function registerGuard(app: FastifyInstance, db: Db, secret: Uint8Array): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched URLs (404) and public routes carry no guard.
    if (!request.routeOptions.url || config.public) return;
    const token = bearer(request);
    if (!token) throw httpError(401, 'UNAUTHORIZED');
    const claims = await verifyToken(token, secret);
    if (!claims) throw httpError(401, 'UNAUTHORIZED');
    const [caller, revoked] = await Promise.all([
      loadCaller(db, claims.accountId, claims.tokenVersion),
      isRevoked(db, token),
    ]);
    if (!caller || revoked || caller.role !== claims.role) throw httpError(401, 'UNAUTHORIZED');
    request.caller = caller; // known before the role check, so a refusal is logged with who was refused
    if (config.roles && !config.roles.includes(caller.role)) throw httpError(403, 'FORBIDDEN');
  });
}
