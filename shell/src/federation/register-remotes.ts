// Keeps the remotes of config.json until the first remote page: only then is the federation runtime downloaded
// (federation-host.ts, a chunk of its own) and started with them, so the public pages never load it (issue 20).
// A page that opens on a remote page starts the download early (prefetchFederationRuntime, see early-remote.ts).
import type * as FederationHostModule from './federation-host.ts';
import type { RuntimeConfig } from './runtime-config.ts';

type FederationHost = typeof FederationHostModule;

let remotes: RuntimeConfig['remotes'] = {};
let runtime: Promise<FederationHost> | undefined;
let host: Promise<FederationHost> | undefined;

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  remotes = config.remotes;
}

/** The runtime's chunk, downloaded once; a failed download is tried again on the next call. */
function download(): Promise<FederationHost> {
  runtime ??= import('./federation-host.ts').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/** Starts downloading the runtime before config.json is read; it is started later, by federationHost(). */
export function prefetchFederationRuntime(): void {
  // A failure here is the first remote page's to report (federationHost() downloads again).
  download().catch(() => undefined);
}

/** The started federation runtime; a failed download is tried again on the next call (the panel's Retry). */
export function federationHost(): Promise<FederationHost> {
  host ??= download().then(
    (loaded) => {
      loaded.startFederation(remotes);
      return loaded;
    },
    (error: unknown) => {
      host = undefined;
      throw error;
    },
  );
  return host;
}
