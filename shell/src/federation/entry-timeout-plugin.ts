// Federation runtime plugin: a remote's entry script that neither loads nor fails (a server that accepts the
// connection and never answers) is given up after 20 s, so the page shows the "unavailable" panel with Retry
// instead of loading for ever. Stated here rather than left to the runtime's default, which may change.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const ENTRY_TIMEOUT_MS = 20_000;

export function entryTimeoutPlugin(timeoutMs: number = ENTRY_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'alfie-entry-timeout',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      // The runtime applies the attributes only to a script it creates itself.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: timeoutMs };
    },
  };
}
