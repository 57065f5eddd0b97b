// Company onboarding (docs/product.md §1, §2, §4): a company signs up, cannot log in until an operator-user accepts it
// on /new-companies, gets the acceptance mail and then reaches /landing-richiesta; another is rejected and gets
// the rejection mail.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { ONBOARDING_PASSWORD as PASSWORD, registerCompany } from '../support/onboarding.ts';
import { it as t } from '../support/strings.ts';
import { errorsIt } from '@alfie/shared/i18n/locales/errors-it';
import { strings } from '../../mfe-recruiting/src/i18n/strings.ts';
import { MAIL_TEMPLATES } from '../../api/src/mail/catalog.ts';

const r = strings.it;

async function signUp(page: Page, company: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel(t['SIGNUP.COMPANY']).fill(company);
  await page.getByLabel(t['SIGNUP.COUNTRY']).selectOption('Italia');
  await page.getByLabel(t['SIGNUP.CITY']).fill('Bergamo');
  await page.getByLabel(t['SIGNUP.CAP']).fill('24121');
  await page.getByLabel(t['SIGNUP.STREET']).fill('Via XX Settembre 3');
  await page.getByLabel(t['SIGNUP.PIVA']).fill('12345678901');
  await page.getByLabel(t['SIGNUP.CF']).fill('RSSMRA80A01F205X');
  await page.getByLabel(t['SIGNUP.SDI']).fill('ABC1234');
  await page.getByLabel(t['SIGNUP.EMAIL']).fill(email);
  await page.getByLabel(t['SIGNUP.PASSWORD'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(t['SIGNUP.TERMS']).check();
  await page.getByLabel(t['SIGNUP.PRIVACY']).check();
  await page.getByRole('button', { name: t['SIGNUP.SUBMIT'] }).click();
  await expect(page).toHaveURL(/\/ty-signup$/);
}

async function logIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(t['LOGIN.EMAIL']).fill(email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
}

/** Opens the company among the created ones on /new-companies and confirms the decision in its modal. */
async function decide(page: Page, company: string, decision: 'accept' | 'reject') {
  await page.getByRole('combobox', { name: /Stato/ }).selectOption('created');
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(t['STATUS.created'])).toBeVisible();
  await row.click();
  const panel = page.getByRole('region', { name: r.detailOf.replace('{{name}}', company) });
  await expect(panel.getByText('Bergamo', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: decision === 'accept' ? r.accept : r.reject }).click();
  const dialog = page.getByRole('dialog', {
    name: decision === 'accept' ? r.acceptCompanyTitle : r.rejectCompanyTitle,
  });
  await expect(dialog.getByText(company)).toBeVisible();
  await dialog
    .getByRole('button', { name: decision === 'accept' ? r.confirmAndSend : r.refuseAndSend })
    .click();
  await expect(dialog).toBeHidden();
  // The list reloaded with the current filter (created): the decided company left it.
  await expect(row).toHaveCount(0);
  await expect(panel.getByRole('button', { name: r.accept })).toBeDisabled();
}

test('a new company signs up, waits for activation, is accepted by an operator-user, gets the mail and logs in', async ({
  page,
  signInAs,
  mail,
}) => {
  requireApi();
  const stamp = Date.now();
  const company = `E2E Accolta ${stamp} srl`;
  const email = `accolta-${stamp}@example.com`;
  await signUp(page, company, email);

  await logIn(page, email);
  await expect(page.getByRole('alert')).toHaveText(errorsIt['AUTH.ACCOUNT.NOT.ACTIVE']);
  await expect(page).toHaveURL(/\/$/);

  await signInAs('operator', '/new-companies');
  await expect(page.getByRole('heading', { level: 1, name: r.companiesTitle })).toBeVisible();
  const since = Date.now();
  await decide(page, company, 'accept');

  const accepted = await mail.waitFor(email, since);
  expect(accepted.subject).toBe(MAIL_TEMPLATES['company-approved'].it.subject);
  expect(mail.linkIn(accepted, 'localhost:3000')).toBeTruthy();

  await page.getByRole('button', { name: t['HEADER.LOGOUT'] }).click();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/landing-richiesta$/);
});

test('a company rejected by the operator gets the rejection mail and still cannot log in', async ({
  page,
  request,
  signInAs,
  mail,
}) => {
  requireApi();
  // Signed up through the API this time: the signup screen is covered by the journey above.
  const { company, email } = await registerCompany(request, 'E2E Respinta');

  await signInAs('operator', '/new-companies');
  const since = Date.now();
  await decide(page, company, 'reject');
  const rejected = await mail.waitFor(email, since);
  expect(rejected.subject).toBe(MAIL_TEMPLATES['company-rejected'].it.subject);

  await page.getByRole('button', { name: t['HEADER.LOGOUT'] }).click();
  await logIn(page, email);
  await expect(page.getByRole('alert')).toHaveText(errorsIt['AUTH.ACCOUNT.DISABLED']);
});
