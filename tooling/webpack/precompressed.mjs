// Every script and stylesheet of a production build is written beside itself compressed once, at the highest
// levels (`name.js.br`, brotli quality 11; `name.js.gz`, gzip level 9), so that the servers send those bytes
// instead of compressing each answer again at a cheaper level: scripts/serve-static.mjs picks the .br for a
// browser that accepts brotli, nginx's gzip_static the .gz. Brotli at 11 is markedly smaller than gzip on these
// bundles and too slow to run per answer.
// HTML and JSON are left out: index.html is written after this stage (boot-assets-plugin.mjs) and config.json
// at start-up, and both are small.
import { createRequire } from 'node:module';
import { constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const CompressionPlugin = require('compression-webpack-plugin');

/** What is worth a compressed twin: below 1 KB, or under 10% saved, a twin costs more than it brings. */
const COMMON = { test: /\.(js|css)$/, threshold: 1024, minRatio: 0.9 };

export function precompressedAssets() {
  return [
    new CompressionPlugin({
      ...COMMON,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      },
    }),
    new CompressionPlugin({
      ...COMMON,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}
