// BENCH_BASELINE=<folder>: another build of the front ends, measured in the same run as this one, page by page in
// turn, so "before" and "after" see the same machine. The folder is the root of a checkout of the code to compare
// against with its front ends built (`git worktree add <folder> <commit>`, then `npm ci` and `npm run build` in
// it). Its shell and remotes are served on this run's ports plus BASELINE_OFFSET against this run's API (the API's
// calls are unchanged for the front ends), its config.json rewritten to name those ports.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paymentConfig, shellConfig } from '../../scripts/runtime-config.mjs';
import { SERVING, serveFrontEnds, serveInChild } from '../../scripts/serve-front-ends.mjs';
import { loginRoute, remoteEntries } from '../../tooling/budgets/budgets.mjs';
import { APPS, MANIFEST_FILE, REMOTES, SHELL } from '../../tooling/webpack/apps.mjs';

export const BASELINE_OFFSET = 100;

/** The baseline's folder (BENCH_BASELINE), checked for built front ends; null when the run has none. */
export function baselineRoot(env = process.env) {
  if (!env.BENCH_BASELINE) return null;
  const root = path.resolve(env.BENCH_BASELINE);
  const missing = APPS.filter((app) => !existsSync(path.join(root, app.dir, 'dist', 'index.html')));
  if (missing.length)
    throw new Error(
      `BENCH_BASELINE=${root}: no build of ${missing.map((a) => a.dir).join(', ')} (npm run build there)`,
    );
  return root;
}

/** Where the baseline answers what this build answers at `url`: the same path on its port plus the offset. */
export function baselineUrl(url) {
  const target = new URL(url);
  target.port = String(Number(target.port) + BASELINE_OFFSET);
  return target.href;
}

/** The baseline checkout's commit and its date, for the report (its subject is one `git show` away). */
export function baselineLabel(root) {
  try {
    return execFileSync('git', ['-C', root, 'log', '-1', '--format=%h, committed %cs'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return root;
  }
}

/** Serves the baseline's front ends (run by serveBaseline, as a script). */
async function serveHere(root, env) {
  const origin = (app) => `http://localhost:${app.port + BASELINE_OFFSET}`;
  const config = {
    ...shellConfig(env),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `${origin(r)}/${MANIFEST_FILE}`])),
  };
  const configs = { [SHELL.name]: config, mfe_payment: paymentConfig(env) };
  const builds = APPS.map((app) => ({
    app,
    root: path.join(root, app.dir, 'dist'),
    port: app.port + BASELINE_OFFSET,
  }));
  for (const { app, root: dist } of builds)
    if (configs[app.name])
      writeFileSync(path.join(dist, 'config.json'), `${JSON.stringify(configs[app.name])}\n`);
  await serveFrontEnds(builds, { config, shellOrigin: origin(SHELL) });
}

/**
 * Serves the baseline's front ends from a process of their own, as this build's are (`npm start`), and resolves with
 * a stop() once they answer. Served from the bench's own process, whose event loop takes Lighthouse's trace during
 * each load, the baseline's signup and dashboard measured better than this build in 6 runs of 6; from processes of
 * their own, the two builds were within each other's spread (docs/performance.md).
 */
export const serveBaseline = (root) => serveInChild(import.meta.filename, [root]);

/** The origins the API must allow for the baseline's pages. */
export const baselineOrigins = () => APPS.map((app) => `http://localhost:${app.port + BASELINE_OFFSET}`);

/** The static byte figures of a build: the login route's JavaScript and the remotes' entries (gzip 9). */
export function staticFigures(root) {
  const login = loginRoute(path.join(root, SHELL.dir, 'dist'));
  const entries = remoteEntries(REMOTES, root).map((e) => e.gzip);
  return {
    loginBytes: login.bytes,
    loginRequests: login.requests,
    entries: [Math.min(...entries), Math.max(...entries)],
  };
}

// `node e2e/bench/baseline.mjs <folder>`: the baseline's servers, as serveBaseline starts them.
if (import.meta.filename === process.argv[1]) {
  await serveHere(path.resolve(process.argv[2]), process.env);
  console.log(SERVING);
}
