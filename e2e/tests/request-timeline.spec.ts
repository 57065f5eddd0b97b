// The request timeline on both sides: a customer files a request and a PA offers (through the API, as the
// screens would), the operator sees both on the assignment page's timeline, assigns there and sees the assignment and
// its two mails appear; the customer then reads its own timeline on the request detail: filed and assigned with the
// PA's first name only, no offers, no mails.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate } from '../support/session.ts';
import { streetRequestPayload } from '../support/customer.ts';
import { timelineStrings as customerTimeline } from '../../mfe-customer/src/i18n/timeline-strings.ts';
import { apiCall, italyAndMilano } from './pricing-support.ts';
import { R } from './requests-support.ts';

const HOUR = 3_600_000;
const r = R.it;
const c = customerTimeline.it;

test('the timeline: the operator sees offers, assignment and mails; the customer its own filtered story', async ({
  page,
  request,
  signInAs,
  a11y,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  const customer = await authenticate(request, 'customer');
  const token = customer.account.token;
  const { italy, milano } = await italyAndMilano(request, token);
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
  const { id } = await apiCall<{ id: number }>(
    request,
    token,
    'POST',
    '/Request/alfie/register-new-request',
    streetRequestPayload({
      customerId: customer.currentUserId,
      countryId: italy.id,
      cityId: milano.id,
      start,
    }),
  );
  const pa = await authenticate(request, 'pa');
  await apiCall(request, pa.account.token, 'POST', '/pa/alfie/offer', { requestId: id });
  const operator = await authenticate(request, 'operator');
  const [offered] = await apiCall<{ id: number; firstname: string; lastname: string }[]>(
    request,
    operator.account.token,
    'GET',
    `/PersonalAssistant/alfie/personal-assistant-by-request?id=${id}`,
  );
  const paName = `${offered!.firstname} ${offered!.lastname}`;

  // The operator: filed and the offer, oldest first.
  await signInAs('operator', `/assegnazione?id=${id}`);
  const timeline = page.getByRole('region', { name: r.timelineTitle });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(r['timeline.filed']);
  await expect(entries.nth(1)).toContainText(r['timeline.offer-received']);
  await expect(entries.nth(1)).toContainText(paName);
  await a11y('assignment page with the timeline');

  // Assign by keyboard; back on the page, the assignment and its two mails follow.
  await page
    .getByRole('button', { name: new RegExp(paName) })
    .first()
    .click();
  await page.getByRole('button', { name: r.assign }).first().focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: r.confirmTitle })
    .getByRole('button', { name: r.confirmSend })
    .click();
  await expect(page.getByRole('dialog', { name: r.sentTitle })).toBeVisible();
  await page.goto(`/assegnazione?id=${id}`);
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(2)).toContainText(r['timeline.assigned']);
  await expect(entries.nth(3)).toContainText(r['timeline.mail']);
  await expect(entries.nth(4)).toContainText(r['timeline.mail']);
  await expect(timeline).toContainText(r['timelineMail.pa-assignment']);
  await expect(timeline).toContainText(r['timelineMail.customer-assignment-summary']);

  // The customer: filed and assigned, the PA's first name only, no offer and no mail.
  await page.evaluate(() => window.localStorage.clear());
  await signInAs('customer', `/customer-request-details?id=${id}`);
  const mine = page.getByRole('region', { name: c.timelineTitle });
  const items = mine.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(c['timeline.filed']);
  await expect(items.nth(1)).toContainText(c['timeline.assigned']);
  await expect(items.nth(1)).toContainText(c.timelinePaName.replace('{{name}}', offered!.firstname));
  await expect(mine).not.toContainText(offered!.lastname);
  await a11y('customer request detail with the timeline');
  expect(browserErrors).toEqual([]);
});
