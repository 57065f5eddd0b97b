// Keeps the remotes of config.json until the first remote page: only then is the federation runtime downloaded
// (federation-host.ts, a chunk of its own) and started with them, so the public pages never load it (docs/performance.md).
// A load that opens on a remote page (route-preload.ts) asks for the runtime's chunk at once, beside config.json,
// and that remote's manifest as soon as config.json names it (retry-plugin.ts): three round trips in a row
// became one.
// Starting the runtime for every page beside config.json was measured and dropped: its download and evaluation
// came before the login form's first paint.
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
function downloadRuntime(): Promise<FederationHost> {
  // The chunk's name is the one index.html preloads (tooling/webpack/federated-app.mjs, HOST_PRELOADS).
  runtime ??= import(/* webpackChunkName: "federation-host" */ './federation-host.ts').catch(
    (error: unknown) => {
      runtime = undefined;
      throw error;
    },
  );
  return runtime;
}

/** Asks for the runtime's chunk now, for a page that will need it (a failure is met again when it does). */
export function prefetchFederationRuntime(): void {
  downloadRuntime().catch(() => undefined);
}

/** The started federation runtime; a failed download is tried again on the next call (the panel's Retry). */
export function federationHost(): Promise<FederationHost> {
  host ??= downloadRuntime().then(
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
