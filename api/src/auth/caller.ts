// The caller of a guarded route: who they are, their role and the company or country their rights are tied to.
import type { FastifyRequest } from 'fastify';
import { ALL_COUNTRY_ROLES, type Locale, type Role } from '@alfie/shared/contracts';
import { httpError } from '../lib/http-error.ts';

/** One signed-in session: its token's hash (as logout lists it) and the account's token version it was issued at. */
export interface Session {
  tokenHash: string;
  tokenVersion: number;
}

export interface Caller {
  accountId: number;
  role: Role;
  email: string;
  language: Locale;
  /** The customer's company (role customer). */
  companyId: number | null;
  /** The operator row (operator roles). */
  operatorId: number | null;
  /** The operator's country id; null for customers and for roles that see every country. */
  countryId: number | null;
  countryName: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every non-public route. */
    caller: Caller | null;
    /** The session the bearer token opened (set with `caller`): what a later re-check of it names. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** No token needed (authenticate, register, password reset, health). */
    public?: boolean;
    /** Roles allowed; omitted means any authenticated role. */
    roles?: readonly Role[];
    /**
     * Open to a session whose two-factor enrolment is pending (what the enrolment screen needs: status, setup,
     * enable, logout, language); every other guarded route answers it 403 TWO.FACTOR.ENROLMENT.REQUIRED.
     */
    duringEnrolment?: boolean;
  }
}

/** The caller of a guarded route (throws 401 if a route forgot its guard, so a bug never leaks data). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw httpError(401, 'UNAUTHORIZED');
  return request.caller;
}

/** Country an operator is limited to, or null when the caller sees every country. */
export function countryScope(caller: Caller): number | null {
  if (ALL_COUNTRY_ROLES.includes(caller.role)) return null;
  return caller.countryId ?? -1; // a scoped operator without a country sees nothing rather than everything
}

/** 403 unless the customer caller owns the company. */
export function assertOwnCompany(caller: Caller, companyId: number | null | undefined): void {
  if (caller.role !== 'customer' || caller.companyId == null || caller.companyId !== companyId)
    throw httpError(403, 'FORBIDDEN');
}

/** 403 unless the operator caller may act on something in that country. */
export function assertInScope(caller: Caller, countryId: number | null | undefined): void {
  const scope = countryScope(caller);
  if (scope !== null && scope !== countryId) throw httpError(403, 'FORBIDDEN');
}
