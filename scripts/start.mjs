// `npm start`: builds the front ends that are not built, writes their config.json from the environment, starts
// the API (embedded database with demo data unless DATABASE_URL says otherwise) and serves every front end on its
// port; Ctrl-C or SIGTERM stops everything. The product answers at http://localhost:3000.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS } from '../tooling/webpack/apps.mjs';
import { buildApps, ROOT } from './build-apps.mjs';
import { isStopping, shutdown, start } from './processes.mjs';
import { writeRuntimeConfigsTo } from './write-runtime-configs.mjs';
import { serveFrontEnds } from './serve-front-ends.mjs';
import { shellOrigin } from './page-headers.mjs';
import { shellConfig } from './runtime-config.mjs';

const { values } = parseArgs({
  options: { 'no-api': { type: 'boolean' }, 'force-build': { type: 'boolean' } },
});

const servers = [];
const closeServers = () =>
  Promise.all(servers.map((s) => new Promise((r) => (s.close(() => r()), s.closeAllConnections()))));
process.once('SIGINT', () => void shutdown(0, closeServers));
process.once('SIGTERM', () => void shutdown(0, closeServers));

try {
  await buildApps({ force: values['force-build'] });
} catch (error) {
  console.error(`[start] ${error.message}`);
  await shutdown(1);
}
if (isStopping()) await new Promise(() => {});
writeRuntimeConfigsTo(APPS);

if (!values['no-api']) {
  if (existsSync(path.join(ROOT, 'api', 'src', 'server.ts'))) {
    const api = start('api', 'npm', ['run', 'start', '-w', 'api'], { cwd: ROOT, env: process.env });
    api.on('exit', (code, signal) => {
      if (isStopping()) return;
      console.error(`[start] the API stopped (${signal ?? code}); stopping everything`);
      void shutdown(code || 1, closeServers);
    });
  } else {
    console.warn('[start] api/src/server.ts does not exist yet: serving the front ends only');
  }
}

// The pages' CSP allows what config.json names (remotes, API, PayPal SDK), from the same environment.
const builds = APPS.map((app) => ({ app, root: path.join(ROOT, app.dir, 'dist'), port: app.port }));
servers.push(
  ...(await serveFrontEnds(builds, {
    config: shellConfig(process.env),
    shellOrigin: shellOrigin(process.env),
  })),
);
for (const app of APPS) console.log(`[start] ${app.dir} on http://localhost:${app.port}`);
console.log('[start] Alfie answers at http://localhost:3000 (Ctrl-C stops everything)');
