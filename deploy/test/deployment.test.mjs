// The deployment, without Docker: every front end served from its versioned folder by nginx with the project's
// own configurations, two API replicas on PostgreSQL behind the same proxy. A browser logs in through it and
// opens one screen of every remote; then mfe-pricing alone is released again, switched in config.json and
// rolled back, and the shell and the other remotes are neither rebuilt nor downloaded again.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../tooling/webpack/apps.mjs';
import { fileHashes, release } from '../../scripts/release.mjs';
import { commonIt as t } from '@alfie/shared/i18n/locales/common-it';
import { ROOT } from './support/api.mjs';
import { chromiumAvailable, launchChromium, recordNetwork, withLocalPayPalSdk } from './support/browser.mjs';
import { nginxAvailable } from './support/nginx.mjs';
import { postgresAvailable } from './support/postgres.mjs';
import { renderConfig, startStack } from './support/stack.mjs';
import { fileStates, screens } from './support/screens.mjs';

const missing = [
  !nginxAvailable() && 'nginx (apt-get install -y nginx)',
  !postgresAvailable() && 'PostgreSQL',
  !chromiumAvailable() && 'Chromium',
].filter(Boolean);
const skip = missing.length ? `missing ${missing.join(', ')}` : false;

let stack;
let browser;
const started = Date.now();

before(async () => {
  if (skip) return;
  stack = await startStack();
  browser = await launchChromium();
  stack.timings.readySeconds = (Date.now() - started) / 1000;
  console.log(`# stack ready in ${stack.timings.readySeconds.toFixed(1)} s`, JSON.stringify(stack.timings));
});

after(async () => {
  await browser?.close();
  await stack?.stop();
  console.log(`# deployment suite: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

/** Logs in through the shell's form, as a person does. */
async function logIn(page, email) {
  await page.goto(`${stack.url}/`);
  await page.getByLabel(t['LOGIN.EMAIL']).fill(email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
}

/** The remote's page is on screen: a heading in <main>, no "section unavailable" panel. */
async function expectRemoteScreen(page, remoteDir) {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 20_000 });
  assert.equal(
    await page.getByText(t['SECTION.UNAVAILABLE']).count(),
    0,
    `${remoteDir}: unavailable panel shown`,
  );
}

describe('deployment through nginx', { skip }, () => {
  test('the shell works end to end: login, one screen per remote, no 404', { timeout: 120_000 }, async () => {
    const context = await withLocalPayPalSdk(await browser.newContext());
    const page = await context.newPage();
    const net = await recordNetwork(page);
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const cspViolations = watchCsp(page);

    for (const group of screens) {
      if (group.login) {
        await context.clearCookies();
        await page.goto(`${stack.url}/`);
        await page.evaluate(() => localStorage.clear());
        await logIn(page, group.login);
        await page.waitForURL((u) => u.pathname === group.home, { timeout: 20_000 });
      }
      for (const screen of group.screens) {
        await page.goto(`${stack.url}${screen.path}`);
        await expectRemoteScreen(page, screen.remote);
        const manifest = `/${screen.remote}/${stack.versions[screen.remote]}/mf-manifest.json`;
        assert.ok(
          net.entries().some((e) => e.url.endsWith(manifest) && (e.status === 200 || e.status === 304)),
          `${screen.path} loaded ${manifest}`,
        );
      }
    }
    await page.waitForLoadState('networkidle');
    const bad = net
      .entries()
      .filter((e) => e.status === 404 || e.status >= 500 || (e.failed && e.failed !== 'net::ERR_ABORTED'));
    assert.deepEqual(bad, [], 'no 404, no server error, no failed request in the network log');
    assert.deepEqual(pageErrors, [], 'no uncaught error in the page');
    assert.deepEqual(cspViolations, [], "every screen works under the pages' Content-Security-Policy");

    // Both replicas answered API calls through the one entry.
    const upstreams = new Set(
      stack.nginx
        .accessLog('proxy')
        .filter((l) => l.uri.startsWith('/api/'))
        .map((l) => l.upstream),
    );
    assert.ok(upstreams.size >= 2, `API calls reached both replicas (${[...upstreams].join(', ')})`);

    // The API logs JSON lines on stdout, tagged with the request id the proxy sent.
    const apiLines = stack.apis.flatMap((api) =>
      api.proc.lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)),
    );
    assert.ok(apiLines.length > 0, 'the API logged JSON lines');
    const proxyIds = new Set(
      stack.nginx
        .accessLog('proxy')
        .filter((l) => l.uri.startsWith('/api/'))
        .map((l) => l.request_id),
    );
    assert.ok(
      apiLines.some((l) => proxyIds.has(l.reqId)),
      'API log lines carry the proxy request id',
    );
    await context.close();
  });

  test('the mobile web view downloads only the payment remote', { timeout: 60_000 }, async () => {
    const context = await withLocalPayPalSdk(await browser.newContext());
    const page = await context.newPage();
    const net = await recordNetwork(page);
    const cspViolations = watchCsp(page);
    const version = stack.versions['mfe-payment'];
    await page.goto(`${stack.url}/mfe-payment/${version}/?token=x&requestId=1&amount=10&description=test`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(cspViolations, [], 'the payment page works under its Content-Security-Policy');
    assert.equal(new URL(page.url()).searchParams.has('token'), false, 'the token left the address bar');
    // The PayPal SDK is the one file from elsewhere (PayPal's own host); the rest must be mfe-payment's.
    const paths = net
      .entries()
      .filter((e) => new URL(e.url).hostname !== 'www.paypal.com')
      .map((e) => new URL(e.url).pathname);
    // config.json (API and PayPal settings) and the icon the browser asks for come from the origin.
    const outside = paths.filter(
      (p) => !p.startsWith(`/mfe-payment/${version}/`) && p !== '/config.json' && p !== '/favicon.ico',
    );
    assert.deepEqual(outside, [], 'nothing but mfe-payment and config.json');
    const icon = net.entries().find((e) => e.url.endsWith('/favicon.ico'));
    // Chromium may cancel its own icon fetch (net::ERR_ABORTED, seen on a browser reused across tests); one
    // that completed must be the shell's icon.
    if (icon && icon.failed !== 'net::ERR_ABORTED')
      assert.equal(icon.status, 200, `/favicon.ico is the shell icon: ${JSON.stringify(icon)}`);
    assert.ok(
      net.entries().every((e) => e.status < 400),
      'no failed request',
    );
    const bytes = net.entries().reduce((sum, e) => sum + e.bytes, 0);
    console.log(`# mobile web view: ${paths.length} requests, ${(bytes / 1024).toFixed(1)} KiB on the wire`);
    await net.stop();
    await context.close();
  });

  test(
    "a signed-in page opened afresh asks for its remote's entry and its first calls from main.js",
    { timeout: 60_000 },
    async () => {
      // config.json names each manifest by its path on this origin: main.js reads it against the page, preloads the
      // remote's entry and sends the page's declared first calls (shell/src/app/route-preload.ts) beside the boot.
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, 'customer@example.com');
      await page.waitForURL((u) => u.pathname === '/landing-richiesta', { timeout: 20_000 });
      await expectRemoteScreen(page, 'mfe-customer');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const asked = [];
      cdp.on('Network.requestWillBeSent', ({ request, initiator, loaderId, type }) => {
        const by = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? '';
        asked.push({
          path: new URL(request.url).pathname,
          by: by ? new URL(by).pathname.split('/').pop() : '',
          loaderId,
          type,
        });
      });
      await page.reload();
      await expectRemoteScreen(page, 'mfe-customer');
      // The reloaded document's requests only: the heading waited for above may still be the login form's (the
      // router keeps the old screen while the new one loads), and the first document's own load of the remote
      // may then still be under way when the reload starts.
      const { loaderId } = asked.find((a) => a.type === 'Document') ?? {};
      const askedBy = (path) =>
        asked.filter((a) => a.path === path && a.loaderId === loaderId).map((a) => a.by);
      assert.deepEqual(askedBy(`/mfe-customer/${stack.versions['mfe-customer']}/remoteEntry.js`), [
        'main.js',
      ]);
      assert.deepEqual(askedBy('/api/request/alfie/price-rules'), ['main.js']);
      await cdp.detach();
      await context.close();
    },
  );

  test('each asset class carries its cache policy', async () => {
    const v = stack.versions;
    const shellFiles = Object.keys(
      JSON.parse(readFileSync(path.join(stack.releases, 'shell', v.shell, 'release.json'), 'utf8')).files,
    );
    const pricingFiles = Object.keys(fileHashes(path.join(stack.releases, 'mfe-pricing', v['mfe-pricing'])));
    const hashedShell = shellFiles.find((f) => /\.[0-9a-f]{16,}\.js$/.test(f));
    const hashedPricing = pricingFiles.find((f) => /\.[0-9a-f]{16,}\.js$/.test(f));
    const cases = [
      ['/', 'no-cache'],
      ['/pricing', 'no-cache'],
      ['/config.json', 'no-cache'],
      [`/shell/${v.shell}/index.html`, 'no-cache'],
      [`/shell/${v.shell}/main.js`, 'no-cache'],
      [`/shell/${v.shell}/${hashedShell}`, 'public, max-age=31536000, immutable'],
      [`/mfe-pricing/${v['mfe-pricing']}/mf-manifest.json`, 'no-cache'],
      [`/mfe-pricing/${v['mfe-pricing']}/remoteEntry.js`, 'no-cache'],
      [`/mfe-pricing/${v['mfe-pricing']}/${hashedPricing}`, 'public, max-age=31536000, immutable'],
    ];
    const rows = [];
    for (const [url, expected] of cases) {
      const res = await fetch(`${stack.url}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      const body = await res.arrayBuffer();
      rows.push({
        url,
        status: res.status,
        cache: res.headers.get('cache-control'),
        type: res.headers.get('content-type'),
        encoding: res.headers.get('content-encoding'),
        etag: Boolean(res.headers.get('etag')),
        bytes: body.byteLength,
      });
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('cache-control'), expected, url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
    }
    // A script goes out as the build compressed it (its .gz twin, nginx's gzip_static), not compressed per answer.
    const shellDir = path.join(stack.releases, 'shell', v.shell);
    const twinned = shellFiles
      .filter((f) => f.endsWith('.js') && shellFiles.includes(`${f}.gz`))
      .sort((a, b) => statSync(path.join(shellDir, b)).size - statSync(path.join(shellDir, a)).size)[0];
    assert.ok(twinned, 'the shell release has scripts with a .gz twin');
    const script = await fetch(`${stack.url}/shell/${v.shell}/${twinned}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await script.arrayBuffer();
    assert.equal(script.headers.get('content-encoding'), 'gzip', twinned);
    assert.equal(
      Number(script.headers.get('content-length')),
      statSync(path.join(shellDir, `${twinned}.gz`)).size,
      `${twinned}: the build's gzip twin, sent as it is`,
    );
    const missingAsset = await fetch(
      `${stack.url}/mfe-pricing/${v['mfe-pricing']}/0.0123456789abcdef0123.js`,
    );
    assert.equal(missingAsset.status, 404);
    assert.equal(missingAsset.headers.get('cache-control'), null, 'a 404 is never cached as immutable');
    await checkPageHeaders(v);
    // The login and signup routes get their page prerendered at build time; every other route the empty shell.
    for (const [route, prerendered] of [
      ['/', true],
      ['/signup', true],
      ['/pricing', false],
    ]) {
      const html = await (await fetch(`${stack.url}${route}`)).text();
      assert.equal(html.includes(`data-prerendered="${route}"`), prerendered, `${route}: prerendered page`);
      assert.match(
        html,
        new RegExp(`src="?/shell/${v.shell}/main\\.js`),
        `${route}: scripts of this version`,
      );
    }
    const health = await fetch(`${stack.url}/api/health`);
    assert.equal(health.status, 200, '/api prefix stripped: /api/health reaches /health');
    console.log(
      '# cache headers through the proxy\n' + rows.map((r) => `#   ${JSON.stringify(r)}`).join('\n'),
    );
  });

  test(
    'mfe-pricing alone is released, switched in config.json and rolled back',
    { timeout: 180_000 },
    async () => {
      const before = fileStates(stack.releases);
      const oldVersion = stack.versions['mfe-pricing'];
      const newVersion = `${oldVersion}-next`;
      const marker = `Release ${newVersion} of mfe-pricing`;

      // A checkout of mfe-pricing with a visible change, built alone by the release script.
      const checkout = path.join(stack.work, 'checkout');
      mkdirSync(checkout);
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));
      symlinkSync(path.join(ROOT, 'tooling'), path.join(checkout, 'tooling'));
      symlinkSync(path.join(ROOT, 'scripts'), path.join(checkout, 'scripts'));
      cpSync(path.join(ROOT, 'mfe-pricing'), path.join(checkout, 'mfe-pricing'), {
        recursive: true,
        filter: (src) => !/\/(node_modules|dist)(\/|$)/.test(src),
      });
      markExposedPage(path.join(checkout, 'mfe-pricing'), './PricingPage', marker);
      const built = release({
        app: 'mfe-pricing',
        version: newVersion,
        out: stack.releases,
        source: checkout,
        quiet: true,
        log: () => {},
      });

      const afterBuild = fileStates(stack.releases);
      for (const [file, state] of Object.entries(before)) {
        assert.deepEqual(afterBuild[file], state, `${file} was not rebuilt or touched`);
      }
      const added = Object.keys(afterBuild).filter((f) => !(f in before));
      assert.ok(
        added.length > 0 && added.every((f) => f.startsWith(`mfe-pricing/${newVersion}/`)),
        'only the new folder was written',
      );

      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, 'admin@example.com');
      await page.waitForURL((u) => u.pathname === '/user-management');
      await page.goto(`${stack.url}/pricing`);
      await expectRemoteScreen(page, 'mfe-pricing');
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByText(marker).count(), 0);

      // Release: one entry of config.json changes (the container would re-render it at restart).
      const versions = { ...stack.versions, 'mfe-pricing': newVersion };
      const config = renderConfig(stack.runtimeDir, versions);
      assert.match(config.remotes.mfe_pricing, new RegExp(`/mfe-pricing/${newVersion}/mf-manifest.json$`));
      const net = await recordNetwork(page);
      const proxyLinesBefore = stack.nginx.accessLog('proxy').length;
      await page.reload();
      await page.getByText(marker).waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const otherApp = (url) => {
        const p = new URL(url, stack.url).pathname;
        return (
          p.startsWith('/shell/') ||
          REMOTES.some((r) => r.dir !== 'mfe-pricing' && p.startsWith(`/${r.dir}/`))
        );
      };
      // Browser side: everything of the other apps came from the cache or was revalidated (a 304 carries only
      // headers; Chromium reports some revalidated responses as 200, so the bytes on the wire decide).
      const downloaded = net.entries().filter((e) => !e.fromCache && e.status === 200);
      assert.deepEqual(
        downloaded.filter((e) => otherApp(e.url) && e.bytes > 1024).map((e) => `${e.url} (${e.bytes} B)`),
        [],
        'no file of the shell or another remote downloaded again (browser network log)',
      );
      // Server side: the proxy sent no body for them.
      const served = stack.nginx.accessLog('proxy').slice(proxyLinesBefore);
      assert.deepEqual(
        served.filter((l) => otherApp(l.uri) && l.status === 200).map((l) => l.uri),
        [],
        'no file of the shell or another remote served again (proxy access log)',
      );
      const pricing = downloaded.filter((e) =>
        new URL(e.url).pathname.startsWith(`/mfe-pricing/${newVersion}/`),
      );
      assert.ok(pricing.length > 0, 'the new version was downloaded');
      const bytes = net.entries().reduce((sum, e) => sum + e.bytes, 0);
      const pricingBytes = pricing.reduce((sum, e) => sum + e.bytes, 0);
      console.log(
        `# release of mfe-pricing ${newVersion}: built in ${built.seconds.toFixed(1)} s (${Object.keys(built.files).length} files, ${(built.bytes / 1024).toFixed(0)} KiB); reload transferred ${(bytes / 1024).toFixed(1)} KiB over ${net.entries().length} requests, ${(pricingBytes / 1024).toFixed(1)} KiB of it the new remote; revalidated (304) ${net.entries().filter((e) => e.status === 304).length}, from cache ${net.entries().filter((e) => e.fromCache).length}`,
      );

      // Rollback: the entry points at the old folder again, which was never removed.
      renderConfig(stack.runtimeDir, stack.versions);
      net.clear();
      await page.reload();
      await expectRemoteScreen(page, 'mfe-pricing');
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByText(marker).count(), 0, 'the old screen is back');
      assert.ok(
        net.entries().some((e) => new URL(e.url).pathname === `/mfe-pricing/${oldVersion}/mf-manifest.json`),
        'the old manifest is in use',
      );
      await net.stop();
      await context.close();
    },
  );
});

/** Collects the CSP violations Chromium reports on the console of a page. */
function watchCsp(page) {
  const seen = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** The security headers of each kind of page through the proxy, and none on scripts, JSON or PDFs. */
async function checkPageHeaders(v) {
  const pages = [
    ['/', "'self'", 'no-referrer', 'SAMEORIGIN'],
    ['/do-paypal-payment?token=x', "'self'", 'no-referrer', 'SAMEORIGIN'],
    [`/shell/${v.shell}/index.html`, "'self'", 'no-referrer', 'SAMEORIGIN'],
    [`/mfe-pricing/${v['mfe-pricing']}/`, "'self'", 'strict-origin-when-cross-origin', null],
    [`/mfe-payment/${v['mfe-payment']}/?token=x`, "'none'", 'no-referrer', 'DENY'],
    [`/mfe-payment/${v['mfe-payment']}/index.html`, "'none'", 'no-referrer', 'DENY'],
  ];
  for (const [url, ancestors, referrer, frameOptions] of pages) {
    const res = await fetch(`${stack.url}${url}`);
    await res.arrayBuffer();
    const csp = res.headers.get('content-security-policy') ?? '';
    const script = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.match(script, /'self'/, `${url}: script-src ${script}`);
    assert.doesNotMatch(
      script,
      /'unsafe-inline'|'unsafe-eval'|(^|\s)\*(\s|$)/,
      `${url}: script-src ${script}`,
    );
    assert.match(csp, /object-src 'none'/, url);
    assert.equal(/frame-ancestors ([^;]*)/.exec(csp)?.[1], ancestors, `${url}: frame-ancestors`);
    assert.equal(res.headers.get('referrer-policy'), referrer, `${url}: Referrer-Policy`);
    assert.equal(res.headers.get('x-frame-options'), frameOptions, `${url}: X-Frame-Options`);
    assert.equal(res.headers.get('strict-transport-security'), null, `${url}: no HSTS over plain HTTP`);
  }
  for (const url of [
    '/config.json',
    `/shell/${v.shell}/main.js`,
    `/mfe-pricing/${v['mfe-pricing']}/mf-manifest.json`,
  ]) {
    const res = await fetch(`${stack.url}${url}`);
    await res.arrayBuffer();
    assert.equal(res.headers.get('content-security-policy'), null, `${url} carries no page policy`);
  }
  console.log(`# page security headers checked on ${pages.length} pages`);
}

/** Wraps the exposed page of a checkout's remote so it shows `marker` above the page. */
function markExposedPage(appDir, exposed, marker) {
  const exposes = JSON.parse(readFileSync(path.join(appDir, 'src', 'exposes.json'), 'utf8'));
  assert.ok(exposes[exposed], `${exposed} is exposed in src/exposes.json`);
  const file = path.join(appDir, exposes[exposed]);
  const original = file.replace(/\.tsx$/, '.original.tsx');
  renameSync(file, original);
  writeFileSync(
    file,
    `import Original from './${path.basename(original)}';\n` +
      `export default function Marked(props: Record<string, unknown>) {\n` +
      `  return (<><p>${marker}</p><Original {...props} /></>);\n}\n`,
  );
}
