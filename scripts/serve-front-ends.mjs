// Serves built front ends the way `npm start` serves the product: the shell and the payment page answer their
// client-side routes with index.html, the remotes allow other origins (the shell loads them), and every HTML answer
// carries its page's security headers. `npm start` serves this checkout's builds with it; the front-end bench serves
// the builds it compares against (another checkout's, the one-bundle shell) with it too, each from a process of its
// own (serveInChild), since a server in the bench's own process answers while its event loop takes Lighthouse's trace.
import { spawn } from 'node:child_process';
import { inlineScriptHashes, pageHeaders, pageKind } from './page-headers.mjs';
import { serveStatic } from './serve-static.mjs';
import { SHELL } from '../tooling/webpack/apps.mjs';

/**
 * Serves each `{ app, root, port }` (an app of tooling/webpack/apps.mjs, its built folder, the port it answers on);
 * `config` and `shellOrigin` are what the pages' policies allow (runtime-config.mjs, page-headers.mjs).
 * Resolves with the servers, once all of them listen.
 */
export async function serveFrontEnds(builds, { config, shellOrigin }) {
  const servers = [];
  for (const { app, root, port } of builds) {
    const isShell = app.name === SHELL.name;
    servers.push(
      await serveStatic({
        root,
        port,
        spa: isShell || app.name === 'mfe_payment',
        cors: !isShell,
        pageHeaders: pageHeaders(pageKind(app.name), {
          config,
          shellOrigin,
          inlineScripts: isShell ? inlineScriptHashes(root) : [],
        }),
      }),
    );
  }
  return servers;
}

/** What a script run by serveInChild prints once its servers listen. */
export const SERVING = 'serving';

/**
 * Runs `node <script> ...args`, a script that serves with serveFrontEnds and then prints SERVING, and resolves
 * with a stop() once it does; rejects if the script ends first.
 */
export async function serveInChild(script, args = []) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script}: the servers stopped (${code})`)));
    child.stdout.on('data', (chunk) => String(chunk).includes(SERVING) && resolve());
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill();
      }),
  };
}
