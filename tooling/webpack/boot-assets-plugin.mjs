// Writes boot-assets.json into an app's dist: the JavaScript files its page fetches before the first screen can
// render, read from webpack's chunk graph, and the stylesheets of those chunks. The byte budgets
// (tooling/budgets/budgets.mjs) are computed from it. Given html-webpack-plugin, it also links those stylesheets
// from index.html: they download with the page, in parallel with the scripts, instead of being asked for by
// webpack's runtime once the boot chunk runs (the runtime finds the <link> and does not load it twice).
// With `scripts`, the boot chunks are named by index.html too, as deferred scripts after the entry's: they download
// beside it rather than one round trip after it. The entry runs first, as soon as it is here (the shell's asks for
// the page's files then, shell/src/app/route-preload.ts), and its runtime finds their <script> by the data-webpack
// attribute it would give its own, so it waits for them and writes none (docs/performance.md).
// With `preload`, the files of those named chunk groups (webpackChunkName) are preloaded by index.html: chunks the
// boot asks for at once on some routes (the federation runtime on a remote page), which would otherwise be asked for
// only once the boot chunks have downloaded and run. The prerendered public pages drop them (prerender-plugin.mjs).
//
// "Before the first screen" means: the entry's initial chunks, the chunks of the entry module's own dynamic
// imports (the bootstrap boundary, index.ts -> bootstrap.tsx), and, transitively, the chunks of the shared
// modules those chunks consume. The host registers its own copies first (loaded-first), so a consumed module
// comes from the host's provide chunk, not from the consumer's fallback chunk (webpack emits both). Lazy pages
// (React.lazy, remote pages) are not part of it: they load after the first screen is interactive.

export class BootAssetsPlugin {
  /**
   * @param {{ entry?: string, filename?: string, html?: any, scripts?: boolean, preload?: string[] }} [options]
   *   html: the HtmlWebpackPlugin class; preload: names of chunk groups (absent ones are skipped)
   */
  constructor({ entry = 'main', filename = 'boot-assets.json', html, scripts = false, preload = [] } = {}) {
    this.entry = entry;
    this.filename = filename;
    this.html = html;
    this.scripts = scripts;
    this.preload = preload;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      this.html?.getHooks(compilation).beforeAssetTagGeneration.tap('BootAssetsPlugin', (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return data;
        const linked = new Set(data.assets.css);
        for (const file of bootFiles(compilation, entrypoint, CSS)) {
          const href = `${data.assets.publicPath}${file}`;
          if (!linked.has(href)) data.assets.css.push(href);
        }
        if (this.scripts) {
          const named = new Set(data.assets.js);
          const boot = bootFiles(compilation, entrypoint, JS)
            .map((file) => `${data.assets.publicPath}${file}`)
            .filter((src) => !named.has(src));
          data.assets.js = [...data.assets.js, ...boot];
        }
        return data;
      });
      this.html?.getHooks(compilation).alterAssetTags.tap('BootAssetsPlugin', (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!this.scripts || !entrypoint) return data;
        // webpack's script loader (`__webpack_require__.l`) takes a <script> whose data-webpack is
        // "<uniqueName>:chunk-<id>" as the chunk's own.
        const keys = new Map();
        for (const chunk of bootChunks(compilation, entrypoint)) {
          if (entrypoint.chunks.includes(chunk)) continue;
          const key = `${compilation.outputOptions.uniqueName}:chunk-${chunk.id}`;
          for (const file of chunk.files) keys.set(`${data.publicPath}${file}`, key);
        }
        for (const tag of data.assetTags.scripts) {
          const key = keys.get(tag.attributes.src);
          if (key) tag.attributes['data-webpack'] = key;
        }
        return data;
      });
      this.html?.getHooks(compilation).alterAssetTagGroups.tap('BootAssetsPlugin', (data) => {
        const files = this.preload.flatMap((name) => [
          ...(compilation.namedChunkGroups.get(name)?.getFiles() ?? []),
        ]);
        const links = files
          .filter((file) => JS.test(file))
          .map((file) =>
            this.html.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${data.publicPath}${file}`,
              // Needed after the boot chunks, not before: they keep the bandwidth first.
              fetchpriority: 'low',
            }),
          );
        data.headTags.push(...links);
        return data;
      });
      compilation.hooks.processAssets.tap(
        { name: 'BootAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const files = bootFiles(compilation, entrypoint, JS);
          const css = bootFiles(compilation, entrypoint, CSS);
          const body = JSON.stringify({ entry: this.entry, files, css }, null, 2);
          compilation.emitAsset(this.filename, new RawSource(`${body}\n`));
        },
      );
    });
  }
}

const JS = /\.m?js$/;
const CSS = /\.css$/;

function bootChunks(compilation, entrypoint) {
  const { chunkGraph } = compilation;
  const chunks = new Set(entrypoint.chunks);
  const queue = [...entrypoint.chunks];
  const addGroup = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group?.chunks ?? []) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      queue.push(chunk);
    }
  };
  // The entry modules' dynamic imports: the async boundary the federation runtime needs before React.
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) addGroup(block);
    }
  }
  const provides = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provides.set(module._name, module);
  }
  // The shared modules those chunks consume, each fetched from the chunk of its provided copy.
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provided = provides.get(module.options.shareKey) ?? module;
      for (const block of provided.blocks) addGroup(block);
    }
  }
  return chunks;
}

/**
 * Scripts in the order webpack's runtime would ask for them (the entry's, then each chunk group's, its split-off
 * vendor chunks before its own), which index.html keeps: under HTTP/1.1's six connections an origin's later scripts
 * wait for a free one, so that order is the order they arrive in. Not by name: chunk ids are hashes of module paths,
 * and sorting them put the largest vendor chunk first in one build and last in another. Stylesheets by name, the order
 * index.html has always linked them in (their cascade depends on it).
 */
function bootFiles(compilation, entrypoint, kind) {
  const files = new Set();
  for (const chunk of bootChunks(compilation, entrypoint)) {
    for (const file of chunk.files) if (kind.test(file)) files.add(file);
  }
  return kind === CSS ? [...files].sort() : [...files];
}
