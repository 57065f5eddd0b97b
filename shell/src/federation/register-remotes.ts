// Keeps the remotes of config.json until the first remote page: only then is the federation runtime downloaded
// (federation-host.ts, a chunk of its own) and started with them, so the public pages never load it (issue 20).
// Starting it earlier, beside config.json, was measured and dropped: its download and evaluation came before the
// first paint, and Lighthouse's FCP on the signed-in pages went from about 0.85 s to 2.2-2.5 s for no gain in LCP.
import type * as FederationHostModule from './federation-host.ts';
import type { RuntimeConfig } from './runtime-config.ts';

type FederationHost = typeof FederationHostModule;

let remotes: RuntimeConfig['remotes'] = {};
let host: Promise<FederationHost> | undefined;

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  remotes = config.remotes;
}

/** The started federation runtime; a failed download is tried again on the next call (the panel's Retry). */
export function federationHost(): Promise<FederationHost> {
  host ??= import('./federation-host.ts').then(
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
