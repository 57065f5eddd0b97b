// axe-core scan of every shell screen: no serious or critical violation, the public ones in it, en and fr (the
// language switched with the header's picker, as a visitor does, so each screen is loaded once).
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { STRINGS } from '../support/strings.ts';

const PUBLIC_SCREENS = {
  login: '/',
  signup: '/signup',
  recovery: '/recupero-password',
  'reset password': '/reset-password?token=e2e',
  'thank-you after signup': '/ty-signup',
  'not found': '/no-such-page',
};

for (const [screen, path] of Object.entries(PUBLIC_SCREENS)) {
  test(`${screen} has no serious accessibility violation in it, en and fr`, async ({ page, a11y }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await a11y(`${screen} (it)`);
    for (const [from, to] of [
      ['it', 'en'],
      ['en', 'fr'],
    ] as const) {
      await page.getByLabel(STRINGS[from]['HEADER.LANGUAGE'], { exact: true }).selectOption(to);
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.getByLabel(STRINGS[to]['HEADER.LANGUAGE'], { exact: true })).toBeVisible();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await a11y(`${screen} (${to})`);
    }
  });
}

test('the signed-in chrome (header, open menu, footer) has no serious accessibility violation', async ({
  page,
  signInAs,
  a11y,
}) => {
  requireApi();
  await signInAs('admin', '/pricing');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('button', { name: /menu/i }).click();
  await a11y('operator screen with the menu open');
});
