// The federation runtime of the shell, started on the first remote page with the remotes of config.json, the
// retry, entry timeout, fallback and preload plugins and the shell's share scope (React, router, i18next, session store...: generated
// by the build, tooling/webpack/host-share-scope.mjs), so every remote uses the shell's singletons.
import { init, loadRemote, loadShare } from '@module-federation/enhanced/runtime';
import { shared } from 'virtual:alfie-federation-host';
import { entryTimeoutPlugin } from './entry-timeout-plugin.ts';
import { fallbackPlugin } from './fallback-plugin.ts';
import { pagePreloadPlugin } from './page-preload-plugin.ts';
import { retryPlugin } from './retry-plugin.ts';
import { sharedPreloadPlugin } from './shared-preload-plugin.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** The names the share scope serves on demand (a loader, not a module the shell has already). */
const onDemand = new Set(
  Object.entries(shared)
    .filter(([, provided]) => !Array.isArray(provided) && 'get' in provided)
    .map(([name]) => name),
);

export function startFederation(remotes: RuntimeConfig['remotes']): void {
  init({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      retryPlugin(),
      entryTimeoutPlugin(),
      fallbackPlugin(),
      sharedPreloadPlugin(loadShare, onDemand),
      pagePreloadPlugin(),
    ],
  });
}

export { loadRemote };
