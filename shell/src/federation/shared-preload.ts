// As soon as a remote's manifest is read, the shell starts loading the shared modules it serves on demand (some
// modules of @alfie/shared, the form libraries) that the page being loaded takes from it, beside the remote's own
// entry and chunks. Without it they were asked for only once the remote's entry had run: one more round trip on
// every remote page's first load, after all the others (issue 20).
import type { ShareScope } from 'virtual:alfie-federation-host';

const SHARED_PREFIX = '@alfie/shared/';

interface ManifestLike {
  shared?: { name?: unknown }[];
  /** Per exposed page ('./RequestsPage'), the shared modules it takes (tooling/webpack/remote-manifest-plugin.mjs). */
  metaData?: { exposeRequires?: Record<string, unknown> };
}

/** What a page of this manifest takes; a remote built before exposeRequires: the @alfie/shared modules it shares. */
export function sharesOfPage(manifest: unknown, expose: string): string[] {
  const { metaData, shared = [] } = (manifest ?? {}) as ManifestLike;
  const requires = metaData?.exposeRequires?.[expose];
  if (Array.isArray(requires)) return requires.filter((name): name is string => typeof name === 'string');
  return shared
    .map(({ name }) => name)
    .filter((name): name is string => typeof name === 'string' && name.startsWith(SHARED_PREFIX));
}

/** Starts the modules `expose`'s page takes that the share scope serves with a loader and has not loaded yet. */
export function preloadShares(manifest: unknown, expose: string, scope: ShareScope): void {
  for (const name of sharesOfPage(manifest, expose)) {
    for (const provided of Object.values(scope[name] ?? {})) {
      if (provided.loaded || provided.from !== 'shell') continue;
      // Only a head start (the loader's import is cached): a module that fails here is loaded, and its failure
      // reported, when the remote asks for it.
      Promise.resolve()
        .then(() => provided.get())
        .catch(() => undefined);
    }
  }
}
