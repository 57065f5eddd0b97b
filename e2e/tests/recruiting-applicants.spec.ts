// PA applicants: operator-recruiter accepts a pending applicant and the next-steps mail is written; the two
// recruiting screens keep out the roles that may not reach them; axe in it, en and fr. Each journey decides only on
// an applicant and a company it created itself.
import { expect, signInWithLocale, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { applyAsApplicant, registerCompany } from '../support/onboarding.ts';
import { expectFitsWidth, PHONE } from '../support/phone.ts';
import { STRINGS } from '../support/strings.ts';
import { strings } from '../../mfe-recruiting/src/i18n/strings.ts';
import { MAIL_TEMPLATES } from '../../api/src/mail/catalog.ts';

const r = strings.it;
const t = STRINGS.it;

test('operator-recruiter accepts a pending PA applicant; the next-steps mail is written', async ({
  page,
  request,
  signInAs,
  mail,
}) => {
  requireApi();
  const { name, email } = await applyAsApplicant(request);
  await signInAs('recruiter');
  await expect(page).toHaveURL(/\/nuovi-PA$/);
  await expect(page.getByRole('heading', { level: 1, name: r.applicantsTitle })).toBeVisible();
  await page.getByRole('combobox', { name: /Stato/ }).selectOption('created');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(t['STATUS.created'])).toBeVisible();
  await row.click();
  const panel = page.getByRole('region', { name: r.detailOf.replace('{{name}}', name) });
  await expect(panel.getByRole('heading', { name: r.languages })).toBeVisible();
  await expect(panel.getByRole('link', { name: email })).toBeVisible();

  await panel.getByRole('button', { name: r.accept }).click();
  const dialog = page.getByRole('dialog', { name: r.acceptApplicantTitle });
  await expect(dialog.getByText(name)).toBeVisible();
  const since = Date.now();
  await dialog.getByRole('button', { name: r.confirmAndSend }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('button', { name: r.accept })).toBeDisabled();
  await expect(panel.getByText(t['STATUS.approved'], { exact: true })).toBeVisible();

  const sent = await mail.waitFor(email, since);
  expect(sent.subject).toBe(MAIL_TEMPLATES['pa-approved'].it.subject);
});

test('operator-user cannot reach /nuovi-PA and operator-recruiter cannot reach /new-companies', async ({
  page,
  signInAs,
}) => {
  requireApi();
  await signInAs('operator', '/nuovi-PA');
  await expect(page).not.toHaveURL(/\/nuovi-PA/);
  await expect(page.getByRole('heading', { name: r.applicantsTitle })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t['MENU.NEW_PAS'] })).toHaveCount(0);

  await signInAs('recruiter', '/new-companies');
  await expect(page).not.toHaveURL(/\/new-companies/);
  await expect(page.getByRole('heading', { name: r.companiesTitle })).toHaveCount(0);
});

test.describe('on a 390 px wide phone', () => {
  test.use(PHONE);

  test('the recruiting screens fit the width: the table scrolls in its box, not the page', async ({
    page,
    signInAs,
  }) => {
    requireApi();
    await signInAs('admin', '/nuovi-PA');
    await expect(page.locator('.recruiting-hint')).toBeVisible();
    await expectFitsWidth(page, '/nuovi-PA');
    await page.goto('/new-companies');
    await expect(page.locator('.recruiting-hint')).toBeVisible();
    await expectFitsWidth(page, '/new-companies');
  });
});

for (const locale of ['it', 'en', 'fr'] as const) {
  test(`the recruiting screens, their detail panels and modals have no serious accessibility violation (${locale})`, async ({
    page,
    request,
    a11y,
  }) => {
    requireApi();
    const s = strings[locale];
    const applicant = await applyAsApplicant(request);
    const { company } = await registerCompany(request, 'E2E Axe');
    // The session carries the locale, so the admin's stored language on the server stays as it is.
    await signInWithLocale(page, request, 'admin', locale, '/nuovi-PA');
    await expect(page.getByRole('heading', { level: 1, name: s.applicantsTitle })).toBeVisible();
    await page.getByRole('row').filter({ hasText: applicant.name }).click();
    await expect(page.getByRole('heading', { name: s.languages })).toBeVisible();
    await a11y(`/nuovi-PA with the detail (${locale})`);

    await page.goto('/new-companies');
    await expect(page.getByRole('heading', { level: 1, name: s.companiesTitle })).toBeVisible();
    await page.getByRole('row').filter({ hasText: company }).click();
    await page.getByRole('button', { name: s.reject }).click();
    await expect(page.getByRole('dialog', { name: s.rejectCompanyTitle })).toBeVisible();
    await a11y(`/new-companies with the reject modal (${locale})`);
    await page.getByRole('dialog').getByRole('button', { name: STRINGS[locale]['COMMON.CANCEL'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
