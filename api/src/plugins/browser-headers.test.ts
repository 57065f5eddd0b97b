// Browser-facing headers of the API: HSTS of at least a year in production, a CSP without inline scripts that
// forbids framing, no MIME sniffing, no referrer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../test/build.ts';

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
