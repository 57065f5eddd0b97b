// Keeps the remotes of config.json until the first remote page: only then is the shell's federation chunk
// downloaded (federation-host.ts, with the share scope) and started with them, so the public pages never load it
// (issue 20). A load that opens on a remote page (route-preload.ts) asks for that chunk at once, beside
// config.json, and that remote's manifest as soon as config.json names it (manifest-fetch.ts): three round trips
// in a row became one.
// Starting federation for every page beside config.json was measured and dropped (with @module-federation's
// runtime, 18 KB brotli then): its download and evaluation came before the login form's first paint.
import type * as FederationHostModule from './federation-host.ts';
import type { RuntimeConfig } from './runtime-config.ts';

type FederationHost = typeof FederationHostModule;

let remotes: RuntimeConfig['remotes'] = {};
let runtime: Promise<FederationHost> | undefined;
let host: Promise<FederationHost> | undefined;

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  remotes = config.remotes;
}

/** The federation chunk, downloaded once; a failed download is tried again on the next call. */
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

/** Asks for the federation chunk now, for a page that will need it (a failure is met again when it does). */
export function prefetchFederationRuntime(): void {
  downloadRuntime().catch(() => undefined);
}

/** The started federation chunk; a failed download is tried again on the next call (the panel's Retry). */
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
