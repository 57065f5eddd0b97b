// The one-bundle comparison build (tooling/webpack/one-bundle.mjs) for the front-end bench's federation overhead:
// built every run, served beside the product for that run only, from a process of its own as the product's front
// ends are (`npm start`) and as the baseline's are (baseline.mjs): a server in the bench's own process answers
// while that process's event loop takes Lighthouse's trace, which favoured the build it served (docs/performance.md).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellOrigin } from '../../scripts/page-headers.mjs';
import { shellConfig } from '../../scripts/runtime-config.mjs';
import { SERVING, serveFrontEnds, serveInChild } from '../../scripts/serve-front-ends.mjs';
import { SHELL } from '../../tooling/webpack/apps.mjs';
import { ONE_BUNDLE_DIST } from '../../tooling/webpack/one-bundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ONE_BUNDLE_PORT = 3010;

/** Builds the one-bundle comparison every run: `npm start`'s stale check does not know this build. */
export function buildOneBundle() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@alfie/shell', '--', '--env', 'oneBundle'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`one-bundle build: exit ${code}`)),
    );
  });
}

/** Serves the one-bundle build as the shell is served, from a child process; resolves with a stop(). */
export const serveOneBundle = () => serveInChild(import.meta.filename);

// `node e2e/bench/one-bundle.mjs`: the product's config.json without remotes (this build has none, so the shell asks
// for no remote manifest), the shell's page headers, on ONE_BUNDLE_PORT.
if (import.meta.filename === process.argv[1]) {
  const config = JSON.parse(readFileSync(path.join(ROOT, SHELL.dir, 'dist/config.json'), 'utf8'));
  writeFileSync(path.join(ONE_BUNDLE_DIST, 'config.json'), JSON.stringify({ ...config, remotes: {} }));
  await serveFrontEnds([{ app: SHELL, root: ONE_BUNDLE_DIST, port: ONE_BUNDLE_PORT }], {
    config: shellConfig(process.env),
    shellOrigin: shellOrigin(process.env),
  });
  console.log(SERVING);
}
