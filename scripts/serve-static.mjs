// A small static file server for the built front ends (npm start, e2e). Hashed files are cached for a year;
// index.html, mf-manifest.json, remoteEntry.js, config.json and the other unhashed files are revalidated on every
// load, so a new deployment is picked up at once. With --spa, a route is answered with its prerendered page
// (prerendered/<route>/index.html, the shell's public pages) if the build wrote one, else with index.html. HTML
// answers carry the page's security headers (page-headers.mjs).
// Usage: node scripts/serve-static.mjs <dir> [--port N] [--spa] [--cors] [--page shell|remote|payment]
// (--page builds the policy from the same environment variables as config.json, see runtime-config.mjs).
// Scripts and stylesheets go out as the build compressed them (name.js.br, name.js.gz: tooling/webpack/
// precompressed.mjs) when the browser accepts it; other text is gzipped on the fly.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { inlineScriptHashes, pageHeaders, shellOrigin } from './page-headers.mjs';
import { shellConfig } from './runtime-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
]);
/** webpack's [contenthash] (20 hex characters by default) between dots. */
const HASHED = /\.[0-9a-f]{16,}\./;

export function cacheControl(filePath) {
  return HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function findFile(root, urlPath, spa) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return { file: candidate, size: info.size };
  // A route whose page was prerendered at build time (the shell's public pages, tooling/webpack/prerender-plugin.mjs).
  if (spa && path.extname(decoded) === '') {
    const route = path.posix.normalize(`/${decoded}`).replace(/\/+$/, '');
    const page = path.join(root, 'prerendered', route, 'index.html');
    const pageInfo = await stat(page).catch(() => null);
    if (pageInfo?.isFile()) return { file: page, size: pageInfo.size };
  }
  if (info?.isDirectory()) {
    const index = path.join(candidate, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    if (indexInfo?.isFile()) return { file: index, size: indexInfo.size };
  }
  // Client-side routes (/richieste, /pricing...) get the shell's index.html; missing assets stay 404.
  if (spa && path.extname(decoded) === '') {
    const index = path.join(root, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    if (indexInfo?.isFile()) return { file: index, size: indexInfo.size };
  }
  return null;
}

/** The content codings an Accept-Encoding header allows, lower-cased (`br;q=0` refuses brotli). */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The build's compressed twins, best first, with their file suffix. */
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * How to send a found file: a compressed twin the caller accepts (written by the same build as the file, as
 * nginx's gzip_static trusts them too), else gzip on the fly, else as it is.
 */
async function chooseEncoding(found, ext, acceptEncoding) {
  if (!COMPRESSIBLE.has(ext) || found.size <= 1024) return { encoding: null };
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of TWINS) {
    if (!accepted.has(encoding)) continue;
    const twin = await stat(found.file + suffix).catch(() => null);
    if (twin?.isFile()) return { encoding, file: found.file + suffix, size: twin.size };
  }
  return { encoding: accepted.has('gzip') ? 'gzip' : null };
}

/**
 * Starts a server; resolves once it listens. host undefined listens on every interface, IPv4 and IPv6 (browsers
 * may resolve localhost to either). pageHeaders go on HTML answers only (the CSP of a page; scripts and JSON
 * need none).
 */
export function serveStatic({
  root,
  port,
  host = undefined,
  spa = false,
  cors = false,
  pageHeaders: htmlHeaders = {},
  log = () => {},
}) {
  const absRoot = path.resolve(root);
  const server = createServer(async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const found = await findFile(absRoot, urlPath, spa);
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
      log(`404 ${urlPath}`);
      return;
    }
    const ext = path.extname(found.file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(found.file),
      Vary: 'Accept-Encoding',
    };
    const sent = await chooseEncoding(found, ext, req.headers['accept-encoding']);
    if (ext === '.html') Object.assign(headers, htmlHeaders);
    if (sent.encoding) headers['Content-Encoding'] = sent.encoding;
    if (sent.file) headers['Content-Length'] = sent.size;
    else if (!sent.encoding) headers['Content-Length'] = found.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(sent.file ?? found.file);
    stream.on('error', () => res.destroy());
    (sent.encoding && !sent.file ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      cors: { type: 'boolean', default: false },
      page: { type: 'string' },
    },
  });
  if (values.page && !['shell', 'remote', 'payment'].includes(values.page))
    throw new Error(`--page must be shell, remote or payment, not ${values.page}`);
  const root = positionals[0] ?? 'dist';
  const server = await serveStatic({
    root,
    port: Number(values.port),
    host: values.host,
    spa: values.spa,
    cors: values.cors,
    pageHeaders: values.page
      ? pageHeaders(values.page, {
          config: shellConfig(process.env),
          shellOrigin: shellOrigin(process.env),
          inlineScripts: values.page === 'shell' ? inlineScriptHashes(root) : [],
        })
      : {},
  });
  console.log(`serving ${path.resolve(root)} on http://${values.host ?? 'localhost'}:${values.port}`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
