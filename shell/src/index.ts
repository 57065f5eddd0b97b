// Entry of the shell (main.js, which index.html names before the boot chunks, so it runs as soon as it is here): it
// asks for config.json (preloaded by index.html) and, on a remote page, for that page's files (route-preload.ts),
// then imports the rest. The dynamic import is the async boundary that lets the federation runtime negotiate the
// shared singletons (React, router, session store...) before any of them is evaluated.
import { storedCredentials } from '@alfie/shared/session/storage-key';
import { prefetchCurrentPage } from './app/route-preload.ts';
import { loadRuntimeConfig } from './federation/runtime-config.ts';

const configLoad = loadRuntimeConfig();
// Reported by the boot, which shows the startup failure.
configLoad.catch(() => undefined);
// The stored session as the store will read it: the store itself (zustand, React) is in the boot chunks.
prefetchCurrentPage(window.location.pathname, storedCredentials(window.localStorage), configLoad);
void import('./bootstrap.tsx').then(({ start }) => start(configLoad));
