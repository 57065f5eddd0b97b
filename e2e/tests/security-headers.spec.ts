// The pages' security headers as served (scripts/serve-static.mjs with scripts/page-headers.mjs): a CSP without
// inline or eval'd scripts on the login, one screen of every remote and the payment page, with no violation
// reported while they work; frame-ancestors refuse foreign framing; the payment page sends no referrer, so its
// token leaves neither the address bar nor any request.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { customerRequest, paymentQuery, useFakePayPal } from '../support/payment.ts';
import { it as t } from '../support/strings.ts';
import { API_URL, FAKE_PAYPAL_SDK_URL, SHELL_URL } from '../support/urls.ts';

const PAYMENT_URL = 'http://localhost:3006/';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation the page reports (event and console), from the first script on. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      seen.push({ directive: 'console', blocked: message.text(), source: message.location().url });
  });
  return seen;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The document's policy: present, no inline or eval'd script, object-src none, the expected frame-ancestors. */
function expectStrictPolicy(response: Response | null, frameAncestors: string[]) {
  expect(response, 'the page answered').not.toBeNull();
  const csp = response!.headers()['content-security-policy'];
  expect(csp, `${response!.url()} has a Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp!);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(frameAncestors);
  return policy;
}

test('the login page: strict CSP, framed only by its own origin, no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const policy = expectStrictPolicy(response, ["'self'"]);
  // The remotes and the API of config.json are allowed, nothing else on localhost.
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining([API_URL, 'http://localhost:3003']));
  // The PA app's service worker and manifest, of this origin only.
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  expect(response!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  // The control: a script injected into the page (what an XSS would do) is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
});

const OPERATOR_SCREENS = ['/user-management', '/richieste', '/nuovi-PA', '/pricing'];

test('one screen of every remote works under the policy with no violation', async ({
  page,
  signInAs,
  browserErrors,
}) => {
  requireApi();
  const violations = await watchViolations(page);
  const check = async (path: string) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t['SECTION.UNAVAILABLE'])).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  };
  await signInAs('admin');
  for (const path of OPERATOR_SCREENS) {
    expectStrictPolicy(await page.goto(path), ["'self'"]);
    await check(path);
  }
  await signInAs('customer');
  await check('/landing-richiesta');
  expect(browserErrors).toEqual([]);
});

test('the payment page: no referrer, token gone from the address and from every request, SDK allowed', async ({
  page,
  request,
}) => {
  requireApi();
  await useFakePayPal(page);
  const violations = await watchViolations(page);
  const referrers: string[] = [];
  page.on('request', (r) => {
    void r.allHeaders().then((h) => {
      if (h.referer) referrers.push(`${r.url()} <- ${h.referer}`);
    });
  });
  const r = await customerRequest(request, 'assigned', 3);
  const response = await page.goto(`${PAYMENT_URL}${paymentQuery(r, r.amount)}`);
  const policy = expectStrictPolicy(response, ["'none'"]);
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  // The configured SDK's origin (the fake one in e2e) and PayPal's are the only script origins besides 'self'.
  expect(policy.get('script-src')).toEqual(
    expect.arrayContaining([new URL(FAKE_PAYPAL_SDK_URL).origin, 'https://*.paypal.com']),
  );
  await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await page.waitForLoadState('networkidle');
  expect(referrers).toEqual([]);
  expect(violations).toEqual([]);
});

test('the payment route of the shell works under the shell policy with no violation', async ({ page }) => {
  requireApi();
  await useFakePayPal(page);
  const violations = await watchViolations(page);
  await page.goto(`/do-paypal-payment?token=x&requestId=1&amount=10&description=test`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('a remote’s own page may be framed by the shell only; the payment page and the shell by nobody else', async ({
  page,
  request,
}) => {
  const remote = await request.get('http://localhost:3003/');
  const policy = directives(remote.headers()['content-security-policy'] ?? '');
  expect(policy.get('frame-ancestors')).toEqual(["'self'", SHELL_URL]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  // Scripts, manifests and JSON carry no page policy (it would only matter for workers).
  const manifest = await request.get('http://localhost:3003/mf-manifest.json');
  expect(manifest.headers()['content-security-policy']).toBeUndefined();

  // A page of another origin frames the payment page and the shell: the browser renders neither. The shell
  // framing itself is the control that the check sees a rendered frame.
  await page.route(FRAMER_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<p>framer</p>' }));
  await page.goto(FRAMER_URL);
  for (const src of [`${PAYMENT_URL}?requestId=1&amount=10`, `${SHELL_URL}/`]) {
    const frame = await openInFrame(page, src);
    await page.waitForTimeout(300);
    expect(await frame.locator('#root').count(), `${src} rendered inside ${FRAMER_URL}`).toBe(0);
  }
  await page.goto('/');
  const own = await openInFrame(page, `${SHELL_URL}/`);
  await expect(own.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
});

const FRAMER_URL = 'http://framer.test/';

/** Puts url in the page's only iframe and resolves once it loaded (a refused frame loads an error page). */
async function openInFrame(page: Page, url: string) {
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.onload = () => resolve();
        frame.src = src;
        document.querySelectorAll('iframe').forEach((f) => f.remove());
        document.body.append(frame);
      }),
    url,
  );
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error(`no frame for ${url}`);
  return frame;
}
