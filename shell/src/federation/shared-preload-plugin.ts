// Federation runtime plugin: as soon as a remote's manifest is read, the shell starts loading the shared modules it
// serves on demand (the modules of @alfie/shared, the form libraries) that the remote takes from it (its
// manifest's `shared`), beside the remote's own entry and chunks. Without it they were asked for only once the
// remote's entry had run: one more round trip on every remote page's first load, after all the others (issue 20).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * `loadShare` of the started runtime (a parameter, so the plugin is tested without one); `onDemand`: the names the
 * shell's share scope serves with a loader (`get`) rather than as a module it has already.
 */
export function sharedPreloadPlugin(
  loadShare: (name: string) => Promise<unknown>,
  onDemand: ReadonlySet<string>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'alfie-shared-preload',
    loadRemoteSnapshot(args) {
      const shared =
        (args as { manifestJson?: { shared?: { name?: unknown }[] } }).manifestJson?.shared ?? [];
      for (const { name } of shared) {
        if (typeof name !== 'string' || !onDemand.has(name)) continue;
        // Only a head start: a module that fails here is loaded (and its failure reported) when the remote asks.
        loadShare(name).catch(() => undefined);
      }
      return args;
    },
  };
}
