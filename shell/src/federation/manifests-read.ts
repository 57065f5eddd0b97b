// The manifests the federation runtime has read, by remote name, for the plugins that act on a page's manifest
// (its files to preload, its shared modules to start): the runtime hands a manifest to `loadRemoteSnapshot` once,
// and the hooks that resolve a page later name only the remote.

export interface ManifestRead {
  manifestUrl: string;
  manifest: unknown;
}

export interface ManifestsRead {
  /** The plugin hook that records each manifest the runtime reads; returns its arguments unchanged. */
  loadRemoteSnapshot<T>(args: T): T;
  get(remoteName: string): ManifestRead | undefined;
}

export function manifestsRead(): ManifestsRead {
  const read = new Map<string, ManifestRead>();
  return {
    loadRemoteSnapshot(args) {
      const { manifestJson, manifestUrl, moduleInfo } = args as {
        manifestJson?: unknown;
        manifestUrl?: string;
        moduleInfo?: { name?: string };
      };
      if (manifestJson && manifestUrl && moduleInfo?.name)
        read.set(moduleInfo.name, { manifestUrl, manifest: manifestJson });
      return args;
    },
    get: (remoteName) => read.get(remoteName),
  };
}
