// User-management journeys: the admin registers an operator-recruiter who logs in and lands on /nuovi-PA, sends
// them a password-recovery mail and deletes them; the admin cannot edit, reset or delete their own account;
// operator-user reaches neither back-office admin screen. Axe scan in it, en and fr.
import { expect, test } from '../fixtures.ts';
import type { Operator } from '@alfie/shared/contracts/schemas/answers';
import { requireApi } from '../support/api.ts';
import { authenticate } from '../support/session.ts';
import { API_URL } from '../support/urls.ts';
import { apiCall, P, signInWithLocale, STRINGS, U, type Locale } from './pricing-support.ts';

test('admin registers a recruiter who logs in on /nuovi-PA, then mails them a reset link and deletes them', async ({
  page,
  browser,
  request,
  mail,
  browserErrors,
}) => {
  requireApi();
  const s = U.it;
  const c = STRINGS.it;
  const tag = Date.now().toString(36);
  const email = `recruiter.${tag}@example.com`;
  const password = 'Nuovo-Recruiter-1!';
  await signInWithLocale(page, request, 'admin', 'it', '/user-management');
  await expect(page.getByRole('heading', { level: 1, name: s.usersTitle })).toBeVisible();

  await page.getByRole('button', { name: s.newOperator }).click();
  const form = page.getByRole('region', { name: s.createTitle });
  await form.getByLabel(s.firstname, { exact: true }).fill('Rita');
  await form.getByLabel(s.lastname).fill(`Nuova ${tag}`);
  await form.getByLabel(s.email).fill(email);
  await form.getByLabel(s.password, { exact: true }).fill(password);
  await form.getByLabel(s.role).selectOption('operator-recruiter');
  await form.getByLabel(s.country).selectOption('Italia');
  await form.getByRole('button', { name: s.register }).click();
  await expect(form).toHaveCount(0);
  const row = page
    .getByRole('table', { name: s.listCaption })
    .getByRole('row')
    .filter({ hasText: `Rita Nuova ${tag}` });
  await expect(row).toContainText(c['ROLE.OPERATOR_RECRUITER']);

  // The new recruiter logs in through the form in another browser and lands on the applicants.
  const other = await browser.newContext();
  const recruiterPage = await other.newPage();
  await recruiterPage.goto('/');
  await recruiterPage.getByLabel(c['LOGIN.EMAIL']).fill(email);
  await recruiterPage.getByLabel(c['LOGIN.PASSWORD'], { exact: true }).fill(password);
  await recruiterPage.getByRole('button', { name: c['LOGIN.SUBMIT'] }).click();
  await expect(recruiterPage).toHaveURL(/\/nuovi-PA$/);
  await other.close();

  // Password recovery for them: confirmation, then 'Email successfully sent' and the mail with its link.
  const since = Date.now();
  await row.getByRole('button', { name: s.manage.replace('{{name}}', `Rita Nuova ${tag}`) }).click();
  const edit = page.getByRole('region', { name: s.editTitle.replace('{{name}}', `Rita Nuova ${tag}`) });
  await expect(edit.getByLabel(s.email)).toHaveCount(0);
  await edit.getByRole('button', { name: s.passwordRecovery }).click();
  await page.getByRole('dialog').getByRole('button', { name: c['COMMON.CONFIRM'] }).click();
  await expect(edit.getByText(s.emailSent)).toBeVisible();
  const message = await mail.waitFor(email, since);
  expect(mail.linkIn(message, '/reset-password')).toContain('token=');

  // Delete, after confirming: gone from the list, and the account no longer logs in.
  await edit.getByRole('button', { name: s.deleteOperator }).click();
  await page.getByRole('dialog').getByRole('button', { name: c['COMMON.CONFIRM'] }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toHaveCount(0);
  const login = await request.post(`${API_URL}/Auth/authenticate`, { data: { username: email, password } });
  expect(login.status()).toBe(401);
  expect(browserErrors).toEqual([]);
});

test('the admin cannot edit, reset or delete their own account', async ({ page, request }) => {
  requireApi();
  const s = U.it;
  const admin = await authenticate(request, 'admin');
  const token = admin.account.token;
  const me = (await apiCall<Operator[]>(request, token, 'GET', '/operator/alfie/operators')).find(
    (o) => o.email === 'admin@example.com',
  )!;
  const name = `${me.firstname} ${me.lastname}`;
  await signInWithLocale(page, request, 'admin', 'it', '/user-management');
  await page.getByRole('button', { name: s.manage.replace('{{name}}', name) }).click();
  const form = page.getByRole('region', { name: s.editTitle.replace('{{name}}', name) });
  await expect(form.getByText(s.ownAccount)).toBeVisible();
  await expect(form.getByRole('button', { name: s.save })).toBeDisabled();
  await expect(form.getByRole('button', { name: s.passwordRecovery })).toHaveCount(0);
  await expect(form.getByRole('button', { name: s.deleteOperator })).toHaveCount(0);
  // And the API refuses it whatever a client sends.
  await apiCall(request, token, 'GET', `/operator/alfie/delete-operator?id=${me.id}`, undefined, 403);
  await apiCall(request, token, 'POST', '/operator/alfie/send-reset-password', { id: me.id }, 403);
  await apiCall(
    request,
    token,
    'POST',
    '/operator/alfie/update-operator',
    {
      id: me.id,
      accountId: me.account.id,
      firstname: 'X',
      lastname: 'Y',
      account: { id: me.account.id, role: 'operator-admin' },
    },
    403,
  );
});

test('operator-user reaches neither pricing nor user management', async ({ page, signInAs }) => {
  requireApi();
  for (const path of ['/pricing', '/user-management']) {
    await signInAs('operator', path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: P.it.pricingTitle })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: U.it.usersTitle })).toHaveCount(0);
  }
});

for (const locale of ['it', 'en', 'fr'] as Locale[]) {
  test(`user management passes axe in ${locale}`, async ({ page, request, a11y }) => {
    requireApi();
    const s = U[locale];
    await signInWithLocale(page, request, 'admin', locale, '/user-management');
    await expect(page.getByRole('heading', { level: 1, name: s.usersTitle })).toBeVisible();
    await a11y(`user management (${locale})`);
    await page.getByRole('button', { name: s.newOperator }).click();
    await page.getByRole('region', { name: s.createTitle }).getByRole('button', { name: s.register }).click();
    await expect(page.getByRole('region', { name: s.createTitle }).getByRole('alert').first()).toBeVisible();
    await a11y(`user management with the form and its errors (${locale})`);
  });
}
