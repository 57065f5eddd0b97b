// End-to-end journeys across the composed product in Debian Chromium: the API on a fresh embedded database
// (temporary DATA_DIR, demo data, mails written as .eml files) and the eight built front ends.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_URL, FAKE_PAYPAL_SDK_URL, SHELL_URL } from './support/urls.ts';
import { FLIGHT_STATUS_KEY, FLIGHT_STATUS_URL } from './support/flight-status.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// Set once in the main process; workers inherit it, so every test reads the mails of the same API.
process.env.ALFIE_E2E_DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'alfie-e2e-'));
const DATA_DIR = process.env.ALFIE_E2E_DATA_DIR;
// While the API is being written the federation journeys still run; journeys that need it skip (support/api.ts).
const apiExists = existsSync(path.join(ROOT, 'api', 'src', 'server.ts'));
process.env.ALFIE_E2E_API = apiExists ? '1' : '';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  // One worker: on two cores the journeys are CPU-bound (Chromium, the API, the static servers), and a second worker
  // made each journey twice as slow for no gain in wall time. Every journey still owns the rows it decides on, so
  // `--workers=2` (or more cores) runs them side by side safely.
  workers: 1,
  // In CI a failure is run once more for its trace, and a journey that passes only on that retry fails the run:
  // a flaky journey is a defect, not noise.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // The screenshots check nothing: they are pictures for people, taken on demand (`npm run screenshots -w e2e`).
      testIgnore: process.env.SCREENSHOTS ? /password-reset/ : /password-reset|screenshots/,
    },
    {
      // Changes a demo password: runs after every other journey so none of them sees it changed.
      name: 'password-reset',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: /password-reset/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    ...(apiExists ? [flightStatusServer(), apiServer()] : []),
    {
      // Builds the front ends whose dist is missing or stale, writes config.json, serves 3000-3007.
      command: 'node scripts/start.mjs --no-api',
      cwd: ROOT,
      url: `${SHELL_URL}/config.json`,
      reuseExistingServer: false,
      // A cold build of eight front ends on a 2-core CI machine takes minutes (the shell is minified by terser).
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      // The pages' CSP names the configured SDK's origin: the payment journeys serve a fake one there (config.json
      // gets a client id only from the journeys that use it, so no other page loads the SDK).
      env: { PAYPAL_SDK_URL: FAKE_PAYPAL_SDK_URL },
    },
  ],
});

function apiServer() {
  return {
    command: 'npm run start -w api',
    cwd: ROOT,
    url: `${API_URL}/health`,
    // A fresh database per run: never attach to an API someone left running.
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: '4000',
      DATA_DIR,
      SEED_DEMO: 'true',
      // Empty means unset for the API: mails become .eml files under DATA_DIR/mail, which the tests read.
      SMTP_URL: '',
      DATABASE_URL: '',
      APP_URL: SHELL_URL,
      NODE_ENV: 'test',
      // Flights are tracked against the run's fake provider (`npm start` has no key: tracking off there).
      FLIGHT_STATUS_URL,
      FLIGHT_STATUS_KEY,
    },
  } as const;
}

/** The fake flight-status provider the journeys set flights on (support/flight-status-server.ts). */
function flightStatusServer() {
  return {
    command: 'node support/flight-status-server.ts',
    cwd: import.meta.dirname,
    url: `${FLIGHT_STATUS_URL}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  } as const;
}
