// Runtime composition: remotes load through the shell, a dead remote shows the translated fallback while the
// rest of the shell works, Retry loads it once it is back, and mfe-payment boots alone for the mobile web view.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { it as t } from '../support/strings.ts';
import { strings } from '../../mfe-pa/src/i18n/strings.ts';

const pa = strings.it;

const PAYMENT_QUERY = '?token=x&requestId=1&amount=10&description=test';

test('a dead remote shows the unavailable panel and the login page still works', async ({
  page,
  killRemote,
}) => {
  await killRemote('mfe_payment');
  await page.goto(`/do-paypal-payment${PAYMENT_QUERY}`);
  const panel = page.getByRole('alert').filter({ hasText: t['SECTION.UNAVAILABLE'] });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: t['COMMON.RETRY'] })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
});

test('with a dead remote a user still logs in, and other remotes load', async ({ page, killRemote }) => {
  requireApi();
  await killRemote('mfe_users');
  await page.goto('/');
  await page.getByLabel(t['LOGIN.EMAIL']).fill('admin@example.com');
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(page.getByText(t['SECTION.UNAVAILABLE'])).toBeVisible();

  await page.getByRole('button', { name: t['HEADER.MENU'] }).click();
  await page.getByRole('link', { name: t['MENU.PRICING'] }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(t['SECTION.UNAVAILABLE'])).toHaveCount(0);
});

test('Retry loads a remote that came back', async ({ page }) => {
  let manifestAllowed = false;
  await page.route('http://localhost:3006/mf-manifest.json', (route) =>
    manifestAllowed ? route.continue() : route.abort('connectionrefused'),
  );
  await page.goto(`/do-paypal-payment${PAYMENT_QUERY}`);
  const retry = page.getByRole('button', { name: t['COMMON.RETRY'] });
  await expect(retry).toBeVisible();

  manifestAllowed = true;
  await retry.click();
  await expect(page.getByText(t['SECTION.UNAVAILABLE'])).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a remote page shares the shell singletons (one React, one i18next)', async ({
  page,
  browserErrors,
}) => {
  await page.goto(`/do-paypal-payment${PAYMENT_QUERY}`);
  // The remote's own namespace is translated by the shell's i18next instance: its heading is not a raw key.
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(/Title$|^payment:/);
  expect(browserErrors).toEqual([]);
});

test('mfe-payment boots alone from its own origin and downloads nothing from the shell', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto(`http://localhost:3006/${PAYMENT_QUERY}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect([...origins].filter((o) => o.startsWith('http://localhost:300'))).toEqual(['http://localhost:3006']);
});

test('mfe_pa loads through the shell on the public /candidatura; dead, it leaves the login working', async ({
  page,
  killRemote,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: t['LOGIN.APPLY'] }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: pa.applyTitle })).toBeVisible();

  await killRemote('mfe_pa');
  await page.goto('/candidatura');
  await expect(page.getByRole('alert').filter({ hasText: t['SECTION.UNAVAILABLE'] })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
});
