// The prerender of the shell's public pages (tooling/webpack/prerender-plugin.mjs) and how the static server answers
// them: the login and signup HTML rendered from the App's own tree (the form, its fields, posted never as a query,
// inert until hydrated, no inline script), put into index.html, and served for / and /signup only.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PrerenderPlugin, cspHash, pageHtml, prerenderedFile } from '../tooling/webpack/prerender-plugin.mjs';
import { serveStatic } from './serve-static.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const shellDir = path.join(ROOT, 'shell');
const { commonIt: it } = await import('@alfie/shared/i18n/locales/common-it');

let renderPage;

before(async () => {
  const plugin = new PrerenderPlugin({
    appDir: shellDir,
    module: path.join(shellDir, 'src/prerender/render-page.tsx'),
    routes: ['/', '/signup'],
    gateEntry: 'prerender-gate',
    require: createRequire(path.join(shellDir, 'package.json')),
  });
  renderPage = await plugin.bundle({ fileDependencies: new Set() });
});

test('the login page is prerendered in Italian with its form, inert until hydrated, posted if ever submitted', async () => {
  const html = await renderPage('/');
  assert.match(html, new RegExp(`<h1 id="login-title">${it['LOGIN.TITLE']}</h1>`));
  const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
  assert.match(form, /method="post"/, 'a submit before hydration never puts the password in the address');
  assert.match(form, /\binert\b/, 'nothing can be typed into the form before the app has hydrated it');
  assert.match(html, /<input[^>]*type="email"[^>]*name="username"/);
  assert.match(html, /<input[^>]*type="password"[^>]*name="password"/);
  assert.match(html, /<a href="\/signup"/);
  assert.match(
    html,
    /<!--\$--><section class="shell-card" aria-labelledby="login-title"/,
    'the form is a page on demand too (off the signed-in boot), its boundary hydrated when it loads',
  );
  assert.doesNotMatch(html, /<script/i, 'the CSP allows no inline script');
  // Signed out: no role menu, no logout.
  assert.doesNotMatch(html, new RegExp(it['HEADER.LOGOUT']));
});

test('the signup page is prerendered with its on-demand form loaded, its Suspense boundary marked for hydration', async () => {
  const html = await renderPage('/signup');
  assert.match(html, new RegExp(`<h1 id="signup-title">${it['SIGNUP.TITLE']}</h1>`));
  assert.match(
    html,
    /<!--\$-->/,
    'the boundary of the on-demand page, which the client hydrates when it loads',
  );
  assert.match(/<form[^>]*>/.exec(html)?.[0] ?? '', /method="post"[^>]*inert|inert[^>]*method="post"/);
  assert.doesNotMatch(html, /<script/i);
});

test('the password pages are prerendered with their forms, inert until hydrated and posted', async () => {
  for (const [route, title, field] of [
    ['/recupero-password', `<h1 id="recovery-title">${it['RECOVERY.TITLE']}</h1>`, 'type="email"'],
    ['/reset-password', `<h1 id="reset-title">${it['RESET.TITLE']}</h1>`, 'type="password"'],
  ]) {
    const html = await renderPage(route);
    assert.ok(html.includes(title), `${route} has its heading`);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(
      form,
      /method="post"/,
      `${route}: a submit before hydration never puts a field in the address`,
    );
    assert.match(form, /\binert\b/, route);
    assert.ok(html.includes(field), `${route} has its field`);
    assert.doesNotMatch(html, /<script/i);
  }
});

test('the page is index.html with the markup in #root, named by its route, and the gate written into <head>', () => {
  const index =
    '<!doctype html><html lang=it><head><title>Alfie</title><script defer src=main.js></script></head><body><div id=root></div></body></html>';
  // Replacements keep `$&` and `$1` as they are, in the markup as in the gate's code.
  const page = pageHtml(index, { route: '/signup', markup: '<p>$& $1</p>', gate: 'gate("$&")' });
  assert.equal(
    page,
    '<!doctype html><html lang=it><head><title>Alfie</title><script defer src=main.js></script><script>gate("$&")</script></head><body><div id="root" data-prerendered="/signup"><p>$& $1</p></div></body></html>',
  );
  assert.throws(() => pageHtml('<body></body>', { route: '/', markup: '', gate: 'g()' }), /no empty/);
  assert.throws(
    () => pageHtml(index, { route: '/', markup: '', gate: 'x="</script>"' }),
    /cannot be written into a page/,
  );
  // index.html's script preloads are the signed-in pages'; config.json's preload (as=fetch) stays.
  const preloading = index.replace(
    '<title>Alfie</title>',
    '<link rel=preload href=/config.json as=fetch crossorigin><link rel=preload href=federation-host.1a.js as=script fetchpriority=low><link href="4810.2b.js" rel="preload" as="script">',
  );
  assert.equal(
    pageHtml(preloading, { route: '/', markup: '', gate: 'g()' }),
    '<!doctype html><html lang=it><head><link rel=preload href=/config.json as=fetch crossorigin><script defer src=main.js></script><script>g()</script></head><body><div id="root" data-prerendered="/"></div></body></html>',
  );
  // The route's pages on demand: deferred before the boot's scripts, so their chunks wait in webpack's global.
  assert.equal(
    pageHtml(index, { route: '/', markup: '', gate: 'g()', scripts: ['forms.1a.js', 'login.2b.js'] }),
    '<!doctype html><html lang=it><head><title>Alfie</title><script defer src="forms.1a.js"></script><script defer src="login.2b.js"></script><script defer src=main.js></script><script>g()</script></head><body><div id="root" data-prerendered="/"></div></body></html>',
  );
  assert.equal(prerenderedFile('/'), 'prerendered/index.html');
  assert.equal(prerenderedFile('/signup'), 'prerendered/signup/index.html');
});

test("the page's stylesheets are written into it, named for webpack's runtime: its first paint waits for no other request", () => {
  const index =
    '<!doctype html><html><head><link href=753.c1.css rel=stylesheet><link rel="stylesheet" href="9.d2.css"></head><body><div id=root></div></body></html>';
  const styles = {
    '753.c1.css': { css: '.a{content:"$&"}', key: 'shell:chunk-753' },
    '9.d2.css': { css: '.b{}', key: 'shell:chunk-9' },
  };
  assert.equal(
    pageHtml(index, { route: '/', markup: '', gate: 'g()', styles }),
    '<!doctype html><html><head><style>.a{content:"$&"}</style><link rel=stylesheet data-webpack="shell:chunk-753"><style>.b{}</style><link rel=stylesheet data-webpack="shell:chunk-9"><script>g()</script></head><body><div id="root" data-prerendered="/"></div></body></html>',
  );
  const first = { '753.c1.css': styles['753.c1.css'] };
  assert.throws(
    () => pageHtml(index, { route: '/', markup: '', gate: 'g()', styles: first }),
    /no text for the stylesheet 9\.d2\.css/,
  );
  const closing = { ...styles, '9.d2.css': { css: '</style>', key: 'shell:chunk-9' } };
  assert.throws(
    () => pageHtml(index, { route: '/', markup: '', gate: 'g()', styles: closing }),
    /cannot be written into a page/,
  );
});

test("the gate is allowed by its SHA-256 in the CSP's own form", () => {
  assert.equal(cspHash('abc'), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
});

let dist;
let server;
let base;

before(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'alfie-prerender-'));
  writeFileSync(path.join(dist, 'index.html'), 'empty shell');
  mkdirSync(path.join(dist, 'prerendered/signup'), { recursive: true });
  writeFileSync(path.join(dist, 'prerendered/index.html'), 'login page');
  writeFileSync(path.join(dist, 'prerendered/signup/index.html'), 'signup page');
  server = await serveStatic({ root: dist, port: 0, host: '127.0.0.1', spa: true });
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

test('the static server answers / and /signup with their prerendered page, other routes with index.html', async () => {
  const cases = [
    ['/', 'login page'],
    ['/signup', 'signup page'],
    ['/pricing', 'empty shell'],
    ['/signup/x', 'empty shell'],
  ];
  for (const [url, body] of cases) {
    const res = await fetch(`${base}${url}`);
    assert.equal(res.status, 200, url);
    assert.equal(await res.text(), body, url);
    assert.equal(res.headers.get('cache-control'), 'no-cache', `${url}: an HTML page is revalidated`);
  }
  assert.equal((await fetch(`${base}/missing.js`)).status, 404);
});
