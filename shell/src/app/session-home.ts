// Where a session belongs: after login (HOME_BY_ROLE) and when it opens / with a valid token (docs/product.md §2).
import { HOME_BY_ROLE, canReach, isRole } from '@alfie/shared/contracts/roles';
import type { Role } from '@alfie/shared/contracts/roles';
import { isTokenValid } from '@alfie/shared/session';

export function hasValidSession(
  token: string | null,
  role: string | null,
  now: number = Date.now(),
): role is Role {
  return isTokenValid(token, now) && isRole(role);
}

/**
 * / shows the operator requests screen to non-customers and the customer landing to customers.
 * A role that may not see the requests (operator-recruiter) goes to its own home instead of bouncing off the guard.
 */
export function landingFor(role: Role): string {
  if (role === 'customer') return HOME_BY_ROLE.customer;
  return canReach(role, 'requests') ? '/richieste' : HOME_BY_ROLE[role];
}
