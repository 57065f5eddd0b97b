// Prerenders the shell's public pages at build time (docs/adr/0002-prerendered-public-pages.md: their first paint does not wait for JavaScript).
// After html-webpack-plugin has written index.html, the page module (shell/src/prerender/render-page.tsx) is
// bundled for Node with esbuild (libraries stay external, read from node_modules), asked for each page's HTML, and
// every page is written as a copy of index.html with that HTML in #root: prerendered/index.html for /,
// prerendered/signup/index.html for /signup, and so on. The static servers answer a route with its prerendered copy
// when there is one (scripts/serve-static.mjs, deploy/nginx/shell.conf.template), index.html (empty #root) for
// every other route.
//
// A page's first paint waits for no request but the page itself: the gate script and the boot stylesheet are written
// into it. The gate is the one inline script the pages' CSP allows, by its hash: prerender.json lists it
// (`inlineScripts`) for the servers' headers (scripts/page-headers.mjs, deploy/web/alfie-site.envsh), with the pages
// and the scripts of each route's pages for the byte budgets.
//
// Nothing of the runtime config is baked in: the pages are rendered signed out and before config.json is read,
// and the markup rendered here may emit no inline <script> (only the gate's hash is allowed): the build fails if
// it does.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const PRERENDER_MANIFEST = 'prerender.json';
/** The file of a prerendered route, inside the app's dist: '/' -> prerendered/index.html. */
export const prerenderedFile = (route) => `prerendered${route === '/' ? '' : route}/index.html`;

export class PrerenderPlugin {
  /**
   * @param {object} options
   * @param {string} options.appDir        the app's folder (the bundle is written under its node_modules/.cache)
   * @param {string} options.module        the module exporting `renderPage(path): Promise<string>`
   * @param {string[]} options.routes      the paths to prerender ('/', '/signup')
   * @param {string} options.gateEntry     the webpack entry of the gate script, loaded blocking in <head>
   * @param {Record<string, string[]>} [options.chunks]  a route's pages loaded on demand (named chunks, as
   *   `webpackChunkName` names them): their scripts are named by the route's page, so they download with the boot
   *   instead of after it has run
   * @param {(id: string) => any} options.require  resolves esbuild (through esbuild-loader) from the app
   */
  constructor({ appDir, module, routes, gateEntry, chunks = {}, require }) {
    Object.assign(this, { appDir, module, routes, gateEntry, chunks });
    this.esbuild = createRequire(require.resolve('esbuild-loader'))('esbuild');
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin (OPTIMIZE_INLINE) has emitted index.html.
        { name: 'PrerenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const index = compilation.getAsset('index.html');
          if (!index) throw new Error('PrerenderPlugin: no index.html to prerender into');
          const gateFiles = [...(compilation.entrypoints.get(this.gateEntry)?.getFiles() ?? [])].filter((f) =>
            f.endsWith('.js'),
          );
          if (gateFiles.length !== 1)
            throw new Error(`PrerenderPlugin: entry ${this.gateEntry} has no one script`);
          const gate = compilation.getAsset(gateFiles[0]).source.source().toString();
          const { publicPath } = compilation.outputOptions;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
          const html = index.source.source().toString();
          const styles = this.linkedStyles(compilation, html, base);
          const renderPage = await this.bundle(compilation);
          const routeScripts = {};
          for (const route of this.routes) {
            const markup = await renderPage(route);
            if (/<script/i.test(markup)) throw new Error(`the prerender of ${route} has an inline script`);
            const scripts = this.routeScripts(compilation, route, html);
            if (scripts.length) routeScripts[route] = scripts;
            compilation.emitAsset(
              prerenderedFile(route),
              new RawSource(
                pageHtml(html, { route, markup, gate, styles, scripts: scripts.map((f) => `${base}${f}`) }),
              ),
              // As React wrote it: a minifier would drop the comments that mark its Suspense boundaries.
              { minimized: true },
            );
          }
          const manifest = {
            pages: Object.fromEntries(this.routes.map((r) => [r, prerenderedFile(r)])),
            inlineScripts: [cspHash(gate)],
            routeScripts,
          };
          compilation.emitAsset(PRERENDER_MANIFEST, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          // Written into the pages, never fetched.
          compilation.deleteAsset(gateFiles[0]);
        },
      );
    });
  }

  /**
   * Each stylesheet index.html links, by its address in the page: its text, and the key by which webpack's CSS
   * runtime knows its chunk (`data-webpack`: the output's uniqueName and the chunk's id).
   */
  linkedStyles(compilation, html, base) {
    const styles = {};
    for (const [tag] of html.matchAll(STYLESHEET_LINK)) {
      const href = hrefOf(tag);
      const file = href.startsWith(base) ? href.slice(base.length) : '';
      const asset = compilation.getAsset(file);
      const chunk = [...compilation.chunks].find((c) => c.files.has(file));
      if (!asset || !chunk)
        throw new Error(`PrerenderPlugin: index.html links ${href}, not a chunk's stylesheet of this build`);
      const key = `${compilation.outputOptions.uniqueName}:chunk-${chunk.id}`;
      styles[href] = { css: asset.source.source().toString(), key };
    }
    return styles;
  }

  /** The scripts of the route's on-demand pages (`chunks`) that index.html does not load already. */
  routeScripts(compilation, route, html) {
    const files = new Set();
    for (const name of this.chunks[route] ?? []) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`PrerenderPlugin: no chunk named ${name} (webpackChunkName) for ${route}`);
      for (const file of group.getFiles()) {
        // A stylesheet of an on-demand page would be a flash of unstyled form: its rules belong in the boot's.
        if (file.endsWith('.css')) throw new Error(`PrerenderPlugin: ${name} has a stylesheet of its own`);
        if (file.endsWith('.js') && !html.includes(file)) files.add(file);
      }
    }
    return [...files];
  }

  /** The page module bundled for Node (CommonJS, libraries external), loaded, and its renderPage. */
  async bundle(compilation) {
    const dir = path.join(this.appDir, 'node_modules', '.cache', 'alfie-prerender');
    mkdirSync(dir, { recursive: true });
    const outfile = path.join(dir, `render-page-${process.pid}-${Date.now()}.cjs`);
    const result = await this.esbuild.build({
      entryPoints: [this.module],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      jsx: 'automatic',
      logLevel: 'silent',
      metafile: true,
      // Styles come with the page's stylesheets, not with its HTML.
      loader: { '.css': 'empty' },
      plugins: [externalLibraries],
    });
    for (const input of Object.keys(result.metafile.inputs)) {
      if (!input.includes('node_modules')) compilation.fileDependencies.add(path.resolve(input));
    }
    try {
      const { renderPage } = createRequire(import.meta.url)(outfile);
      return renderPage;
    } finally {
      rmSync(outfile, { force: true });
    }
  }
}

/**
 * Libraries are read from node_modules as Node loads them, each from the folder of the workspace that imports it
 * (shared's own dependencies live under shared/node_modules); the workspaces' sources are bundled (TypeScript).
 */
const externalLibraries = {
  name: 'external-libraries',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@alfie/')) return undefined;
      try {
        return {
          path: createRequire(path.join(args.resolveDir, 'index.js')).resolve(args.path),
          external: true,
        };
      } catch {
        // Not a package (virtual:alfie-federation-host): only imported on demand by remote pages, never run here.
        return { path: args.path, external: true };
      }
    });
  },
};

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="?stylesheet\b)[^>]*>/g;
/** The address a <link> tag names, quoted or not (html-webpack-plugin's minified output leaves the quotes off). */
const hrefOf = (tag) => /\bhref="?([^"\s>]+)/.exec(tag)?.[1] ?? '';

/** The CSP source that allows one inline script: its SHA-256, as `'sha256-…'`. */
export const cspHash = (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * index.html with the route's markup in #root (and the route named on it), the gate script (its code, `gate`) at
 * the end of <head>, each linked stylesheet written in as a <style> (`styles`: by its address, its text and its
 * chunk's key, from linkedStyles), and the
 * route's on-demand pages' scripts deferred before the boot's (a chunk run before webpack's runtime waits in its
 * global for it), without index.html's script preloads: those are for the signed-in pages (BootAssetsPlugin
 * `preload`), and on a public page they would take bandwidth from its own boot.
 */
export function pageHtml(html, { route, markup, gate, styles = {}, scripts = [] }) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) throw new Error('index.html has no empty <div id="root"></div>');
  const firstScript = /<script\b/;
  if (scripts.length && !firstScript.test(html)) throw new Error('index.html has no boot script');
  if (/<\/script/i.test(gate))
    throw new Error('the gate script cannot be written into a page: it has </script');
  const deferred = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
  const styleOf = (tag) => {
    const href = hrefOf(tag);
    if (!styles[href]) throw new Error(`no text for the stylesheet ${href} to write into the page`);
    const { css, key } = styles[href];
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be written into a page: it has </style`);
    // webpack's CSS runtime looks for a chunk's stylesheet among the page's <link rel=stylesheet> elements, by address
    // or by its key (data-webpack, as on the links it writes itself), and fetches it when none is there: without
    // this link the boot chunk fetched the file again once it ran, and waited for it. Without an address the link
    // fetches nothing (a disabled one with its address was still fetched).
    return `<style>${css}</style><link rel=stylesheet data-webpack="${key}">`;
  };
  // Replacements are functions: a script or a stylesheet may hold `$&`, which a replacement string would expand.
  return html
    .replace(/<link\b(?=[^>]*\brel="?preload\b)(?=[^>]*\bas="?script\b)[^>]*>/g, '')
    .replace(STYLESHEET_LINK, styleOf)
    .replace(firstScript, (tag) => `${deferred}${tag}`)
    .replace('</head>', () => `<script>${gate}</script></head>`)
    .replace(root, () => `<div id="root" data-prerendered="${route}">${markup}</div>`);
}
