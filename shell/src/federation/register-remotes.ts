// Hands the remotes of config.json to the federation runtime, with the retry and fallback plugins.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin.ts';
import { retryPlugin } from './retry-plugin.ts';
import type { RuntimeConfig } from './runtime-config.ts';

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}
