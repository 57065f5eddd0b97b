// The first click after a corrected error is never lost: in every form that checks a field when it is left, a
// person types a wrong value, leaves the field and sees the error, corrects it and presses the submit button once,
// as a hand does (a press of about 150 ms). The field's blur comes at the press; had its error gone before the
// release, the button would have moved up from under the pointer and the form sent nothing. Each call is stopped
// on its way to the API, so no journey leaves an account, an applicant or a request behind.
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { expect, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import type { Locator } from '@playwright/test';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS, localAt } from '../support/customer.ts';
import { it as t } from '../support/strings.ts';
import { API_URL } from '../support/urls.ts';
import { P } from './pa-support.ts';
import { signInWithLocale, U } from './pricing-support.ts';

const HAND_PRESS_MS = 150;

/** Resolves with the first `method` call to the API whose path matches `path`, which never reaches the API. */
async function stopCall(page: Page, method: string, path: RegExp): Promise<() => Promise<string>> {
  let seen: (url: string) => void = () => {};
  const sent = new Promise<string>((resolve) => (seen = resolve));
  await page.route(
    (url) => url.href.startsWith(API_URL) && path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.continue();
      seen(route.request().url());
      return route.abort();
    },
  );
  return () => sent;
}

/** Types a wrong value, leaves the field by keyboard and waits for its error, then types the right one. */
async function errThenCorrect(field: Locator, wrong: string, right: string) {
  await field.fill(wrong);
  await field.press('Tab');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(right);
}

/** One press and release of the mouse on the button, where it was when the press began. */
async function pressOnce(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(HAND_PRESS_MS);
  await page.mouse.up();
}

/**
 * A screen as tall as the page, so the field and the button are both in view and nothing scrolls: on a scrolled page
 * the browser's scroll anchoring keeps the button in place when an error above the screen's top comes or goes, which
 * hides the fault a person meets whenever the field they correct is in view with the button.
 */
async function wholePageInView(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: height + 200 });
}

async function expectSent(sent: () => Promise<string>, form: string) {
  await expect(sent(), `${form}: the first click sent nothing`).resolves.toContain(API_URL);
}

test.describe('the first click after a corrected error sends the form', () => {
  test('reset password', async ({ page }) => {
    requireApi();
    const sent = await stopCall(page, 'POST', /\/Auth\/resetpassword$/i);
    await page.goto(`/reset-password?token=first-click-${Date.now()}`);
    await errThenCorrect(page.getByLabel(t['RESET.PASSWORD'], { exact: true }), 'weak', 'Valid-Pass-2026!');
    await pressOnce(page, page.getByRole('button', { name: t['RESET.SUBMIT'] }));
    await expectSent(sent, 'reset password');
  });

  test('password recovery', async ({ page }) => {
    requireApi();
    const sent = await stopCall(page, 'GET', /generateresetpasswordtoken$/i);
    await page.goto('/recupero-password');
    await errThenCorrect(
      page.getByLabel(t['RECOVERY.EMAIL']),
      'nessuno@',
      `nessuno.${Date.now()}@example.com`,
    );
    await pressOnce(page, page.getByRole('button', { name: t['RECOVERY.SUBMIT'] }));
    await expectSent(sent, 'password recovery');
  });

  test('signup', async ({ page }) => {
    requireApi();
    const sent = await stopCall(page, 'POST', /\/Auth\/registercustomer$/i);
    await page.goto('/signup');
    await page.getByLabel(t['SIGNUP.COMPANY']).fill('Primo Clic srl');
    await page.getByLabel(t['SIGNUP.COUNTRY']).selectOption('Italia');
    await page.getByLabel(t['SIGNUP.CITY']).fill('Milano');
    await page.getByLabel(t['SIGNUP.CAP']).fill('20121');
    await page.getByLabel(t['SIGNUP.STREET']).fill('Via Dante 1');
    await page.getByLabel(t['SIGNUP.PIVA']).fill('12345678901');
    await page.getByLabel(t['SIGNUP.CF']).fill('RSSMRA80A01F205X');
    await page.getByLabel(t['SIGNUP.SDI']).fill('ABC1234');
    await page.getByLabel(t['SIGNUP.EMAIL']).fill(`primo.clic.${Date.now()}@example.com`);
    await page.getByLabel(t['SIGNUP.TERMS']).check();
    await page.getByLabel(t['SIGNUP.PRIVACY']).check();
    await errThenCorrect(page.getByLabel(t['SIGNUP.PASSWORD'], { exact: true }), 'weak', 'Valid-Pass-2026!');
    await pressOnce(page, page.getByRole('button', { name: t['SIGNUP.SUBMIT'] }));
    await expectSent(sent, 'signup');
  });

  test('new operator', async ({ page, request }) => {
    requireApi();
    const s = U.it;
    await signInWithLocale(page, request, 'admin', 'it', '/user-management');
    const sent = await stopCall(page, 'POST', /register-new-operator$/i);
    await page.getByRole('button', { name: s.newOperator }).click();
    const form = page.getByRole('region', { name: s.createTitle });
    await form.getByLabel(s.firstname, { exact: true }).fill('Rita');
    await form.getByLabel(s.lastname).fill('Primo Clic');
    await form.getByLabel(s.password, { exact: true }).fill('Nuovo-Operatore-1!');
    await form.getByLabel(s.role).selectOption('operator-recruiter');
    await form.getByLabel(s.country).selectOption('Italia');
    await errThenCorrect(form.getByLabel(s.email), 'rita@', `rita.${Date.now()}@example.com`);
    await pressOnce(page, form.getByRole('button', { name: s.register }));
    await expectSent(sent, 'new operator');
  });

  test('PA application', async ({ page }) => {
    requireApi();
    const p = P.it;
    const sent = await stopCall(page, 'POST', /\/PersonalAssistant\/alfie\/apply$/i);
    await page.goto('/candidatura');
    await expect(page.getByRole('checkbox', { name: 'Milano', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel(p.firstname, { exact: true }).fill('Giulia');
    await page.getByLabel(p.lastname, { exact: true }).fill('Primo Clic');
    await page.getByLabel(p.mobile, { exact: true }).fill('+39 333 1234567');
    await page.getByLabel(p.homeTown).fill('Milano');
    await page.getByLabel(p.birthdate).fill('1990-04-12');
    await page.getByLabel(p.job).fill('Hostess');
    await page.getByRole('checkbox', { name: cultureLabel('it', 'it') }).check();
    await page.getByRole('checkbox', { name: 'Milano', exact: true }).check();
    await page.getByLabel(t['SIGNUP.PRIVACY']).check();
    await wholePageInView(page);
    await errThenCorrect(
      page.getByLabel(p.email, { exact: true }),
      'giulia@',
      `giulia.${Date.now()}@example.com`,
    );
    await pressOnce(page, page.getByRole('button', { name: p.submitApplication }));
    await expectSent(sent, 'PA application');
  });

  test('new request', async ({ page, signInAs }) => {
    requireApi();
    test.setTimeout(90_000);
    const s = CUSTOMER_STRINGS.it;
    const field = (label: string) => page.getByLabel(label, { exact: true }).first();
    await signInAs('customer');
    const sent = await stopCall(page, 'POST', /register-new-request$/i);
    await expect(field(s.businessName)).not.toHaveValue('');
    await field(s.contactName).fill('Maria Primo Clic');
    await field(s.contactPhone).fill('+39 02 1234567');
    await field(s.contactMobile).fill('+39 333 1234567');
    await field(s.country).selectOption({ label: 'Italia' });
    await field(s.city).selectOption({ label: 'Milano' });
    await field(s.departurePoi).selectOption({ label: 'Aeroporto di Milano Malpensa' });
    await field(s.start).fill(localAt(5, 10));
    await field(s.firstname).fill('John');
    await field(s.lastname).fill('Smith');
    await field(s.jobTitle).fill('CEO');
    await page.getByRole('checkbox', { name: cultureLabel('en', 'it') }).check();
    await page.getByRole('checkbox', { name: vehicleLabel('carType1', 'it') }).check();
    await wholePageInView(page);
    await errThenCorrect(field(s.contactEmail), 'maria@', 'maria.primo.clic@example.com');
    await pressOnce(page, page.getByRole('button', { name: s.submit }));
    const dialog = page.getByRole('dialog', { name: s.confirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: s.confirmSend }).click();
    await expectSent(sent, 'new request');
  });
});
