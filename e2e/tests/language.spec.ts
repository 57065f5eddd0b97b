// Language picker (docs/product.md §2): without a token the locale changes locally; with one it changes after the
// server answers truthy. <html lang> follows.
import { API_URL, authenticate, expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { STRINGS } from '../support/strings.ts';

const { it, en, fr } = STRINGS;

test('without a token the language changes locally and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByLabel(it['HEADER.LANGUAGE']).selectOption('en');
  await expect(page.getByRole('heading', { name: en['LOGIN.TITLE'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: en['LOGIN.TITLE'] })).toBeVisible();
});

test('with a token the server is asked and the language changes on its truthy answer', async ({
  page,
  request,
  signInAs,
}) => {
  requireApi();
  await signInAs('admin');
  // The server keeps the admin's language for every later login (and for the operators the admin creates):
  // put Italian back, whatever happens here, so the journeys after this one see the demo account as seeded.
  try {
    const call = page.waitForResponse(
      (r) => /change-language/i.test(r.url()) && r.request().method() === 'POST',
    );
    await page.getByLabel(it['HEADER.LANGUAGE']).selectOption('fr');
    expect((await call).ok()).toBe(true);
    await expect(page.getByRole('button', { name: fr['HEADER.LOGOUT'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  } finally {
    const { account } = await authenticate(request, 'admin');
    const back = await request.post(`${API_URL}/request/alfie/change-language`, {
      headers: { authorization: `Bearer ${account.token}` },
      data: { Language: 'it' },
    });
    expect(back.ok()).toBe(true);
  }
});

test('with a token a falsy server answer keeps the language', async ({ page, signInAs }) => {
  requireApi();
  await signInAs('admin');
  await page.route('**/request/alfie/change-language', (route) => route.fulfill({ json: false }));
  await page.getByLabel(it['HEADER.LANGUAGE']).selectOption('en');
  await expect(page.getByRole('button', { name: it['HEADER.LOGOUT'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
