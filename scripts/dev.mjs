// `npm run dev`: webpack dev servers with hot reload for the front ends (all, or those named:
// `npm run dev -- shell mfe-pricing`; the others are served from their built dist) plus the API in watch mode.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, SHELL } from '../tooling/webpack/apps.mjs';
import { buildApps, ROOT } from './build-apps.mjs';
import { shutdown, start } from './processes.mjs';
import { writeRuntimeConfigsTo } from './write-runtime-configs.mjs';
import { serveStatic } from './serve-static.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'no-api': { type: 'boolean' } },
});
const hot = positionals.length ? APPS.filter((a) => positionals.includes(a.dir)) : APPS;
const cold = APPS.filter((a) => !hot.includes(a));

const servers = [];
const closeServers = () =>
  Promise.all(servers.map((s) => new Promise((r) => (s.close(() => r()), s.closeAllConnections()))));
process.once('SIGINT', () => void shutdown(0, closeServers));
process.once('SIGTERM', () => void shutdown(0, closeServers));

if (cold.length) {
  await buildApps({ apps: cold });
  writeRuntimeConfigsTo(cold);
  for (const app of cold) {
    servers.push(
      await serveStatic({
        root: path.join(ROOT, app.dir, 'dist'),
        port: app.port,
        spa: app === SHELL,
        cors: true,
      }),
    );
    console.log(`[dev] ${app.dir} (built) on http://localhost:${app.port}`);
  }
}

if (!values['no-api']) start('api', 'npm', ['run', 'dev', '-w', 'api'], { cwd: ROOT });
const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
for (const app of hot) {
  start(app.dir, process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(ROOT, app.dir),
  });
}
console.log(
  '[dev] Alfie answers at http://localhost:3000 once the dev servers have compiled (Ctrl-C stops all)',
);
