// /config.json, read once before the shell boots: where the API and each remote's manifest live, and the PayPal
// settings. Moving a remote is a change to that file, never a rebuild of the shell.
import { REMOTE_NAMES } from './remote-names.ts';
import type { RemoteName } from './remote-names.ts';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Manifest URL (…/mf-manifest.json) of each remote; a remote missing here shows its fallback panel. */
  remotes: Partial<Record<RemoteName, string>>;
  paypalClientId: string;
  paypalSdkUrl: string;
}

let current: RuntimeConfig | null = null;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Accepts only the fields the shell uses, so a typo in a deployment's config.json fails loudly here. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new RuntimeConfigError('config.json is not an object');
  const value = raw as Record<string, unknown>;
  if (typeof value.apiBaseUrl !== 'string' || value.apiBaseUrl === '') {
    throw new RuntimeConfigError('config.json needs apiBaseUrl');
  }
  const remotes: Partial<Record<RemoteName, string>> = {};
  const rawRemotes = (typeof value.remotes === 'object' && value.remotes) || {};
  for (const name of REMOTE_NAMES) {
    const url = (rawRemotes as Record<string, unknown>)[name];
    if (typeof url === 'string' && url !== '') remotes[name] = url;
  }
  return {
    apiBaseUrl: value.apiBaseUrl,
    remotes,
    paypalClientId: typeof value.paypalClientId === 'string' ? value.paypalClientId : '',
    paypalSdkUrl: typeof value.paypalSdkUrl === 'string' ? value.paypalSdkUrl : '',
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // The HTTP cache's default mode, so that index.html's preload of the file is the answer used; the servers send
  // config.json with `Cache-Control: no-cache` (scripts/serve-static.mjs, deploy/nginx), so it is still revalidated.
  const response = await fetch(url);
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('getRuntimeConfig() called before loadRuntimeConfig()');
  return current;
}

/** Tests only: set or forget the loaded configuration. */
export function setRuntimeConfigForTests(config: RuntimeConfig | null): void {
  current = config;
}
