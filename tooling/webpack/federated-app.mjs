// The one webpack setup of the eight front ends: each app's webpack.config.mjs calls federatedApp() with its
// folder and exposed pages. Keeping it in one place keeps the federation contract (names, singletons, share
// strategy, manifest) identical across builds that are deployed separately.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';
import { BootAssetsPlugin } from './boot-assets-plugin.mjs';
import { InlineFaviconPlugin } from './inline-favicon-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { precompressedAssets } from './precompressed.mjs';
import { hostShareScopeSource } from './host-share-scope.mjs';
import { ONE_BUNDLE_DIST, oneBundleParts } from './one-bundle.mjs';
import { sharedSingletons } from './shared-singletons.mjs';

const toolingDir = import.meta.dirname;
const sharedSrc = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@alfie/shared/package.json'))),
  'src',
);

/**
 * @param {object} options
 * @param {string} options.appDir       the app's folder (import.meta.dirname of its webpack.config.mjs)
 * @param {Record<string, string>} [options.exposes]  federation exposes ('./RequestsPage': './src/pages/requests-page.tsx')
 * @param {string} [options.title]      the <title> of the app's own index.html
 * @param {(req: import('node:http').IncomingMessage) => object} [options.devConfig]  answers /config.json on the dev server
 * @param {{ entry: string, alias?: Record<string, string> }} [options.standalone]  the app's own index.html boots
 *   this entry in a second build WITHOUT federation (no share scope, no federation runtime), written to the same
 *   dist; the federated build then only emits remoteEntry.js, the manifest and its chunks. `alias` applies to the
 *   standalone build only (e.g. a lighter React for a page that never shares it).
 * @param {{ module: string, gate: string, routes: string[], chunks?: Record<string, string[]> }} [options.prerender]
 *   the shell's public pages prerendered into its production dist (prerender-plugin.mjs): `module` exports
 *   renderPage(path), `gate` is the blocking script of those pages (an entry of its own, written into them), `chunks`
 *   the named chunks of a route's pages loaded on demand, whose scripts its page names.
 * @param {string} [options.worker]  a service worker of the app, built to /sw.js beside its entry (the shell's)
 * @param {Record<string, string[]>} [options.firstCalls]  the GET calls an exposed page makes as it opens
 *   ('./NewRequestPage': ['/request/alfie/price-rules', '/system/alfie/get-cities?language={language}']), paths under
 *   the API's base URL; written into mf-manifest.json (metaData.exposeCalls), from which the shell sends them beside
 *   the page's files on a load that opens on that page (shell/src/federation/page-calls-preload.ts).
 */
// Every app's exposes and first calls, by folder, as its config declared them: the one-bundle build compiles the
// pages into the shell and hands it the calls, as the manifests do in the product.
const DECLARED = new Map();
const declaredOf = (appDir) => DECLARED.get(appDir) ?? { exposes: {}, firstCalls: {} };

export function federatedApp({
  appDir,
  exposes = {},
  title = 'Alfie',
  devConfig,
  standalone,
  prerender,
  worker,
  firstCalls = {},
}) {
  checkFirstCalls(firstCalls, exposes);
  DECLARED.set(appDir, { exposes, firstCalls });
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const app = APPS.find((a) => a.dir === path.basename(appDir));
  if (!app) throw new Error(`${appDir} is not one of the apps of tooling/webpack/apps.mjs`);
  const isHost = app.name === 'shell';
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  // webpack's own minimizer plugin, driven by SWC (@swc/core is pinned at the root).
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  const publicDir = path.join(appDir, 'public');
  const template = existsSync(path.join(publicDir, 'index.html'))
    ? path.join(publicDir, 'index.html')
    : path.join(toolingDir, 'index.html');
  const favicon = path.join(publicDir, 'favicon.svg');

  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const aliases = productionAliases(appRequire, production);
    // One federation runtime per page (docs/architecture.md "Federation runtime"): in production the shell provides
    // @module-federation/runtime-core and every remoteEntry.js uses it instead of carrying its own. `--env federationRuntime=bundled` builds the old way (the journey that loads such a remote).
    const externalRuntime = production && env.federationRuntime !== 'bundled';
    const runtimeForOwnPage = externalRuntime && !isHost && !standalone;
    const prerendering = production && prerender;
    // The gate script of the prerendered pages: an entry of its own, whose code those pages carry inline.
    const gateEntry = prerendering ? { [GATE_ENTRY]: prerender.gate } : {};
    // Its file name stays sw.js (entryFilename): a worker's address is its identity, the page registers it by name.
    const workerEntry = worker ? { [WORKER_ENTRY]: worker } : {};
    const prerenderPlugins = prerendering
      ? [
          new PrerenderPlugin({
            appDir,
            module: path.resolve(appDir, prerender.module),
            routes: prerender.routes,
            chunks: prerender.chunks,
            gateEntry: GATE_ENTRY,
            require: appRequire,
          }),
        ]
      : [];
    // Entry names stay stable where config.json or a manifest points at them; the gate's file is never served.
    const entryFilename = (pathData) =>
      pathData.chunk?.name === GATE_ENTRY ? '[name].[contenthash].js' : '[name].js';
    const html = (chunk, headScripts = []) =>
      new HtmlWebpackPlugin({
        template,
        title,
        chunks: [chunk],
        headScripts,
        ...(existsSync(favicon) ? { favicon } : {}),
      });
    const inlineFavicon = () =>
      existsSync(favicon) ? [new InlineFaviconPlugin({ html: HtmlWebpackPlugin, file: favicon })] : [];
    // Scripts and stylesheets also written compressed (precompressed.mjs), for the servers to send as they are.
    const compressed = () => (production ? precompressedAssets() : []);
    const common = {
      mode: production ? 'production' : 'development',
      context: appDir,
      // `--env sourceMaps`: hidden source maps, for the login route's breakdown (tooling/budgets/breakdown.mjs).
      devtool: production ? (env.sourceMaps ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            include: [path.join(appDir, 'src'), sharedSrc],
            use: { loader: appRequire.resolve('swc-loader'), options: swcOptions(!production) },
          },
          // The host's CSS is extracted into .css files (cacheable, and no longer JavaScript the login route has to
          // run: less of it); remotes inject theirs from JavaScript, as their pages are
          // mounted inside the shell's document.
          isHost && production
            ? { test: /\.css$/, type: 'css' }
            : { test: /\.css$/, use: [appRequire.resolve('style-loader'), appRequire.resolve('css-loader')] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?|pdf)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        // A remote page comes from the remote's origin as its manifest, remoteEntry.js and the exposed module's
        // chunks. Over HTTP/1.1 a browser opens at most six connections to one origin: with four chunks split off
        // the dashboard's exposed module, remoteEntry.js (which the page's code waits for) queued behind them. An
        // exposed module is one chunk with all its code (modules two pages use are in both).
        // The shell: its form libraries in one chunk of their own, which the login form, the other public forms
        // and a remote's form page (through the share scope) load on demand; one file where webpack's defaults made
        // one per package, each with its own gzip window.
        ...(isHost
          ? { splitChunks: { cacheGroups: { forms: FORM_LIBRARIES_CHUNK, defaultVendors: HOST_VENDORS } } }
          : { splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !isExposeChunk(chunk) } }),
        // The shell: webpack's default minimizer (terser), which drops the code of unused exports inside webpack's
        // module scope (react-router's unused half, valibot's unused schemas): the login route is much
        // lighter than with SWC or esbuild, for a slower build. Remotes: SWC, several times faster.
        // remoteEntry.js goes through terser too: it is fetched for every remote page and has a budget of its own.
        ...(isHost
          ? {}
          : {
              minimizer: [
                new MinimizerPlugin({ test: /remoteEntry\.js$/ }),
                new MinimizerPlugin({
                  exclude: /remoteEntry\.js$/,
                  minify: MinimizerPlugin.swcMinify,
                  minimizerOptions: SWC_MINIFY,
                }),
              ],
            }),
      },
      performance: { hints: false },
      ...(isHost && production ? { experiments: { css: true } } : {}),
    };
    if (env.oneBundle) {
      if (!isHost) throw new Error('--env oneBundle builds the shell only');
      return oneBundleParts(appRequire('webpack'), declaredOf).then((parts) => {
        const [code, ...rules] = common.module.rules;
        return {
          ...common,
          name: 'one-bundle',
          module: { rules: [{ ...code, include: [...code.include, ...parts.include] }, ...rules] },
          entry: { main: './src/index.ts', ...gateEntry, ...workerEntry },
          output: {
            path: ONE_BUNDLE_DIST,
            publicPath: 'auto',
            filename: entryFilename,
            chunkFilename: '[name].[contenthash].js',
            assetModuleFilename: 'assets/[name].[contenthash][ext]',
            clean: true,
          },
          resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: { ...aliases, ...parts.alias } },
          plugins: [
            ...parts.plugins,
            html('main'),
            new BootAssetsPlugin({
              entry: 'main',
              html: HtmlWebpackPlugin,
              scripts: true,
              preload: HOST_PRELOADS,
            }),
            ...prerenderPlugins,
            new CopyPublicFiles(publicDir),
            ...inlineFavicon(),
            ...compressed(),
          ],
        };
      });
    }
    const federated = {
      ...common,
      name: 'federated',
      // With a standalone build, index.html is that build's: the federated one has no entry of its own (the
      // plugin adds remoteEntry.js).
      entry: standalone ? {} : { main: './src/index.ts', ...gateEntry, ...workerEntry },
      output: {
        path: path.join(appDir, 'dist'),
        uniqueName: app.name,
        publicPath: 'auto',
        // Entry and remoteEntry names stay stable (config.json and manifests point at them); lazy chunks carry
        // the content hash so they can be cached for a year.
        filename: entryFilename,
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: aliases },
      plugins: [
        // The shell is a host only (it exposes nothing): it is built without the federation plugin, which would put
        // the runtime in main.js, and starts the runtime itself on its first remote page
        // (shell/src/federation/federation-host.ts) with the share scope written here (host-share-scope.mjs).
        ...(isHost
          ? federationHostPlugins(appRequire, pkg, { provideRuntime: externalRuntime, appDir })
          : [
              new ModuleFederationPlugin({
                name: app.name,
                filename: 'remoteEntry.js',
                exposes,
                remotes: {},
                shared: sharedSingletons(appRequire, pkg, { shareAllShared: Boolean(env.shareAllShared) }),
                shareStrategy: 'loaded-first',
                manifest: { additionalData: (data) => withExposeCalls(withExposeRequires(data), firstCalls) },
                dts: false,
                experiments: {
                  ...(externalRuntime ? { externalRuntime: true } : {}),
                  // Browsers only: the runtime's Node.js loading paths are left out of remoteEntry.js. A remote
                  // loads no remote and reads no manifest itself: that code stays out of its remoteEntry.js.
                  optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                },
              }),
            ]),
        ...(standalone
          ? []
          : [
              html('main', runtimeForOwnPage ? [RUNTIME_FILE] : []),
              // The shell's page: its boot chunks named by index.html. A remote's own page (development, and the
              // journeys that open a remote alone) keeps its runtime's loading.
              new BootAssetsPlugin({
                entry: 'main',
                html: HtmlWebpackPlugin,
                scripts: isHost,
                preload: isHost ? HOST_PRELOADS : [],
              }),
            ]),
        ...prerenderPlugins,
        new CopyPublicFiles(publicDir),
        ...inlineFavicon(),
        ...compressed(),
      ],
      devServer: devServer(app, publicDir, devConfig),
    };
    if (runtimeForOwnPage) {
      return [
        federated,
        {
          ...common,
          name: 'federation-runtime',
          dependencies: ['federated'],
          entry: { [RUNTIME_FILE.replace(/\.js$/, '')]: path.join(toolingDir, 'federation-runtime.mjs') },
          output: { path: path.join(appDir, 'dist'), uniqueName: `${app.name}_runtime`, clean: false },
          plugins: compressed(),
        },
      ];
    }
    if (!standalone) return federated;
    return [
      federated,
      {
        ...common,
        name: 'standalone',
        // Runs after the federated build, whose `clean` would otherwise remove these files.
        dependencies: ['federated'],
        entry: { standalone: standalone.entry },
        output: {
          path: path.join(appDir, 'dist'),
          uniqueName: `${app.name}_standalone`,
          publicPath: 'auto',
          // Only index.html (revalidated on every load) names these files: all of them can carry the hash.
          filename: production ? '[name].[contenthash].js' : '[name].js',
          chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
          assetModuleFilename: 'assets/[name].[contenthash][ext]',
          clean: false,
        },
        resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: { ...aliases, ...standalone.alias } },
        plugins: [html('standalone'), ...compressed()],
      },
    ];
  };
}

/**
 * mf-manifest.json's metaData.exposeRequires: the shared modules each exposed page takes when it loads (the
 * consumed shares of its chunk, whatever module of the page imports them; the stats' own `requires` lists only the
 * exposed file's imports), so the shell starts those it serves on demand (the form libraries) for the page it
 * loads, and only those (shell/src/federation/shared-preload-plugin.ts). The manifest's `shared` is the remote's
 * shares, whichever page.
 */
function withExposeRequires({ stats, compilation }) {
  const requires = {};
  for (const chunk of compilation.chunks) {
    if (!isExposeChunk(chunk)) continue;
    const keys = new Set();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
    }
    requires[`./${chunk.name.slice(EXPOSE_CHUNK_PREFIX.length)}`] = [...keys].sort();
  }
  stats.metaData.exposeRequires = requires;
  return stats;
}

/** Each declared page is exposed, and each call a path under the API's base URL (no origin, no `..`). */
export function checkFirstCalls(firstCalls, exposes) {
  for (const [expose, calls] of Object.entries(firstCalls)) {
    if (!(expose in exposes)) throw new Error(`firstCalls: ${expose} is not exposed`);
    for (const call of calls)
      if (typeof call !== 'string' || !/^\/[^/]/.test(call) || call.includes('..'))
        throw new Error(`firstCalls of ${expose}: ${call} is not a path under the API's base URL`);
  }
}

/** mf-manifest.json's metaData.exposeCalls: the first GET calls of each exposed page that declares them. */
function withExposeCalls(stats, firstCalls) {
  if (Object.keys(firstCalls).length > 0) stats.metaData.exposeCalls = firstCalls;
  return stats;
}

/**
 * The shell's form libraries, off its boot (shell/src/app/home-route.tsx, host-share-scope.mjs HOST_ON_DEMAND).
 * Not valibot: the live stream's module checks its events with it, and would bring the forms to the dashboard.
 */
const FORM_LIBRARIES_CHUNK = {
  test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
  name: 'forms',
  chunks: 'async',
  enforce: true,
};

/**
 * webpack's default vendors group, less the federation runtime: it stays in the chunk that starts it
 * (federation-host, which index.html preloads) instead of a chunk of its own. One request fewer at the start of
 * every signed-in page, where the shell's origin has six connections over HTTP/1.1 and the runtime's chunks waited
 * for one (docs/performance.md).
 */
const HOST_VENDORS = {
  test: /[\\/]node_modules[\\/](?!@module-federation[\\/])/,
  priority: -10,
  reuseExistingChunk: true,
};

/** The chunk of a remote's exposed module (named by the federation plugin). */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';
const isExposeChunk = (chunk) => chunk.name?.startsWith(EXPOSE_CHUNK_PREFIX) ?? false;

/** The shell's share scope and runtime for its first remote page (virtual:alfie-federation-host, host-share-scope.mjs). */
function federationHostPlugins(appRequire, pkg, { provideRuntime, appDir }) {
  const webpack = appRequire('webpack');
  const source = hostShareScopeSource(appRequire, pkg, { provideRuntime, appDir });
  return [
    new webpack.experiments.schemes.VirtualUrlPlugin(
      { 'alfie-federation-host': { type: '.js', source: () => source } },
      'virtual',
    ),
    // What the federation plugin defines for the runtime it builds in (experiments.optimization): browsers only,
    // so the runtime's Node.js loading paths are left out of its chunk.
    new webpack.DefinePlugin({
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
      FEDERATION_OPTIMIZE_NO_REMOTE: false,
      FEDERATION_OPTIMIZE_NO_SHARED: false,
      FEDERATION_HAS_EXPOSES: false,
    }),
  ];
}

const SWC_MINIFY = { compress: { passes: 1 }, mangle: true, format: { comments: false } };

/** The entry of an app's service worker: dist/sw.js. */
const WORKER_ENTRY = 'sw';

/** The entry of the prerendered pages' gate script (prerender-plugin.mjs). */
const GATE_ENTRY = 'prerender-gate';

/**
 * The shell's chunks index.html preloads (BootAssetsPlugin): the federation runtime (shell/src/federation/
 * register-remotes.ts), asked for at once on every remote page, which is every signed-in address, and the API
 * client's axios instance (shared/src/api/http.ts), which a signed-in page's first call takes. Asked for by the boot,
 * they came only after the boot chunks had downloaded and run (docs/performance.md). The prerendered pages (login,
 * signup) have neither.
 */
const HOST_PRELOADS = ['federation-host', 'api-http'];

/** The federation runtime of a remote's own page (federation-runtime.mjs), loaded before its main.js. */
const RUNTIME_FILE = 'federation-runtime.js';

function devServer(app, publicDir, devConfig) {
  return {
    port: app.port,
    hot: true,
    historyApiFallback: true,
    static: existsSync(publicDir) ? { directory: publicDir, watch: false } : false,
    // Remotes are fetched cross-origin by the shell (manifest, remoteEntry.js, chunks).
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    },
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares: (middlewares) => {
      if (devConfig) {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(devConfig(req)));
          },
        });
      }
      return middlewares;
    },
  };
}

function swcOptions(development) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development } },
    },
  };
}

/** Files of the app's public/ folder (the legal PDFs, for instance) are part of its dist, beside the bundles. */
class CopyPublicFiles {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.dir)) return;
          for (const entry of readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(entry.parentPath, entry.name);
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            // index.html is html-webpack-plugin's template; favicon.svg is emitted by it too.
            if (name === 'index.html' || name === 'favicon.svg') continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * react-router's package exports its development build under every condition (remix-run/react-router#12532,
 * #14102): in production its dev warnings ran and their code was downloaded. Its production build, in the same
 * package, differs only in ENABLE_DEV_WARNINGS.
 */
function productionAliases(appRequire, production) {
  if (!production) return {};
  const routerDir = path.dirname(appRequire.resolve('react-router/package.json'));
  return { 'react-router$': path.join(routerDir, 'dist/production/index.mjs') };
}
