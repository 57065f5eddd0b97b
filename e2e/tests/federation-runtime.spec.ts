// The shell provides the federation runtime to the remotes (tooling/webpack/federated-app.mjs): a remote's
// remoteEntry.js no longer carries its own. Version rule: every front end pins the same exact
// @module-federation/enhanced, and an upgrade is released shell first. A remote built before the switch (with its
// own runtime) must still load into this shell: it is built here the old way and served in place of mfe-pricing.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { it as t } from '../support/strings.ts';
import { gzipBytes } from '../../tooling/budgets/budgets.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRICING_ORIGIN = 'http://localhost:3003';

/** mfe-pricing built the way an older release was (`--env <env>`), into a folder of its own. */
async function buildOldPricing(env: string, prefix: string): Promise<string> {
  const out = mkdtempSync(path.join(os.tmpdir(), prefix));
  await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--env',
      env,
      '--output-path',
      out,
    ],
    { cwd: path.join(ROOT, 'mfe-pricing'), maxBuffer: 64 * 1024 * 1024 },
  );
  return out;
}

// Both old builds start together, once for the file: webpack spends much of a build on one core, so two at a time
// take about the time of one on a two-core machine.
let builds: Promise<[string, string]> | undefined;
const oldBuilds = () =>
  (builds ??= Promise.all([
    buildOldPricing('federationRuntime=bundled', 'alfie-old-remote-'),
    buildOldPricing('shareAllShared', 'alfie-all-shared-remote-'),
  ]));
test.afterAll(async () => {
  if (!builds) return;
  for (const out of await builds) rmSync(out, { recursive: true, force: true });
});

/** Serves `out` in place of the deployed mfe-pricing; answers the names of the files served. */
async function serveInPlaceOfPricing(page: Page, out: string): Promise<string[]> {
  const served: string[] = [];
  await page.route(`${PRICING_ORIGIN}/**`, async (route) => {
    const file = path.join(out, new URL(route.request().url()).pathname);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    served.push(path.basename(file));
    await route.fulfill({ path: file, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return served;
}

/** The pricing page opens with its heading, no "section unavailable" and no page error. */
async function expectPricingLoads(page: Page, signInAs: (role: 'admin', to: string) => Promise<unknown>) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs('admin', '/pricing');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(t['SECTION.UNAVAILABLE'])).toHaveCount(0);
  expect(errors).toEqual([]);
}

test('every front end pins the same exact @module-federation/enhanced', () => {
  const pins = readdirSync(ROOT)
    .filter((d) => (d === 'shell' || d.startsWith('mfe-')) && existsSync(path.join(ROOT, d, 'package.json')))
    .map((d) => {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, d, 'package.json'), 'utf8'));
      return (
        pkg.devDependencies?.['@module-federation/enhanced'] ??
        pkg.dependencies?.['@module-federation/enhanced']
      );
    });
  expect(pins.length).toBeGreaterThan(1);
  expect(new Set(pins).size).toBe(1);
  expect(pins[0]).toMatch(/^\d+\.\d+\.\d+$/);
});

test.describe('a remote built with its own federation runtime', () => {
  let out = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    [out] = await oldBuilds();
  });

  test('loads into the shell that provides the runtime', async ({ page, signInAs }) => {
    requireApi();
    // The old way: the remote's entry carries the runtime (about twice the budget of a new one).
    expect(gzipBytes(path.join(out, 'remoteEntry.js'))).toBeGreaterThan(15 * 1024);
    const served = await serveInPlaceOfPricing(page, out);
    await expectPricingLoads(page, signInAs);
    expect(served).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
  });
});

// Remotes share only the stateful subpaths of @alfie/shared and bundle the rest (tooling/webpack/shared-singletons.mjs),
// and the shell provides only those (host-share-scope.mjs): a remote built before that change, which shares every
// subpath, takes the stateful ones from the shell and falls back to its own copy of its contracts and components.
test.describe('a remote built when every @alfie/shared subpath was shared', () => {
  let out = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    [, out] = await oldBuilds();
  });

  test('loads into the shell, with its own copy of the subpaths the shell does not provide', async ({
    page,
    signInAs,
  }) => {
    requireApi();
    const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    expect(manifest.shared.map((s) => s.name)).toContain('@alfie/shared/contracts');
    await serveInPlaceOfPricing(page, out);
    await expectPricingLoads(page, signInAs);
  });
});
