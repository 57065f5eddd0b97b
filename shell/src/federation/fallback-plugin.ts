// Federation runtime plugin: a remote that cannot be loaded resolves to a marker instead of a rejected promise,
// so one dead remote never breaks the shell; RemotePage turns the marker into the "section unavailable" panel.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const UNAVAILABLE = Symbol.for('alfie.remote-unavailable');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'alfie-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles rethrow and reach loadRemote's own catch, which calls this hook again with 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} is unavailable`, error);
      const fallback: UnavailableRemote = { [UNAVAILABLE]: true, id, error };
      return fallback;
    },
  };
}
