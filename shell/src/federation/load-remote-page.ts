// Loads one exposed page of a remote; any failure (the federation runtime's chunk, dead manifest, missing module,
// no default export) becomes a RemoteUnavailableError for the page's error boundary. The page the address bar asks
// for can be started before React reaches it (preloadRemotePage, from bootstrap): its first render takes that load.
import type { ComponentType } from 'react';
import { isUnavailableRemote } from './fallback-plugin.ts';
import { federationHost } from './register-remotes.ts';
import type { RemoteName } from './remote-names.ts';

export type RemotePageModule = { default: ComponentType<Record<string, unknown>> };

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
  const page = (loaded as Partial<RemotePageModule> | null)?.default;
  if (page == null) throw new RemoteUnavailableError(remote, module, new Error('no default export'));
  return { default: page };
}

const preloaded = new Map<string, Promise<RemotePageModule>>();
const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** Starts loading a page now; the next takeRemotePage of that page gets this load (its failure included). */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  const key = keyOf(remote, module);
  if (preloaded.has(key)) return;
  const load = loadRemotePage(remote, module);
  // Reported by the page that takes it, not as an unhandled rejection in between.
  load.catch(() => undefined);
  preloaded.set(key, load);
}

/** The preloaded load of a page, once; otherwise (a later visit, a Retry) a load of its own. */
export function takeRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = keyOf(remote, module);
  const load = preloaded.get(key);
  if (!load) return loadRemotePage(remote, module);
  preloaded.delete(key);
  return load;
}
