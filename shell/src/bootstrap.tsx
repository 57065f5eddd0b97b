// Starts the shell, from index.ts with the load of /config.json it started: points the API client at the API, sets
// up i18n in the stored locale, registers the remotes, starts loading the remote page of the address and its first
// calls, then renders the App inside a root error boundary. On a page prerendered at build time (/, /signup) whose
// HTML is what this browser shows (prerenderFits), React hydrates it instead: same markup, no repaint; otherwise the
// prerender (hidden by the gate) is dropped and the App renders afresh.
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { useSession } from '@alfie/shared/session';
import { yieldToBrowser } from '@alfie/shared/ui/yield-to-browser';
// In the boot stylesheet on every page (the login form's fields import it too): the remotes take it from the shell
// rather than injecting their own copy (tooling/webpack/shared-singletons.mjs).
import '@alfie/shared/ui/ui.css';
import { pageToPreload } from './app/route-preload.ts';
import { StartupFailure } from './boot/startup-failure.tsx';
import { FEDERATION_NAMESPACE, federationStrings } from './federation/federation-strings.ts';
import { preloadRemotePage } from './federation/load-remote-page.ts';
import { answeringSentCalls } from './federation/sent-calls-transport.ts';
import { prefetchFederationRuntime, registerConfiguredRemotes } from './federation/register-remotes.ts';
import type { RuntimeConfig } from './federation/runtime-config.ts';
import { PRERENDER_OFF_ATTRIBUTE, PRERENDERED_ATTRIBUTE, prerenderFits } from './prerender/prerender-fits.ts';

/** An empty root for a fresh render: the prerendered markup (if any) goes. */
function freshRoot(container: HTMLElement, createRoot: (container: HTMLElement) => Root): Root {
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  return createRoot(container);
}

export async function start(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const page = pageToPreload(window.location.pathname, useSession.getState());
  if (page) prefetchFederationRuntime();
  const configLoad = Promise.allSettled([runtimeConfig]);
  // The start runs in six tasks, a yield apart, not in the one that evaluates main.js: this one; i18next's modules;
  // its set-up with the strings; react-dom and the API client; the App's modules; the first render. A module is
  // evaluated at its eager import (it stays in main.js, no request is added). On a slow phone the first four were one
  // long task (docs/performance.md), and the page took no click or keystroke meanwhile, with the
  // prerendered form already on screen.
  await yieldToBrowser();
  const { addNamespace, initI18n } = await import(/* webpackMode: "eager" */ '@alfie/shared/i18n');
  await yieldToBrowser();
  const i18nReady = Promise.allSettled([
    initI18n(useSession.getState().locale).then(() => addNamespace(FEDERATION_NAMESPACE, federationStrings)),
  ]);
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const { beforeFirstCall, configureApi, loadHttp } = await import(
    /* webpackMode: "eager" */ '@alfie/shared/api'
  );
  const [[config]] = await Promise.all([configLoad, i18nReady]);
  if (config.status === 'rejected') {
    console.error('[shell] cannot start', config.reason);
    freshRoot(container, createRoot).render(<StartupFailure />);
    return;
  }
  await yieldToBrowser();
  const { appRoot } = await import(/* webpackMode: "eager" */ './app/app.tsx');
  configureApi({ baseURL: config.value.apiBaseUrl });
  beforeFirstCall(({ http, networkAdapter, settle }) => {
    http.defaults.adapter = answeringSentCalls(networkAdapter, settle);
  });
  // index.html preloads the API client's axios chunk for the signed-in pages; a public page (login, signup) asks for
  // it at the first touch, key or focus, so that the form sent a moment later does not wait for it.
  if (!page)
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      addEventListener(type, () => void loadHttp().catch(() => undefined), { once: true, capture: true });
  registerConfiguredRemotes(config.value);
  if (page) preloadRemotePage(page.remote, page.module, page.props);
  await yieldToBrowser();
  // The gate's verdict before the first paint, and still true now (another tab may have signed in meanwhile).
  const shown =
    container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname &&
    !document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE) &&
    prerenderFits(window.localStorage);
  // In a transition React renders in slices of a few milliseconds and yields between them, so the first render
  // (or hydration) of a page is no single long task on a slow phone; a click or keystroke meanwhile is handled first.
  startTransition(() => {
    if (shown) hydrateRoot(container, appRoot());
    else freshRoot(container, createRoot).render(appRoot());
  });
}
