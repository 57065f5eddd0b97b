// The remotes are webpack containers built with webpack's own plugin, which the shell loads itself
// (shell/src/federation/federation-host.ts): no federation runtime on the page. Version rule: webpack's own for a
// singleton, the version loaded first, and the shell registers its modules first, loaded; so a remote built with a
// newer React than the shell's still gets the shell's. A remote released before, built with
// @module-federation/enhanced and the runtime the shell lent it, must still load into this shell: it is built
// here the old way (`--env federation=enhanced`) and served in place of mfe-pricing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { it as t } from '../support/strings.ts';
import { gzipBytes } from '../../tooling/budgets/budgets.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRICING_ORIGIN = 'http://localhost:3003';

/** mfe-pricing built the way an older release was (`--env <env>` each), into a folder of its own. */
function buildOldPricing(envs: string[], prefix: string): string {
  const out = mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      ...envs.flatMap((env) => ['--env', env]),
      '--output-path',
      out,
    ],
    { cwd: path.join(ROOT, 'mfe-pricing'), stdio: 'ignore' },
  );
  return out;
}

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

/** The shell's chunk that lends @module-federation's runtime to a remote built with it. */
const LEGACY_CHUNK = /\/federation-legacy\.[0-9a-f]+\.js$/;

test("a remote registering a newer React than the shell's gets the shell's, and no federation runtime is fetched", async ({
  page,
  signInAs,
}) => {
  requireApi();
  // mfe-pricing's entry as a remote built with React 99 would register it (the version it provides, in its entry).
  let rewritten = 0;
  await page.route(`${PRICING_ORIGIN}/remoteEntry.js`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.text()).replace(/"(react|react-dom)","\d+\.\d+\.\d+"/g, (_, lib: string) => {
      rewritten += 1;
      return `"${lib}","99.0.0"`;
    });
    await route.fulfill({ response: answer, body });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // Two copies of React on the page would fail the page's first hook ("Invalid hook call").
  await expectPricingLoads(page, signInAs);
  expect(rewritten).toBe(2);
  expect(scripts.filter((s) => LEGACY_CHUNK.test(s))).toEqual([]);
});

/** A front end's pin of `dep` (package.json), by folder. */
function pins(dep: string): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {};
  for (const dir of readdirSync(ROOT)) {
    if (dir !== 'shell' && !dir.startsWith('mfe-')) continue;
    const file = path.join(ROOT, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    found[dir] = pkg.dependencies?.[dep] ?? pkg.devDependencies?.[dep];
  }
  return found;
}

test('the runtime the shell lends is the one the remotes built with @module-federation/enhanced were built for', () => {
  // The shell's @module-federation/runtime-core and the remotes' @module-federation/enhanced (what `--env
  // federation=enhanced` builds with) move together, exact versions of the same release.
  const { shell: lent, ...remotes } = pins('@module-federation/runtime-core');
  expect(lent).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Object.values(remotes).filter(Boolean)).toEqual([]);
  const built = Object.entries(pins('@module-federation/enhanced')).filter(([, pin]) => pin);
  expect(built.map(([dir]) => dir).sort()).toEqual(Object.keys(remotes).sort());
  for (const [dir, pin] of built) expect(pin, dir).toBe(lent);
});

test.describe('a remote built with @module-federation/enhanced, as released before', () => {
  let out = '';

  test.beforeAll(() => {
    test.setTimeout(300_000);
    out = buildOldPricing(['federation=enhanced'], 'alfie-enhanced-remote-');
  });

  test.afterAll(() => rmSync(out, { recursive: true, force: true }));

  test("loads into the shell, which lends it that plugin's runtime", async ({ page, signInAs }) => {
    requireApi();
    const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
      metaData: { pluginVersion?: string };
    };
    expect(manifest.metaData.pluginVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const served = await serveInPlaceOfPricing(page, out);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await expectPricingLoads(page, signInAs);
    expect(served).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
    expect(scripts.filter((s) => LEGACY_CHUNK.test(s))).toHaveLength(1);
  });
});

// Older still: a remote with its own copy of that runtime, which shared every @alfie/shared subpath. Remotes now
// share only the stateful subpaths and bundle the rest (tooling/webpack/shared-singletons.mjs), and the shell
// provides only those (host-share-scope.mjs): such a remote takes the stateful ones from the shell and falls back
// to its own copy of its contracts and components.
test.describe('a remote with its own federation runtime, built when every @alfie/shared subpath was shared', () => {
  let out = '';

  test.beforeAll(() => {
    test.setTimeout(300_000);
    out = buildOldPricing(
      ['federation=enhanced', 'federationRuntime=bundled', 'shareAllShared'],
      'alfie-all-shared-remote-',
    );
  });

  test.afterAll(() => rmSync(out, { recursive: true, force: true }));

  test('loads into the shell, with its own copy of the subpaths the shell does not provide', async ({
    page,
    signInAs,
  }) => {
    requireApi();
    const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    expect(manifest.shared.map((s) => s.name)).toContain('@alfie/shared/contracts');
    // The old way: the remote's entry carries the runtime (about twice the budget of an entry today).
    expect(gzipBytes(path.join(out, 'remoteEntry.js'))).toBeGreaterThan(15 * 1024);
    await serveInPlaceOfPricing(page, out);
    await expectPricingLoads(page, signInAs);
  });
});
