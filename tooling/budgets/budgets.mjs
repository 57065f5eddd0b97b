// The front end's byte budgets (docs/performance.md) and how they are read from the built dists: the login route's
// JavaScript (the shell's boot-assets.json, written by boot-assets-plugin.mjs) and every remote's remoteEntry.js.
// Gzip at level 9, as nginx's gzip_static serves them (the build's .gz twins); the e2e journey bundle-budget.spec.ts
// fails when a build passes a budget, and checks the figure against what a browser really fetches.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, SHELL } from '../webpack/apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const BUDGETS = {
  /** Gzip bytes of JavaScript the browser fetches before the login form is interactive . */
  loginBytes: 160 * 1024,
  /** JavaScript requests before the login form is interactive. */
  loginRequests: 12,
  /** Gzip bytes of each remote's remoteEntry.js. */
  remoteEntryBytes: 12 * 1024,
};

/** The remotes' folders (apps.mjs): every one of them must have a remoteEntry.js within its budget. */
export const REMOTE_DIRS = REMOTES.map((r) => r.dir);

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** What a browser accepting brotli receives: the build's brotli twin (precompressed.mjs) where there is one. */
const wireBytes = (file, gzip) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzip);

/**
 * The login route's JavaScript files of a built shell, with their gzip sizes: the boot chunks (boot-assets.json)
 * and, when / is prerendered (prerender.json), the login form's chunks its page names (its gate script is written
 * into the page). `css`: the stylesheets index.html links (not JavaScript, so outside the JavaScript budget; the
 * prerendered pages carry their text, the other routes fetch them before their first paint).
 */
export function loginRoute(shellDist = path.join(ROOT, SHELL.dir, 'dist')) {
  const manifest = path.join(shellDist, 'boot-assets.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: build the shell first`);
  const { files, css = [] } = JSON.parse(readFileSync(manifest, 'utf8'));
  const prerender = path.join(shellDist, 'prerender.json');
  const prerendered = existsSync(prerender) ? JSON.parse(readFileSync(prerender, 'utf8')) : null;
  // The login form's own chunks (named by the prerendered page, before the boot's) and the boot.
  const scripts = prerendered?.pages?.['/'] ? [...(prerendered.routeScripts?.['/'] ?? []), ...files] : files;
  const sized = (list) =>
    list.map((file) => {
      const gzip = gzipBytes(path.join(shellDist, file));
      return { file, gzip, wire: wireBytes(path.join(shellDist, file), gzip) };
    });
  const rows = sized(scripts);
  const cssRows = sized(css);
  return {
    files: rows,
    requests: rows.length,
    bytes: rows.reduce((sum, r) => sum + r.gzip, 0),
    /** The same files as a browser accepting brotli receives them (npm start's server sends the twins). */
    wireBytes: rows.reduce((sum, r) => sum + r.wire, 0),
    css: cssRows,
    cssBytes: cssRows.reduce((sum, r) => sum + r.gzip, 0),
    prerendered: Boolean(prerendered?.pages?.['/']),
  };
}

/** Every remote's remoteEntry.js with its gzip size (a remote not built yet is left out); `root`: a checkout's. */
export function remoteEntries(remotes = REMOTES, root = ROOT) {
  return remotes
    .map((app) => ({ app: app.dir, file: path.join(root, app.dir, 'dist', 'remoteEntry.js') }))
    .filter((r) => existsSync(r.file))
    .map((r) => ({ app: r.app, gzip: gzipBytes(r.file) }));
}

/** Every budget with its figure and whether it holds, for the test and BENCHMARKS.md. */
export function budgetReport() {
  const login = loginRoute();
  const entries = remoteEntries();
  return [
    { what: 'login route JavaScript (gzip)', figure: login.bytes, budget: BUDGETS.loginBytes, unit: 'B' },
    {
      what: 'login route JavaScript requests',
      figure: login.requests,
      budget: BUDGETS.loginRequests,
      unit: '',
    },
    ...entries.map((e) => ({
      what: `${e.app} remoteEntry.js (gzip)`,
      figure: e.gzip,
      budget: BUDGETS.remoteEntryBytes,
      unit: 'B',
    })),
  ].map((row) => ({ ...row, ok: row.figure <= row.budget }));
}
