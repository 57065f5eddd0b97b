// Routes and guards of docs/product.md §2: landing per role with the right menu, redirects to / without a token,
// with an expired token and with a role that may not enter, not found for any other path.
import { DEMO, expect, forgedToken, test } from '../fixtures.ts';
import type { DemoUser } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { logInThroughForm } from '../support/login-form.ts';
import { it as t } from '../support/strings.ts';
import { twoFactorIt } from '@alfie/shared/i18n/locales/two-factor-it';

// Menu entries each role sees (docs/product.md §2, limited to the routes the role may open).
const MENU: Record<DemoUser, string[]> = {
  customer: [t['MENU.NEW_REQUEST'], t['MENU.RESERVATIONS'], t['MENU.PROFILE']],
  operator: [
    t['MENU.CONSUMER_REQUESTS'],
    t['MENU.BUSINESS_REQUESTS'],
    t['MENU.DISPATCH_BOARD'],
    t['MENU.CLOSEOUT'],
    t['MENU.NEW_COMPANIES'],
    twoFactorIt['MENU.TWO_FACTOR'],
  ],
  recruiter: [t['MENU.NEW_PAS'], twoFactorIt['MENU.TWO_FACTOR']],
  admin: [
    t['MENU.CONSUMER_REQUESTS'],
    t['MENU.BUSINESS_REQUESTS'],
    t['MENU.DISPATCH_BOARD'],
    t['MENU.CLOSEOUT'],
    t['MENU.NEW_PAS'],
    t['MENU.NEW_COMPANIES'],
    t['MENU.PRICING'],
    t['MENU.USERS'],
    twoFactorIt['MENU.TWO_FACTOR'],
  ],
  pa: [t['MENU.PA_OPEN_REQUESTS'], t['MENU.PA_OFFERS'], t['MENU.PA_ASSIGNMENTS']],
};

for (const user of Object.keys(DEMO) as DemoUser[]) {
  test(`${DEMO[user].role} logs in, lands on ${DEMO[user].home} and sees the role menu`, async ({ page }) => {
    requireApi();
    await logInThroughForm(page, user);
    await expect(page).toHaveURL(new RegExp(`${DEMO[user].home}$`));
    await page.getByRole('button', { name: t['HEADER.MENU'] }).click();
    const menu = page.getByRole('navigation', { name: t['HEADER.MENU_LABEL'] });
    await expect(menu.getByRole('link')).toHaveText(MENU[user]);
  });
}

test('a guarded route without a token goes to /', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
});

test('a guarded route with an expired token goes to /', async ({ page, setSession }) => {
  await setSession({ token: forgedToken(-60), role: 'operator-admin' });
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
});

test('a guarded route with a role that may not enter goes to /', async ({ page, setSession }) => {
  // The role's landing page then asks the API with the forged token, which refuses it and ends the session: the
  // login form is where each visit settles (the next session is set only then, with nothing navigating).
  const login = page.getByRole('heading', { name: t['LOGIN.TITLE'] });
  await setSession({ token: forgedToken(3600), role: 'operator-recruiter' });
  await page.goto('/pricing');
  await expect(page).not.toHaveURL(/\/pricing$/);
  await expect(login).toBeVisible();
  await setSession({ token: forgedToken(3600), role: 'customer' });
  await page.goto('/user-management');
  await expect(page).not.toHaveURL(/\/user-management$/);
  await expect(login).toBeVisible();
});

test('an unknown path shows not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: t['NOT_FOUND.TITLE'] })).toBeVisible();
});
