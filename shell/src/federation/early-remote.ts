// The remote page an address opens on, known before the first render: a guarded page the session may see, or / for
// a signed-in session (its home). For it, bootstrap starts the federation runtime's download beside config.json and
// the translations, and the page's manifest, entry and chunks as soon as config.json says where they live, instead
// of one after the other once React has rendered the route (issue 20: the signed-in pages' waterfall).
import { isEnrolmentPending, useSession } from '@alfie/shared/session';
import { canReach } from '@alfie/shared/contracts/roles';
import { GUARDED_ROUTES } from '../app/route-table.ts';
import { hasValidSession, landingFor } from '../app/session-home.ts';
import { federationHost } from './register-remotes.ts';
import type { RemoteName } from './remote-names.ts';

export interface EarlyRemote {
  remote: RemoteName;
  module: string;
}

/** The remote page `pathname` shows this session, or null (a public page, or the guard will send it elsewhere). */
export function earlyRemoteOf(
  pathname: string,
  { token, role }: { token: string | null; role: string | null },
  now: number = Date.now(),
): EarlyRemote | null {
  // As RequireArea decides: no page for an invalid session, nor for one sent to its two-factor enrolment.
  if (!hasValidSession(token, role, now) || isEnrolmentPending(token)) return null;
  const path = pathname === '/' ? landingFor(role) : pathname;
  // The router matches paths regardless of case and of a trailing slash.
  const wanted = path.toLowerCase().replace(/(.)\/+$/, '$1');
  const route = GUARDED_ROUTES.find((r) => r.path.toLowerCase() === wanted);
  return route && canReach(role, route.area) ? { remote: route.remote, module: route.module } : null;
}

export function earlyRemote(): EarlyRemote | null {
  return earlyRemoteOf(window.location.pathname, useSession.getState());
}

/** Fetches the page's manifest, entry and chunks now; loading it later finds them in the cache. */
export function preloadRemotePage({ remote, module }: EarlyRemote): void {
  federationHost()
    .then(({ preloadRemote }) =>
      preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'sync' }]),
    )
    // Only a head start: when it fails, loading the page reports it (with the unavailable panel and Retry).
    .catch(() => undefined);
}
