// Federation runtime plugin: as soon as a remote's manifest is read, the shell starts loading the shared modules it
// serves on demand (the modules of @alfie/shared, the form libraries) that the page being loaded takes from it,
// beside the remote's own entry and chunks. Without it they were asked for only once the remote's entry had run:
// one more round trip on every remote page's first load, after all the others (docs/performance.md).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestsRead } from './manifests-read.ts';

const SHARED_PREFIX = '@alfie/shared/';

interface ManifestLike {
  shared?: { name?: unknown }[];
  /** Per exposed page ('./RequestsPage'), the shared modules it takes (tooling/webpack/federated-app.mjs). */
  metaData?: { exposeRequires?: Record<string, unknown> };
}

/** What a page of this manifest takes; a remote built before exposeRequires: the @alfie/shared modules it shares. */
export function sharesOfPage(manifest: ManifestLike, expose: string): string[] {
  const requires = manifest.metaData?.exposeRequires?.[expose];
  if (Array.isArray(requires)) return requires.filter((name): name is string => typeof name === 'string');
  return (manifest.shared ?? [])
    .map(({ name }) => name)
    .filter((name): name is string => typeof name === 'string' && name.startsWith(SHARED_PREFIX));
}

/**
 * `loadShare` of the started runtime (a parameter, so the plugin is tested without one); `onDemand`: the names the
 * shell's share scope serves with a loader (`get`) rather than as a module it has already.
 */
export function sharedPreloadPlugin(
  loadShare: (name: string) => Promise<unknown>,
  onDemand: ReadonlySet<string>,
): ModuleFederationRuntimePlugin {
  // Read by the snapshot plugin's afterResolve, which runs before this plugin's.
  const manifests = manifestsRead();
  return {
    name: 'alfie-shared-preload',
    loadRemoteSnapshot: manifests.loadRemoteSnapshot,
    afterResolve(args) {
      const { remote, expose } = args as { remote?: { name?: string }; expose?: string };
      const manifest = remote?.name
        ? (manifests.get(remote.name)?.manifest as ManifestLike | undefined)
        : undefined;
      if (!manifest || !expose) return args;
      for (const name of sharesOfPage(manifest, expose)) {
        // Only a head start: a module that fails here is loaded (and its failure reported) when the remote asks.
        if (onDemand.has(name)) loadShare(name).catch(() => undefined);
      }
      return args;
    },
  };
}
