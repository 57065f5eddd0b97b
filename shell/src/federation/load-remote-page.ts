// Loads one exposed page of a remote; any failure (the federation runtime's chunk, dead manifest, missing module,
// no default export) becomes a RemoteUnavailableError for the page's error boundary. The page the address bar asks
// for can be started before React reaches it (preloadRemotePage, from bootstrap): its first render takes that load.
import type { ComponentType } from 'react';
import { namespacesReady } from '@alfie/shared/i18n';
import { isUnavailableRemote } from './fallback-plugin.ts';
import { federationHost } from './register-remotes.ts';
import type { RemoteName } from './remote-names.ts';

export interface RemotePageModule {
  default: ComponentType<Record<string, unknown>>;
  /** Starts the page's first calls before it renders, with the route's props (optional; requests-page.tsx has one). */
  preload?: (props?: Record<string, unknown>) => void;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  readonly remote: RemoteName;
  constructor(remote: RemoteName, module: string, cause?: unknown) {
    super(`${remote}/${module} could not be loaded`, { cause });
    this.remote = remote;
  }
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  let loaded: unknown;
  try {
    const { loadRemote } = await federationHost();
    loaded = await loadRemote(`${remote}/${module}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error);
  }
  if (isUnavailableRemote(loaded)) throw new RemoteUnavailableError(remote, module, loaded.error);
  const { default: page, preload } = (loaded ?? {}) as Partial<RemotePageModule>;
  if (page == null) throw new RemoteUnavailableError(remote, module, new Error('no default export'));
  return typeof preload === 'function' ? { default: page, preload } : { default: page };
}

const preloaded = new Map<string, Promise<RemotePageModule>>();
const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/**
 * Starts loading a page now, and its first calls as soon as its module is here (its `preload`, given the route's
 * props); the next takeRemotePage of that page gets this load (its failure included).
 */
export function preloadRemotePage(remote: RemoteName, module: string, props?: Record<string, unknown>): void {
  const key = keyOf(remote, module);
  if (preloaded.has(key)) return;
  const load = loadRemotePage(remote, module);
  load.then(
    (page) => {
      try {
        page.preload?.(props);
      } catch (error) {
        // Only a head start: the page makes its calls itself when it renders.
        console.warn(`[shell] ${key} preload failed`, error);
      }
    },
    // Reported by the page that takes it, not as an unhandled rejection in between.
    () => undefined,
  );
  preloaded.set(key, load);
}

/**
 * The preloaded load of a page, once; otherwise (a later visit, a Retry) a load of its own. It resolves once the
 * remote's strings are here in the language shown (a remote fetches its English or French ones: namespacesReady),
 * so the page never shows in Italian first; its first calls (`preload`) do not wait for them.
 */
export async function takeRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = keyOf(remote, module);
  const load = preloaded.get(key) ?? loadRemotePage(remote, module);
  preloaded.delete(key);
  const page = await load;
  await namespacesReady();
  return page;
}
