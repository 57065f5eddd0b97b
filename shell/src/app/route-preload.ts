// The remote page the address bar asks for, when the stored session may see it. Bootstrap asks for the federation
// runtime beside config.json, then starts loading the page (the remote's manifest, entry and chunks, then the
// page's first calls if it has a `preload`) as soon as config.json is read, so it downloads while React renders
// the chrome; the route's lazy page then takes that load. Before, the download began only when the render reached
// the page: after the header and menu, about 0.9 s into a phone's load of the dashboard (issue 20).
import { canReach } from '@alfie/shared/contracts/roles';
import { isEnrolmentPending } from '@alfie/shared/session';
import { preloadRemotePage } from '../federation/load-remote-page.ts';
import { prefetchFederationRuntime } from '../federation/register-remotes.ts';
import { prefetchManifest } from '../federation/retry-plugin.ts';
import type { RuntimeConfig } from '../federation/runtime-config.ts';
import { guardedRouteAt } from './route-table.ts';
import type { GuardedRoute } from './route-table.ts';
import { hasValidSession, landingFor } from './session-home.ts';

interface StoredSession {
  token: string | null;
  role: string | null;
}

/** The remote page this session sees at `pathname` (/ leads to the role's landing), or none (login, guard refusal). */
export function pageToPreload(pathname: string, { token, role }: StoredSession): GuardedRoute | undefined {
  if (!hasValidSession(token, role) || isEnrolmentPending(token)) return undefined;
  // The router also matches a path with a trailing slash.
  const route = guardedRouteAt(pathname === '/' ? landingFor(role) : pathname.replace(/\/+$/, ''));
  return route && canReach(role, route.area) ? route : undefined;
}

/** Before config.json is read: the federation runtime's chunk, when the address is a remote page. */
export function prefetchRuntimeFor(pathname: string, session: StoredSession): void {
  if (pageToPreload(pathname, session)) prefetchFederationRuntime();
}

/** Once config.json is read: the page's remote manifest, then the page itself (and its first calls). */
export function preloadCurrentPage(pathname: string, session: StoredSession, config: RuntimeConfig): void {
  const route = pageToPreload(pathname, session);
  if (!route) return;
  const manifest = config.remotes[route.remote];
  if (manifest) prefetchManifest(manifest);
  preloadRemotePage(route.remote, route.module, route.props);
}
