// Browser-facing headers of the API (browser-headers.ts): HSTS of at least a year in production, a CSP without
// inline scripts that forbids framing, no MIME sniffing, no referrer; on every answer, refusals and 404s too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../test/build.ts';
import { helmetCalls } from './browser-headers.ts';

test('production answers carry HSTS (a year or more), a strict CSP and the other helmet headers', async (t) => {
  const h = await build({
    seed: false,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    },
  });
  t.after(() => h.close());
  const res = await h.app.inject({ url: '/health' });
  const hsts = String(res.headers['strict-transport-security']);
  assert.ok(Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= 31_536_000, hsts);
  assert.match(hsts, /includeSubDomains/);
  const csp = String(res.headers['content-security-policy']);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), csp);
  assert.match(csp, /frame-ancestors 'self'|frame-ancestors 'none'/);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'no-referrer');
});

test('every answer carries them in the same order: a route, a refusal, a 404, a validation error', async (t) => {
  const h = await build({ seed: false });
  t.after(() => h.close());
  const helmetNames = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  const first = await h.app.inject({ url: '/health' });
  for (const url of [
    '/health',
    '/nope',
    '/Request/alfie/request-detail?id=1',
    '/Auth/generateresetpasswordtoken',
  ]) {
    const res = await h.app.inject({ url });
    assert.deepEqual(
      Object.keys(res.headers).filter((n) => helmetNames.includes(n)),
      helmetNames,
      `${url}: ${res.statusCode}`,
    );
    for (const n of helmetNames) assert.equal(res.headers[n], first.headers[n], `${url}: ${n}`);
  }
  assert.equal(first.headers['x-frame-options'], 'SAMEORIGIN');
  assert.equal(first.headers['cross-origin-opener-policy'], 'same-origin');
  assert.match(String(first.headers['content-security-policy']), /img-src 'self' data:/);
});

test('a CSP value computed per request is refused at start, not frozen into every answer', () => {
  assert.throws(
    () => helmetCalls({ contentSecurityPolicy: { directives: { 'script-src': [() => "'nonce-x'"] } } }),
    /per request/,
  );
  assert.deepEqual(
    helmetCalls({ contentSecurityPolicy: false, strictTransportSecurity: false }).slice(0, 1),
    [{ set: 'Cross-Origin-Opener-Policy', value: 'same-origin' }],
  );
});
