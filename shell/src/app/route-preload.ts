// The remote page the address bar asks for, when the stored session may see it. main.js (index.ts) asks for the
// page's manifest as soon as config.json names it (the runtime takes that answer), then preloads the page's files
// it lists (page-files-preload.ts) and sends the first calls it declares (page-calls-preload.ts): as main.js runs
// before the boot chunks (index.html names it first), they download beside those and the runtime's chunk (preloaded
// by index.html). Bootstrap then starts the page itself, which takes those answers, while React renders the chrome.
// Before, the page's chunks were asked for by the runtime once its own chunk had downloaded and run; earlier still,
// only when the render reached the page (about 0.9 s into a phone's load of the dashboard). Nothing here
// may import React or i18next: it is in main.js.
import { toLocale } from '@alfie/shared/contracts/constants';
import { canReach } from '@alfie/shared/contracts/roles';
import { isEnrolmentPending } from '@alfie/shared/session';
import { builtInFirstCalls } from '../federation/built-in-first-calls.ts';
import { pageCalls, sendPageCalls } from '../federation/page-calls-preload.ts';
import { preloadPageFiles } from '../federation/page-files-preload.ts';
import { prefetchManifest } from '../federation/retry-plugin.ts';
import type { RuntimeConfig } from '../federation/runtime-config.ts';
import { guardedRouteAt } from './route-table.ts';
import type { GuardedRoute } from './route-table.ts';
import { hasValidSession, landingFor } from './session-home.ts';

interface StoredSession {
  token: string | null;
  role: string | null;
  locale?: string | null;
}

/** The remote page this session sees at `pathname` (/ leads to the role's landing), or none (login, guard refusal). */
export function pageToPreload(pathname: string, { token, role }: StoredSession): GuardedRoute | undefined {
  if (!hasValidSession(token, role) || isEnrolmentPending(token)) return undefined;
  // The router also matches a path with a trailing slash.
  const route = guardedRouteAt(pathname === '/' ? landingFor(role) : pathname.replace(/\/+$/, ''));
  return route && canReach(role, route.area) ? route : undefined;
}

/**
 * From main.js, before the boot chunks have run: once `configLoad` names the page's remote, its manifest and the
 * page's files (index.html preloads the federation runtime's chunk). Only a head start: a failure is met again by
 * the runtime.
 */
export function prefetchCurrentPage(
  pathname: string,
  session: StoredSession,
  configLoad: Promise<RuntimeConfig>,
): void {
  const route = pageToPreload(pathname, session);
  if (!route) return;
  // A page shown at all has a token (pageToPreload): its first calls go in the stored locale.
  const sendFirstCalls = (manifest: unknown, apiBaseUrl: string) => {
    const { token, locale } = session;
    const values = { language: toLocale(locale), props: route.props, now: Date.now() };
    if (token) sendPageCalls(pageCalls(manifest, route.module, apiBaseUrl, values), token);
  };
  configLoad
    .then((config) => {
      const url = config.remotes[route.remote];
      if (!url) {
        // No manifest to read (the one-bundle comparison build): the calls the build itself knows of.
        const exposeCalls = builtInFirstCalls[route.remote];
        if (exposeCalls) sendFirstCalls({ metaData: { exposeCalls } }, config.apiBaseUrl);
        return;
      }
      prefetchManifest(url, (manifest) => {
        preloadPageFiles(url, manifest, route.module);
        sendFirstCalls(manifest, config.apiBaseUrl);
      });
    })
    .catch(() => undefined);
}
