// Live dashboards: a request filed by a customer in one browser appears on an operator's open business
// dashboard in another within 2 seconds, without a reload; an assignment page open in a second operator's browser
// shows at once the assignment made from the first, and offers Assign no more.
import type { Browser, BrowserContext } from '@playwright/test';
import { countryName, cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { expect, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS, localAt } from '../support/customer.ts';
import type { DemoUser } from '../support/demo-accounts.ts';
import { DEMO } from '../support/demo-accounts.ts';
import { apiCall } from './pricing-support.ts';
import { apiGet, fileMilanoRequest, fill, R, signInWithLocale, tokenOf } from './requests-support.ts';

const s = CUSTOMER_STRINGS.en;
const en = R.en;
/** What the screens must meet: an event is on the page this long after the change was answered. */
const LIVE_MS = 2_000;
const HOUR = 3_600_000;

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/**
 * A browser of its own (its own session), signed in as `user` in English, on `path`; with `live`, once the screen's
 * event stream is open (a screen is live from then on).
 */
async function browserOf(
  browser: Browser,
  request: Parameters<typeof signInWithLocale>[1],
  user: DemoUser,
  path: string,
  live = false,
): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const stream = live && page.waitForRequest((r) => /\/request\/alfie\/events\?ticket=/i.test(r.url()));
  await signInWithLocale(page, request, user, 'en', path);
  if (stream) await stream;
  return page;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

test('a request filed by a customer appears on an open business dashboard within 2 s', async ({
  browser,
  request,
}) => {
  requireApi();
  test.setTimeout(120_000);
  const operator = await browserOf(browser, request, 'operator', '/richieste', true);
  await expect(operator.getByRole('heading', { level: 1, name: en.businessTitle })).toBeVisible();

  const form = await browserOf(browser, request, 'customer', '/landing-richiesta');
  await expect(form.getByRole('heading', { level: 1, name: s.newRequestTitle })).toBeVisible();
  await field(form, s.contactName).fill('Giulia Live');
  await field(form, s.contactEmail).fill('giulia.live@example.com');
  await field(form, s.contactPhone).fill('+39 02 1234567');
  await field(form, s.contactMobile).fill('+39 333 1234567');
  await field(form, s.country).selectOption({ label: countryName('Italia', 'en') });
  await field(form, s.city).selectOption({ label: 'Milano' });
  await field(form, s.departurePoi).selectOption({ label: 'Aeroporto di Milano Malpensa' });
  await field(form, s.start).fill(localAt(6, 9, 45));
  await field(form, s.end).fill(localAt(6, 11, 45));
  await field(form, s.services).fill('Accoglienza');
  await field(form, s.serviceNote).fill('Cartello con il nome');
  await field(form, s.firstname).fill('Ada');
  await field(form, s.lastname).fill('Live');
  await field(form, s.jobTitle).fill('CTO');
  await form.getByRole('checkbox', { name: cultureLabel('en', 'en') }).check();
  await form.getByRole('checkbox', { name: vehicleLabel('carType3', 'en') }).check();
  await form.getByRole('button', { name: s.submit }).click();
  const sent = form.waitForResponse((r) => /register-new-request/i.test(r.url()));
  await form
    .getByRole('dialog', { name: s.confirmTitle })
    .getByRole('button', { name: s.confirmSend })
    .click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const filedAt = Date.now();
  const { id } = (await answer.json()) as { id: number };

  // On the operator's page, untouched since it opened: the notice and the new row.
  await expect(operator.getByRole('status').filter({ hasText: fill(en.liveNewRequest, { id }) })).toBeVisible(
    {
      timeout: LIVE_MS,
    },
  );
  expect(Date.now() - filedAt).toBeLessThan(LIVE_MS);
  // Its own row, by its start time that no other journey books (the top row may be another journey's request).
  const row = operator
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: '09:45' })
    .filter({ hasText: 'Aeroporto di Milano Malpensa' })
    .first();
  await expect(row).toContainText('Aeroporto di Milano Malpensa');
  await expect(row).toContainText('Pending');
});

test('an open assignment page shows at once the assignment another operator made', async ({
  browser,
  request,
}) => {
  requireApi();
  test.setTimeout(120_000);
  // This journey's own request, at an hour no other journey books the demo PA for, and the demo PA's offer on it.
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 52 * 24 * HOUR);
  const id = await fileMilanoRequest(request, { start, street: 'Via del Live 7', hours: 2 });
  const paToken = await tokenOf(request, 'pa');
  await apiCall(request, paToken, 'POST', '/pa/alfie/offer', { requestId: id });
  const token = await tokenOf(request, 'operator');
  type Offer = { email: string; firstname: string; lastname: string };
  const offers = await apiGet<Offer[]>(
    request,
    token,
    `/PersonalAssistant/alfie/personal-assistant-by-request?id=${id}`,
  );
  const pa = offers.find((o) => o.email === DEMO.pa.email);
  expect(pa, 'the demo PA offered on the request').toBeDefined();
  const name = `${pa!.firstname} ${pa!.lastname}`;

  // The admin (every country) watches the request; the Italian operator assigns it.
  const watcher = await browserOf(browser, request, 'admin', `/assegnazione?id=${id}`, true);
  await watcher
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await expect(watcher.getByRole('button', { name: en.assign }).first()).toBeVisible();

  const page = await browserOf(browser, request, 'operator', `/assegnazione?id=${id}`, true);
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('button', { name: en.assign }).first().click();
  const assigned = page.waitForResponse((r) => /assign-request/i.test(r.url()));
  await page
    .getByRole('dialog', { name: en.confirmTitle })
    .getByRole('button', { name: en.confirmSend })
    .click();
  expect((await assigned).status()).toBe(200);
  const assignedAt = Date.now();
  await expect(page.getByRole('dialog', { name: en.sentTitle })).toBeVisible();

  // The watcher's page, untouched: the message within 2 s, then who is assigned, and no Assign button left.
  await expect(watcher.getByRole('status').filter({ hasText: en.assignedElsewhere })).toBeVisible({
    timeout: LIVE_MS,
  });
  expect(Date.now() - assignedAt).toBeLessThan(LIVE_MS);
  await expect(watcher.getByText(fill(en.assignedTo, { name }))).toBeVisible();
  await expect(watcher.getByRole('button', { name: en.assign })).toHaveCount(0);
  await expect(watcher.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  // The assigner's own page does not call its own assignment another operator's.
  await expect(page.getByText(en.assignedElsewhere)).toHaveCount(0);
});
