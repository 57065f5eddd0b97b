// The front end's byte budgets (docs/performance.md), read from the production dists the run just built: the login route's
// JavaScript and each remote's remoteEntry.js. A second journey counts what Chromium really fetches before the
// login form is interactive, so the static figure cannot drift from the browser's.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { it as t } from '../support/strings.ts';
import { CUSTOMER_STRINGS } from '../support/customer.ts';
import { R } from './requests-support.ts';
import { BUDGETS, REMOTE_DIRS, loginRoute, remoteEntries } from '../../tooling/budgets/budgets.mjs';

const SHELL_INDEX = path.resolve(import.meta.dirname, '../../shell/dist/index.html');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the login route stays within 12 JavaScript requests and 160 KB gzip', () => {
  const login = loginRoute();
  console.log(
    `login route: ${login.requests} JavaScript files, ${kb(login.bytes)} gzip (budget ${kb(BUDGETS.loginBytes)})`,
  );
  expect(login.requests).toBeLessThanOrEqual(BUDGETS.loginRequests);
  expect(login.bytes, login.files.map((f) => `${f.file} ${f.gzip}`).join('\n')).toBeLessThanOrEqual(
    BUDGETS.loginBytes,
  );
});

test('every remoteEntry.js stays within 12 KB gzip', () => {
  const entries = remoteEntries();
  expect(entries.map((e) => e.app)).toEqual(REMOTE_DIRS);
  for (const entry of entries) {
    expect(entry.gzip, `${entry.app}/remoteEntry.js: ${kb(entry.gzip)}`).toBeLessThanOrEqual(
      BUDGETS.remoteEntryBytes,
    );
  }
});

// react-router's package exports its development build under every condition; the build takes its production
// build (tooling/webpack/federated-app.mjs), without the dev warnings' code and texts.
test("no production bundle carries react-router's development build", () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const scripts = ['shell', ...REMOTE_DIRS].flatMap((dir) =>
    readdirSync(path.join(root, dir, 'dist'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(dir, 'dist', file)),
  );
  expect(scripts.length).toBeGreaterThan(REMOTE_DIRS.length);
  const withWarnings = scripts.filter((file) =>
    readFileSync(path.join(root, file), 'utf8').includes('No routes matched location'),
  );
  expect(withWarnings).toEqual([]);
});

test('Chromium fetches the JavaScript the build says before the login form is interactive', async ({
  page,
}) => {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      url: response.url(),
      bytes: response
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
    });
  });
  await page.goto('/');
  // The prerendered form is on screen at once; it becomes interactive when the app has hydrated it.
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: t['LOGIN.SUBMIT'] })).toBeEnabled();
  const seen = scripts.slice();
  const bytes = (await Promise.all(seen.map((s) => s.bytes))).reduce((sum, b) => sum + b, 0);
  const login = loginRoute();
  console.log(`browser: ${seen.length} JavaScript requests, ${kb(bytes)} on the wire before the form`);

  const fetched = seen.map((s) => new URL(s.url).pathname.slice(1)).sort();
  expect(fetched).toEqual(login.files.map((f) => f.file).sort());
  // The static server sends the build's brotli twins (the budget reads gzip level 9) and files under 1 KB as they are.
  expect(Math.abs(bytes - login.wireBytes) / login.wireBytes).toBeLessThan(0.05);
});

test("a signed-in page takes the shell's federation and API client chunks from the preloads of index.html: one request each", async ({
  page,
  signInAs,
}) => {
  requireApi();
  const preloaded = [
    ...readFileSync(SHELL_INDEX, 'utf8').matchAll(/<link rel=preload as=script href=([^\s>]+)/g),
  ].map((m) => m[1] ?? '');
  // The chunk that loads the remotes (shell/src/federation/register-remotes.ts), then the API client's axios instance
  // (shared/src/api/http.ts), whose axios code webpack may put in a chunk of its own beside it.
  expect(preloaded[0]).toMatch(/^federation-host\./);
  expect(preloaded.filter((file) => /^api-http\./.test(file))).toHaveLength(1);
  expect(preloaded.length).toBeLessThanOrEqual(3);
  // The icon is written into the page (tooling/webpack/inline-favicon-plugin.mjs): no request of its own.
  expect(readFileSync(SHELL_INDEX, 'utf8')).toMatch(/<link rel=icon href=data:image\/svg\+xml,/);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'other'].includes(request.resourceType()))
      scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await signInAs('operator', '/richieste');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const file of preloaded)
    expect(
      scripts.filter((s) => s === file),
      file,
    ).toHaveLength(1);
  expect(scripts.filter((s) => /favicon/.test(s))).toEqual([]);
});

test("a signed-in page opened afresh asks for its remote's entry and page from main.js, once each", async ({
  page,
  signInAs,
}) => {
  requireApi();
  await signInAs('operator', '/richieste');
  await expect(page.locator('section.urgent-requests')).toBeVisible();
  // Who asked for each script: the first frame of the initiator's stack (Chromium's own record of the request).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: { file: string; by: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    if (type !== 'Script') return;
    const by = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? '';
    asked.push({
      file: new URL(request.url).pathname.slice(1),
      by: new URL(by || 'about:blank').pathname.slice(1),
    });
  });
  await page.reload();
  await expect(page.locator('section.urgent-requests')).toBeVisible();
  const pageFiles = asked.filter(({ file }) =>
    /^(remoteEntry\.js|__federation_expose_RequestsPage\.)/.test(file),
  );
  // From the manifest read by main.js (shell/src/app/route-preload.ts), beside the boot chunks: not by the shell's
  // federation chunk once it has downloaded and run; and that chunk takes those, asking again for none.
  expect(pageFiles.map(({ by }) => by)).toEqual(['main.js', 'main.js']);
  await cdp.detach();
});

const FIRST_CALLS = [
  {
    page: 'the new request form',
    user: 'customer',
    path: '/landing-richiesta',
    shown: (page: Page) =>
      expect(page.getByLabel(CUSTOMER_STRINGS.it.businessName, { exact: true })).not.toHaveValue(''),
    calls: ['/Customer/alfie/currentcustomer', '/system/alfie/get-cities', '/request/alfie/price-rules'],
  },
  {
    page: 'the business dashboard',
    user: 'operator',
    path: '/richieste',
    shown: (page: Page) => expect(page.locator('section.urgent-requests')).toBeVisible(),
    calls: ['/request/alfie/active-requests/', '/request/alfie/dispatch-board'],
  },
  {
    page: "the recruiter's applicants",
    user: 'recruiter',
    path: '/nuovi-PA',
    // The hint under the table shows once its rows are there.
    shown: (page: Page) => expect(page.locator('.recruiting-hint')).toBeVisible(),
    calls: [
      '/PersonalAssistant/alfie/personal-assistants/',
      '/personalassistant/alfie/personal-assistant-cities',
    ],
  },
  {
    page: "the PA's open requests",
    user: 'pa',
    path: '/pa',
    shown: (page: Page) => expect(page.getByRole('article').first()).toBeVisible(),
    calls: ['/pa/alfie/open-requests'],
  },
] as const;

for (const { page: name, user, path: address, shown, calls: first } of FIRST_CALLS)
  test(`${name} opened afresh takes the first calls main.js sent, each sent once`, async ({
    page,
    signInAs,
  }) => {
    requireApi();
    await signInAs(user, address);
    await shown(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const calls: { path: string; by: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
      if (type !== 'Fetch' || request.method !== 'GET' || !/:4000\//.test(request.url)) return;
      const by = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? '';
      calls.push({ path: new URL(request.url).pathname, by: new URL(by || 'about:blank').pathname.slice(1) });
    });
    await page.reload();
    await shown(page);
    // Declared in the remote's manifest (its src/pages/first-calls.json), sent by the shell's main.js as soon as it
    // read it; the page, whose code came after, asked the same addresses and took those answers
    // (shell/src/federation/sent-calls-transport.ts). The dashboard's board names the current hour: a reload across
    // the hour's turn would ask it twice.
    for (const path of first)
      expect(
        calls.filter((c) => c.path === path),
        path,
      ).toEqual([{ path, by: 'main.js' }]);
    await cdp.detach();
  });

test('the form libraries come with a page that has a form, and with no other signed-in page', async ({
  page,
  signInAs,
}) => {
  requireApi();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const formsChunk = (list: string[]) => list.filter((s) => /^\/forms\.[0-9a-f]+\.js$/.test(s));

  // Signing in opens / first (the login form, which has them): what counts is the page opened afresh.
  await signInAs('operator', '/richieste');
  await expect(page.locator('section.urgent-requests')).toBeVisible();
  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: R.it.businessTitle })).toBeVisible();
  await expect(page.locator('section.urgent-requests')).toBeVisible();
  expect(scripts.some((s) => s.endsWith('/remoteEntry.js'))).toBe(true);
  expect(formsChunk(scripts)).toEqual([]);
  expect(scripts.some((s) => /^\/login\./.test(s))).toBe(false);

  const businessName = page.getByLabel(CUSTOMER_STRINGS.it.businessName, { exact: true });
  await signInAs('customer', '/landing-richiesta');
  await expect(businessName).not.toHaveValue('');
  scripts.length = 0;
  await page.reload();
  await expect(businessName).not.toHaveValue('');
  expect(formsChunk(scripts)).toHaveLength(1);
});
