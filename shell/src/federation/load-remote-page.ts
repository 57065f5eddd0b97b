// Loads one exposed page of a remote; any failure (the federation runtime's chunk, dead manifest, missing module,
// no default export) becomes a RemoteUnavailableError for the page's error boundary.
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
