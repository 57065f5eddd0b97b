// The public pages prerendered at build time (docs/performance.md): the login and signup forms are on screen without
// JavaScript; with it, React hydrates the very nodes the server wrote (no mismatch, no error) and the form works;
// a signed-in visitor of / and a visitor who chose English never see the Italian login, not even for a frame.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { STRINGS } from '../support/strings.ts';

const { it, en } = STRINGS;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the login form, /signup the signup form, the password pages theirs; other routes have no prerender', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#login-title')).toHaveText(it['LOGIN.TITLE']);
    await expect(page.locator('form input[name="username"]')).toBeVisible();
    await expect(page.locator('form input[name="password"]')).toBeVisible();
    // Never submitted as a query string (the password in the address), and inert until the app hydrates it.
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
    await expect(page.locator('form')).toHaveAttribute('inert', '');

    await page.goto('/signup');
    await expect(page.locator('#signup-title')).toHaveText(it['SIGNUP.TITLE']);
    await expect(page.locator('form input[name="email"]')).toBeVisible();

    // The password pages, opened from an e-mail on a phone as often as not: posted too, never a password in a URL.
    await page.goto('/recupero-password');
    await expect(page.locator('#recovery-title')).toHaveText(it['RECOVERY.TITLE']);
    await expect(page.locator('form input[name="email"]')).toBeVisible();
    await page.goto('/reset-password?token=abc');
    await expect(page.locator('#reset-title')).toHaveText(it['RESET.TITLE']);
    await expect(page.locator('form input[name="password"]')).toBeVisible();
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
    await expect(page.locator('form')).toHaveAttribute('inert', '');

    await page.goto('/pricing');
    await expect(page.locator('#root > *')).toHaveCount(0);
  });
});

/**
 * Opens a prerendered page and waits until the app has hydrated it, checking that React adopted the server's
 * nodes instead of rendering new ones: the heading is marked once the HTML is parsed (readyState interactive),
 * before the deferred scripts run, and must still carry the mark.
 */
async function openHydrated(page: Page, url: string, headingId: string) {
  await page.addInitScript((id) => {
    document.addEventListener('readystatechange', () => {
      const heading = document.getElementById(id);
      if (document.readyState === 'interactive' && heading)
        (heading as HTMLElement & { prerendered?: boolean }).prerendered = true;
    });
  }, headingId);
  await page.goto(url);
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  const kept = await page
    .locator(`#${headingId}`)
    .evaluate((h) => (h as HTMLElement & { prerendered?: boolean }).prerendered);
  expect(kept, 'the prerendered heading is the one on screen').toBe(true);
}

/** Collects console errors and uncaught errors (a hydration mismatch is reported as one or the other). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Records whether the Italian login heading was ever rendered visible, checked on every frame from the first. */
async function watchItalianLogin(page: Page) {
  await page.addInitScript((title) => {
    const w = window as unknown as { everVisible?: boolean };
    w.everVisible = false;
    const check = () => {
      const heading = document.getElementById('login-title');
      if (heading?.textContent === title && heading.checkVisibility()) w.everVisible = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, it['LOGIN.TITLE']);
}

const everVisible = (page: Page) => page.evaluate(() => (window as { everVisible?: boolean }).everVisible);

test('the prerendered page paints from the document alone: its stylesheet and gate are written in, allowed by the CSP', async ({
  page,
  setSession,
}) => {
  // Held at its first script, the page shows a styled form, and an English session's gate has run.
  await setSession({ locale: 'en' });
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#login-title')).toBeAttached();
  await expect(page.locator('.shell-header'), 'the boot stylesheet applies with no request').toHaveCSS(
    'display',
    'flex',
  );
  await expect(page.locator('html')).toHaveAttribute('data-prerender-off', '');
  expect(
    fetched.filter((f) => f.startsWith('stylesheet')),
    'no stylesheet fetched',
  ).toEqual([]);
  release();
  await expect(page.getByRole('heading', { name: en['LOGIN.TITLE'] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  // Nor once the scripts have run: webpack's runtime takes the page's stylesheet for the boot chunk's.
  expect(fetched.filter((f) => f.startsWith('stylesheet'))).toEqual([]);
});

test('the login page hydrates the prerendered form without an error, and logs in', async ({ page }) => {
  requireApi();
  const errors = collectErrors(page);
  await openHydrated(page, '/', 'login-title');
  await page.getByLabel(it['LOGIN.EMAIL']).fill(DEMO.operator.email);
  await page.getByLabel(it['LOGIN.PASSWORD'], { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: it['LOGIN.SUBMIT'] }).click();
  await page.waitForURL((u) => u.pathname === DEMO.operator.home);
  expect(errors).toEqual([]);
});

test('the signup page hydrates its prerendered form once its code has loaded, without an error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page, '/signup', 'signup-title');
  const email = page.locator('form input[name="email"]');
  await email.fill('someone@example.com');
  await expect(email).toHaveValue('someone@example.com');
  expect(errors).toEqual([]);
});

test('the password pages hydrate their prerendered forms without an error, the reset link keeping its token', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page, '/recupero-password', 'recovery-title');
  await openHydrated(page, '/reset-password?token=abc', 'reset-title');
  await expect(page).toHaveURL(/\/reset-password\?token=abc$/);
  expect(errors).toEqual([]);
});

test('a signed-in visitor of / lands on their home without the login form ever showing', async ({
  page,
  signInAs,
}) => {
  requireApi();
  await signInAs('operator', '/richieste');
  await watchItalianLogin(page);
  await page.goto('/');
  await page.waitForURL((u) => u.pathname === DEMO.operator.home);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await everVisible(page), 'the prerendered login was painted').toBe(false);
});

test('a visitor who chose English never sees the Italian prerender', async ({ page, setSession }) => {
  await setSession({ locale: 'en' });
  await watchItalianLogin(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en['LOGIN.TITLE'] })).toBeVisible();
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  expect(await everVisible(page), 'the Italian prerender was painted').toBe(false);
});
