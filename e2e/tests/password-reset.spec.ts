// Password recovery and reset through the mail the API wrote (.eml under DATA_DIR/mail), for a customer and for an
// operator. It changes a demo password, so it runs in its own project after every other journey
// (playwright.config.ts) and restores it; the operator is created for the journey, so nobody else depends on it.
import { API_URL, authenticate, DEMO, DEMO_PASSWORD, expect, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { waitForMail, linkIn } from '../support/mailbox.ts';
import { logInThroughForm } from '../support/login-form.ts';
import { it as t } from '../support/strings.ts';

async function resetPassword(page: Page, email: string, password: string) {
  const since = Date.now();
  await page.goto('/recupero-password');
  await page.getByLabel(t['RECOVERY.EMAIL']).fill(email);
  await page.getByRole('button', { name: t['RECOVERY.SUBMIT'] }).click();
  await expect(page.getByRole('dialog')).toContainText(t['RECOVERY.SENT_TITLE']);

  const mail = await waitForMail(email, since);
  const link = new URL(linkIn(mail, '/reset-password'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(t['RESET.PASSWORD'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t['RESET.SUBMIT'] }).click();
  await expect(page.getByRole('dialog')).toContainText(t['RESET.DONE_TITLE']);
  await page.getByRole('button', { name: t['RESET.GO_TO_LOGIN'] }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('password recovery and reset through the mailed link', async ({ page }) => {
  requireApi();
  const { email, home } = DEMO.customer;
  await resetPassword(page, email, 'Nuova-Pass-2026!');
  await logInThroughForm(page, 'customer', 'Nuova-Pass-2026!');
  await expect(page).toHaveURL(new RegExp(`${home}$`));

  // Put the demo password back for anyone using this database afterwards.
  await page.evaluate(() => window.localStorage.clear());
  await resetPassword(page, email, DEMO_PASSWORD);
});

test('an operator recovers their password from the same screen and signs in with the new one', async ({
  page,
  request,
}) => {
  requireApi();
  const email = `recupero.operatore.${Date.now()}@example.com`;
  const admin = await authenticate(request, 'admin');
  const created = await request.post(`${API_URL}/operator/alfie/register-new-operator`, {
    headers: { Authorization: `Bearer ${admin.account.token}` },
    data: {
      firstname: 'Olga',
      lastname: 'Recupero',
      email,
      account: { username: email, role: 'operator-user', password: 'Vecchia-Pass-2026!', country: 'Italia' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await resetPassword(page, email, 'Operatrice-Nuova-2026!');
  await page.getByLabel(t['LOGIN.EMAIL']).fill(email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill('Operatrice-Nuova-2026!');
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/richieste$/);
  const old = await request.post(`${API_URL}/Auth/authenticate`, {
    data: { username: email, password: 'Vecchia-Pass-2026!' },
  });
  expect(old.status()).toBe(401);
});
