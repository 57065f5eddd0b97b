// Federation runtime plugin: the runtime's own head start on a page's files (its snapshot plugin's preload, asked
// for on every remote page it resolves) replaced by preload links for the files the page's manifest lists, the
// same links main.js writes for the page a load opens on (page-files-preload.ts). The runtime's version also works
// out which of the remote's shared modules it need not preload, checking each one's version ranges against the share
// scope with regular expressions it builds per check: on a dashboard load at 4x CPU that was 121 ms of one 144 ms
// task (a CPU profile, 2026-11-29), for nothing, since the shell serves every shared module itself.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestsRead } from './manifests-read.ts';
import { preloadPageFiles } from './page-files-preload.ts';

/** `doc`: where the links go (a parameter, so the plugin is tested on a document of its own). */
export function pagePreloadPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  const manifests = manifestsRead();
  return {
    name: 'alfie-page-preload',
    loadRemoteSnapshot: manifests.loadRemoteSnapshot,
    beforePreloadRemote(args) {
      const { preloadOps } = args;
      for (const { nameOrAlias, exposes = [] } of preloadOps) {
        const read = manifests.get(nameOrAlias);
        if (!read) continue;
        for (const expose of exposes)
          preloadPageFiles(read.manifestUrl, read.manifest, expose.replace(/^\.\//, ''), doc);
      }
      // The runtime reads the same array once this hook has run: emptied, it preloads nothing itself.
      preloadOps.length = 0;
    },
  };
}
