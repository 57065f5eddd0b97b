// Password recovery and reset through the mail the API wrote (.eml under DATA_DIR/mail). It changes a demo
// password, so it runs in its own project after every other journey (playwright.config.ts) and restores it.
import { DEMO, DEMO_PASSWORD, expect, test } from '../fixtures.ts';
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
