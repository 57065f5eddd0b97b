// The API as a deployment runs it: NODE_ENV=production, secrets set, no demo seed, migrations applied before by
// the one-shot job (api/src/db/migrate-cli.ts), one process per port (replicas), JSON logs on stdout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, run, waitForHttp } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The production environment of a replica (test values for the secrets). */
export function apiEnv(databaseUrl, extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'deploy-test-secret-0123456789-0123456789-abcdef',
    PAYPAL_CLIENT_ID: 'deploy-test-client',
    PAYPAL_CLIENT_SECRET: 'deploy-test-secret',
    // Nothing listens there: no test reaches PayPal.
    PAYPAL_API_BASE: 'http://127.0.0.1:4199',
    SEED_DEMO: 'false',
    // The flag the API needs so that only the migration job migrates (see docs/deploy.md).
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The migration job of docker-compose.yml, with the same command. */
export function migrate(databaseUrl) {
  return run(process.execPath, ['api/src/db/migrate-cli.ts'], { cwd: ROOT, env: apiEnv(databaseUrl) });
}

export function seedDemoData(databaseUrl) {
  return run(process.execPath, ['deploy/test/support/seed-demo.ts'], { cwd: ROOT, env: apiEnv(databaseUrl) });
}

export function enqueueMails(databaseUrl, count, runId) {
  return run(process.execPath, ['deploy/test/support/enqueue-mails.ts', String(count), runId], {
    cwd: ROOT,
    env: apiEnv(databaseUrl),
  });
}

/** Starts `node api/src/server.ts` on a port and waits until /health answers 200. */
export async function startApi({ port, databaseUrl, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `alfie-api-${port}-`));
  const proc = launch(process.execPath, ['api/src/server.ts'], {
    cwd: ROOT,
    env: apiEnv(databaseUrl, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }),
    name: `api:${port}`,
  });
  await waitForHttp(port, '/health', { proc, ok: (s) => s === 200, timeoutMs: 60_000 });
  return {
    port,
    proc,
    async stop() {
      const result = await proc.stop('SIGTERM', 20_000);
      rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}
