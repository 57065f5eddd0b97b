// The one-bundle comparison build (docs/performance.md): `npm run build -w @alfie/shell -- --env oneBundle` builds the shell
// with every remote's exposed pages compiled in, without Module Federation, into shell/dist-one-bundle. The same
// routes as the composed product, so the bench can say what composition costs (bytes and LCP, budget ≤ 1.10).
// Not deployed: remotes cannot be released on their own from it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from './apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the comparison build is written, beside the composed shell/dist. */
export const ONE_BUNDLE_DIST = path.join(ROOT, 'shell', 'dist-one-bundle');

/**
 * Every remote's `exposes`, read from its own webpack config (federatedApp() records them as it is called), and the
 * first calls each remote declares for its pages, by remote name (what its mf-manifest.json carries as exposeCalls).
 */
async function exposedPages(declaredOf) {
  const pages = [];
  const firstCalls = {};
  for (const remote of REMOTES) {
    const appDir = path.join(ROOT, remote.dir);
    await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);
    const { exposes, firstCalls: calls } = declaredOf(appDir);
    for (const [key, file] of Object.entries(exposes)) {
      pages.push({ id: `${remote.name}/${key.replace(/^\.\//, '')}`, file: path.resolve(appDir, file) });
    }
    firstCalls[remote.name] = calls;
  }
  return { pages, firstCalls };
}

/**
 * The parts of the shell's config that differ in the one-bundle build: the federation runtime the shell imports
 * is replaced by one-bundle-runtime.mjs, whose loadRemote() imports the page from the table written here; the
 * shell's built-in first calls (none in the product, where each remote's manifest declares its own) by every
 * remote's, so that its main.js sends a page's first calls ahead as the product's does.
 */
export async function oneBundleParts(webpack, declaredOf) {
  const { pages, firstCalls } = await exposedPages(declaredOf);
  const source = [
    'export default {',
    ...pages.map((p) => `  ${JSON.stringify(p.id)}: () => import(${JSON.stringify(p.file)}),`),
    '};',
  ].join('\n');
  return {
    include: REMOTES.map((r) => path.join(ROOT, r.dir, 'src')),
    alias: {
      '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'one-bundle-runtime.mjs'),
    },
    plugins: [
      new webpack.experiments.schemes.VirtualUrlPlugin(
        {
          'alfie-one-bundle-pages': { type: '.js', source: () => source },
          // The composed shell's share scope (host-share-scope.mjs): nothing is shared in one bundle.
          'alfie-federation-host': { type: '.js', source: () => 'export const shared = {};\n' },
          'alfie-one-bundle-calls': {
            type: '.js',
            source: () => `export const builtInFirstCalls = ${JSON.stringify(firstCalls)};\n`,
          },
        },
        'virtual',
      ),
      new webpack.NormalModuleReplacementPlugin(
        /built-in-first-calls\.ts$/,
        'virtual:alfie-one-bundle-calls',
      ),
    ],
  };
}
