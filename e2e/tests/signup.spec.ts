// Signup (docs/product.md §2, §5): invalid data shows the rules' messages; valid data reaches the thank-you page
// with the company data.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { it as t } from '../support/strings.ts';

test('signup with invalid then valid data reaches the thank-you page', async ({ page }) => {
  requireApi();
  await page.goto('/signup');
  await page.getByRole('button', { name: t['SIGNUP.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();

  const email = `e2e-${Date.now()}@example.com`;
  await page.getByLabel(t['SIGNUP.COMPANY']).fill('E2E Viaggi srl');
  await page.getByLabel(t['SIGNUP.COUNTRY']).selectOption('Italia');
  await page.getByLabel(t['SIGNUP.CITY']).fill('Milano');
  await page.getByLabel(t['SIGNUP.CAP']).fill('20121');
  await page.getByLabel(t['SIGNUP.STREET']).fill('Via Dante 1');
  await page.getByLabel(t['SIGNUP.PIVA']).fill('12345678901');
  await page.getByLabel(t['SIGNUP.CF']).fill('RSSMRA80A01F205X');
  await page.getByLabel(t['SIGNUP.SDI']).fill('ABC1234');
  await page.getByLabel(t['SIGNUP.EMAIL']).fill(email);
  await page.getByLabel(t['SIGNUP.PASSWORD'], { exact: true }).fill('weak');
  await page.getByLabel(t['SIGNUP.TERMS']).check();
  await page.getByLabel(t['SIGNUP.PRIVACY']).check();
  await page.getByRole('button', { name: t['SIGNUP.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel(t['SIGNUP.PASSWORD'], { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByLabel(t['SIGNUP.PASSWORD'], { exact: true }).fill('Valid-2026!');
  await page.getByRole('button', { name: t['SIGNUP.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/ty-signup$/);
  await expect(page.getByText(t['TY_SIGNUP.TITLE'])).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
