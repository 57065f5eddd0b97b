// A remote's mf-manifest.json, for a remote built with webpack's own container plugin (federated-app.mjs). The
// address config.json gives the shell for a remote is this file's: the shell reads where remoteEntry.js is, the
// global it sets, each exposed page's files, the shared modules each page takes and its first calls
// (shell/src/federation/federation-host.ts). It keeps the fields and shape @module-federation/enhanced wrote, so a
// shell released before the switch (which ran that plugin's runtime) still reads it; it has no `pluginVersion`,
// by which the shell tells a remote built with that plugin (which needs its runtime) from one built without.

/** The chunk of a remote's exposed module: './RequestsPage' is built as chunk `__federation_expose_RequestsPage`. */
export const EXPOSE_CHUNK_PREFIX = '__federation_expose_';
export const isExposeChunk = (chunk) => chunk.name?.startsWith(EXPOSE_CHUNK_PREFIX) ?? false;
export const exposeChunkName = (expose) => `${EXPOSE_CHUNK_PREFIX}${expose.replace(/^\.\//, '')}`;

const NO_ASSETS = () => ({ js: { sync: [], async: [] }, css: { sync: [], async: [] } });

export class RemoteManifestPlugin {
  /**
   * @param {object} options
   * @param {string} options.name       the federation name, also remoteEntry.js's global
   * @param {{ name: string, version: string }} options.pkg  the app's package.json (buildInfo)
   * @param {Record<string, object>} options.shared  the shared modules as declared to the container plugin
   * @param {Record<string, string[]>} options.firstCalls  the first GET calls of each exposed page that declares them
   */
  constructor({ name, pkg, shared, firstCalls }) {
    this.options = { name, pkg, shared, firstCalls };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final (RealContentHashPlugin renames files at OPTIMIZE_HASH).
        { name: 'RemoteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const manifest = remoteManifest(compilation, this.options);
          compilation.emitAsset('mf-manifest.json', new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/** The manifest's object, read from the compilation's chunks (exported for its test). */
export function remoteManifest(compilation, { name, pkg, shared, firstCalls }) {
  const exposes = [];
  for (const chunk of compilation.chunks) {
    if (!isExposeChunk(chunk)) continue;
    const key = chunk.name.slice(EXPOSE_CHUNK_PREFIX.length);
    const assets = NO_ASSETS();
    assets.js.sync = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
    exposes.push({ id: `${name}:${key}`, name: key, assets, path: `./${key}` });
  }
  exposes.sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      publicPath: 'auto',
      ...pageMetaData(compilation, firstCalls),
    },
    shared: Object.entries(shared).map(([key, config]) => ({
      id: `${name}:${config.shareKey ?? key}`,
      name: config.shareKey ?? key,
      version: config.version,
      ...(config.singleton ? { singleton: true } : {}),
      requiredVersion: config.requiredVersion,
      assets: NO_ASSETS(),
      fallback: '',
    })),
    remotes: [],
    exposes,
  };
}

/** What the shell reads of each exposed page in metaData: the shares it takes, and its first calls if it declares any. */
export function pageMetaData(compilation, firstCalls) {
  return {
    exposeRequires: exposeRequires(compilation),
    ...(Object.keys(firstCalls).length > 0 ? { exposeCalls: firstCalls } : {}),
  };
}

/**
 * metaData.exposeRequires: the shared modules each exposed page takes when it loads (the consumed shares of its
 * chunk, whatever module of the page imports them), so the shell starts those it serves on demand (the form
 * libraries, some @alfie/shared modules) beside the page's own files, and only those
 * (shell/src/federation/shared-preload.ts). The manifest's `shared` is the remote's shares, whichever page.
 */
function exposeRequires(compilation) {
  const requires = {};
  for (const chunk of compilation.chunks) {
    if (!isExposeChunk(chunk)) continue;
    const keys = new Set();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
    }
    requires[`./${chunk.name.slice(EXPOSE_CHUNK_PREFIX.length)}`] = [...keys].sort();
  }
  return requires;
}
