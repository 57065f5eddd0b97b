// The production-like stack of docker-compose.yml without Docker: every front end released into versioned
// folders by scripts/release.mjs, config.json rendered by deploy/web/render-config.sh, PostgreSQL migrated by the
// migration job's command, two API replicas, and nginx with the project's configurations in front.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, REMOTES } from '../../../tooling/webpack/apps.mjs';
import { release, versionVariable } from '../../../scripts/release.mjs';
import { ROOT, migrate, seedDemoData, startApi } from './api.mjs';
import { startNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';

export const PORTS = {
  proxy: 8090,
  shell: 4111,
  remotes: Object.fromEntries(REMOTES.map((r, i) => [r.dir, 4112 + i])),
};
export const API_PORTS = [4101, 4102];

/** Runs deploy/web/render-config.sh (the container's start step) with the versions in use. */
export function renderConfig(runtimeDir, versions) {
  const env = {
    PATH: process.env.PATH,
    ALFIE_RUNTIME_DIR: runtimeDir,
    API_BASE_URL: '/api',
    PAYPAL_CLIENT_ID: 'deploy-test-client',
    ...Object.fromEntries(APPS.map((a) => [versionVariable(a), versions[a.dir]])),
  };
  const r = spawnSync('sh', [path.join(ROOT, 'deploy/web/render-config.sh')], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`render-config.sh failed: ${r.stderr}`);
  return JSON.parse(readFileSync(path.join(runtimeDir, 'config.json'), 'utf8'));
}

/**
 * Releases every front end at its package.json version into `releases`; returns { versions, seconds }. A remote the
 * journeys already built from these sources is copied, not built again; the shell is always built (its release
 * has a public path of its own), and the single-remote release below builds from a checkout.
 */
export function releaseAll(releases) {
  const started = Date.now();
  const versions = {};
  for (const app of APPS) {
    versions[app.dir] = release({
      app: app.dir,
      out: releases,
      quiet: true,
      reuseFresh: true,
      log: () => {},
    }).version;
  }
  return { versions, seconds: (Date.now() - started) / 1000 };
}

export async function startStack() {
  // Under the system temporary folder, not the repository: nginx runs as nobody, who may not be able to enter
  // the folder a clone lives in.
  const work = mkdtempSync(path.join(tmpdir(), 'alfie-deploy-test-'));
  chmodSync(work, 0o755);
  const releases = path.join(work, 'releases');
  const runtimeDir = path.join(work, 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const stops = [];
  const stack = {
    work,
    releases,
    runtimeDir,
    versions: {},
    timings: {},
    apis: [],
    async stop() {
      for (const stop of stops.reverse()) await stop().catch((err) => console.error(err));
      rmSync(work, { recursive: true, force: true });
    },
  };
  try {
    let t = Date.now();
    const built = releaseAll(releases);
    stack.versions = built.versions;
    stack.timings.releaseAllSeconds = built.seconds;
    renderConfig(runtimeDir, stack.versions);

    t = Date.now();
    const database = await startPostgres('alfie_deploy');
    stops.push(() => database.stop());
    stack.databaseUrl = database.url;
    await migrate(database.url);
    await seedDemoData(database.url);
    stack.timings.databaseSeconds = (Date.now() - t) / 1000;

    t = Date.now();
    for (const port of API_PORTS) {
      const api = await startApi({
        port,
        databaseUrl: database.url,
        env: { APP_URL: `http://127.0.0.1:${PORTS.proxy}`, LOG_LEVEL: 'info' },
      });
      stops.push(() => api.stop());
      stack.apis.push(api);
    }
    stack.timings.apiSeconds = (Date.now() - t) / 1000;

    const nginx = await startNginx({
      releases,
      runtimeDir,
      shellVersion: stack.versions.shell,
      ports: PORTS,
      apiPorts: API_PORTS,
    });
    stops.push(() => nginx.stop());
    stack.nginx = nginx;
    stack.url = nginx.url;
    return stack;
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
