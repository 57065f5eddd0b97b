// Two-factor sign-in, end to end: an operator (created for the test, the demo accounts stay without two-factor)
// turns it on from the menu, signs in with password and code, uses a recovery code once, and turns it off.
// Turning it on or off ends the account's other sessions while the page's own goes on.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, authenticate, expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { it as t } from '../support/strings.ts';
import { freshCode } from '../support/totp.ts';
import { twoFactorIt as tf } from '@alfie/shared/i18n/locales/two-factor-it';
import { errorsIt } from '@alfie/shared/i18n/locales/errors-it';

const PASSWORD = 'Due-Passaggi-2026!';

async function createOperator(request: APIRequestContext): Promise<string> {
  const email = `due.passaggi.${Date.now()}@example.com`;
  const admin = await authenticate(request, 'admin');
  const res = await request.post(`${API_URL}/operator/alfie/register-new-operator`, {
    headers: { Authorization: `Bearer ${admin.account.token}` },
    data: {
      firstname: 'Dora',
      lastname: 'Passaggi',
      email,
      account: { username: email, role: 'operator-user', password: PASSWORD, country: 'Italia' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(t['LOGIN.EMAIL']).fill(email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
  await expect(page.getByRole('heading', { name: tf['TWO_FACTOR.STEP_TITLE'] })).toBeVisible();
}

/** A session of the account opened elsewhere (through the API): its token. */
async function otherSession(
  request: APIRequestContext,
  email: string,
  recoveryCode?: string,
): Promise<string> {
  const login = await request.post(`${API_URL}/Auth/authenticate`, {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  let body = (await login.json()) as { account?: { token: string }; challenge?: string };
  if (body.challenge) {
    const verify = await request.post(`${API_URL}/Auth/two-factor/verify`, {
      data: { challenge: body.challenge, recoveryCode },
    });
    expect(verify.status(), await verify.text()).toBe(200);
    body = (await verify.json()) as { account: { token: string } };
  }
  return body.account!.token;
}

const statusWith = async (request: APIRequestContext, token: string) =>
  (
    await request.get(`${API_URL}/Auth/two-factor/status`, { headers: { Authorization: `Bearer ${token}` } })
  ).status();

async function logOut(page: Page) {
  await page.getByRole('button', { name: t['HEADER.LOGOUT'] }).click();
  await expect(page.getByRole('heading', { name: t['LOGIN.TITLE'] })).toBeVisible();
}

test('an operator turns two-factor on, signs in with a code and with a recovery code once, and turns it off', async ({
  page,
  request,
  browserErrors,
  a11y,
}) => {
  requireApi();
  // A 30-second step may still be waited for (support/totp.ts), so that no code is a replay of the one before.
  test.setTimeout(150_000);
  const email = await createOperator(request);

  // Password alone signs in while two-factor is off; the menu leads to the page.
  await page.goto('/');
  await page.getByLabel(t['LOGIN.EMAIL']).fill(email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/richieste$/);
  await page.getByRole('button', { name: t['HEADER.MENU'] }).click();
  await page.getByRole('link', { name: tf['MENU.TWO_FACTOR'] }).click();
  await expect(page).toHaveURL(/\/two-factor$/);
  await expect(page.getByText(tf['TWO_FACTOR.STATUS_OFF'])).toBeVisible();

  // Setup: QR code drawn in the page, key and link as text; the code computed from the key turns it on.
  await page.getByRole('button', { name: tf['TWO_FACTOR.SETUP'] }).click();
  await expect(page.getByRole('img', { name: tf['TWO_FACTOR.QR'] })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByText(/^otpauth:\/\/totp\/Alfie:/)).toBeVisible();
  await a11y('two-factor setup');
  const elsewhere = await otherSession(request, email);
  expect(await statusWith(request, elsewhere)).toBe(200);
  let used = await freshCode(secret, null);
  await page.getByLabel(tf['TWO_FACTOR.CODE']).fill(used.code);
  await page.getByRole('button', { name: tf['TWO_FACTOR.ENABLE'] }).click();
  // allTextContents does not wait: the list comes with the answer of enable.
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: tf['TWO_FACTOR.RECOVERY_SAVED'] }).click();
  await expect(page.getByText(tf['TWO_FACTOR.RECOVERY_LEFT'].replace('{{count}}', '10'))).toBeVisible();
  // The page's session went on with the token enable answered; the one opened elsewhere has ended.
  expect(await statusWith(request, elsewhere)).toBe(401);
  await logOut(page);

  // Password, then a code of the app.
  await passwordStep(page, email);
  await a11y('two-factor login step');
  used = await freshCode(secret, used.step);
  await page.getByLabel(tf['TWO_FACTOR.CODE']).fill(used.code);
  await page.getByRole('button', { name: tf['TWO_FACTOR.VERIFY'] }).click();
  await expect(page).toHaveURL(/\/richieste$/);
  await logOut(page);

  // A recovery code signs in once; the same code a second time is refused.
  await passwordStep(page, email);
  await page.getByRole('button', { name: tf['TWO_FACTOR.USE_RECOVERY'] }).click();
  await page.getByLabel(tf['TWO_FACTOR.RECOVERY_CODE']).fill(codes[0]!);
  await page.getByRole('button', { name: tf['TWO_FACTOR.VERIFY'] }).click();
  await expect(page).toHaveURL(/\/richieste$/);
  await logOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: tf['TWO_FACTOR.USE_RECOVERY'] }).click();
  await page.getByLabel(tf['TWO_FACTOR.RECOVERY_CODE']).fill(codes[0]!);
  await page.getByRole('button', { name: tf['TWO_FACTOR.VERIFY'] }).click();
  await expect(page.getByRole('alert')).toHaveText(errorsIt['INVALID.CODE']);
  await page.getByLabel(tf['TWO_FACTOR.RECOVERY_CODE']).fill(codes[1]!);
  await page.getByRole('button', { name: tf['TWO_FACTOR.VERIFY'] }).click();
  await expect(page).toHaveURL(/\/richieste$/);

  // Turned off with a fresh code of the app; the password alone signs in again.
  await page.goto('/two-factor');
  await expect(page.getByText(tf['TWO_FACTOR.RECOVERY_LEFT'].replace('{{count}}', '8'))).toBeVisible();
  const elsewhereWithCode = await otherSession(request, email, codes[2]!);
  expect(await statusWith(request, elsewhereWithCode)).toBe(200);
  used = await freshCode(secret, used.step);
  await page.getByLabel(tf['TWO_FACTOR.CODE']).fill(used.code);
  await page.getByRole('button', { name: tf['TWO_FACTOR.DISABLE'] }).click();
  await expect(page.getByText(tf['TWO_FACTOR.DISABLED_DONE'])).toBeVisible();
  expect(await statusWith(request, elsewhereWithCode)).toBe(401);
  await page.reload();
  await expect(page.getByText(tf['TWO_FACTOR.STATUS_OFF'])).toBeVisible();
  await logOut(page);
  await page.getByLabel(t['LOGIN.EMAIL']).fill(email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/richieste$/);
  expect(browserErrors).toEqual([]);
});
