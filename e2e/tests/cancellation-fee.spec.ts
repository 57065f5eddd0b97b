// A cancellation with a fee: the customer files a request starting within a day (half the total under the default
// policy: free until 24 hours before, 50 % until 2 hours). Before a PA is assigned the cancel confirmation says it
// is free, and why; then it is assigned and paid through the API as the screens would, and the confirmation shows
// the fee and when it changes; the customer confirms and finds the fee captured on the timeline and in the
// reservations list. The e2e API has no PayPal credentials: the fee is captured without asking PayPal (the PayPal
// side is the API tests' with the fake REST server).
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate } from '../support/session.ts';
import { streetRequestPayload } from '../support/customer.ts';
import { it as customer } from '../../mfe-customer/src/i18n/strings-it.ts';
import { timelineStrings } from '../../mfe-customer/src/i18n/timeline-strings.ts';
import { apiCall, italyAndMilano } from './pricing-support.ts';

const HOUR = 3_600_000;
const c = timelineStrings.it;
const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

test('the cancel confirmation is free before assignment and priced after it, and the fee is charged', async ({
  page,
  request,
  signInAs,
  a11y,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  const owner = await authenticate(request, 'customer');
  const token = owner.account.token;
  const { italy, milano } = await italyAndMilano(request, token);
  const pa = await authenticate(request, 'pa');
  // A start inside the 50 % window (2 to 24 hours ahead) when the demo PA is free, travel time included.
  const busy = await apiCall<{ startDatetime: string; endDatetime: string }[]>(
    request,
    pa.account.token,
    'GET',
    '/pa/alfie/assignments?period=upcoming',
  );
  const free = (s: number) =>
    busy.every(
      (b) => Date.parse(b.endDatetime) + 2 * HOUR <= s || Date.parse(b.startDatetime) >= s + 4 * HOUR,
    );
  const hour = Math.ceil(Date.now() / HOUR) * HOUR;
  const startMs = [4, 6, 8, 10, 12, 14, 16, 18, 20].map((h) => hour + h * HOUR).find(free);
  // The demo PA's seeded schedule leaves such a slot; a journey that could skip itself would prove nothing.
  expect(startMs, 'a start 4 to 20 hours ahead when the demo PA is free').toBeDefined();
  const start = new Date(startMs!);
  const filed = await apiCall<{ id: number; amount: number }>(
    request,
    token,
    'POST',
    '/Request/alfie/register-new-request',
    streetRequestPayload({ customerId: owner.currentUserId, countryId: italy.id, cityId: milano.id, start }),
  );

  // Filed inside the 50 % window, but no PA has committed time yet: free, and the free window never began.
  await signInAs('customer', `/customer-request-details?id=${filed.id}`);
  await page.getByRole('button', { name: customer.deleteRequest }).click();
  const unassigned = page.getByRole('dialog', { name: customer.deleteRequestTitle });
  await expect(unassigned).toContainText(customer.cancelFeeUnassigned);
  await expect(unassigned).toContainText(customer.cancelAssignedPolicy);
  await page.keyboard.press('Escape');
  await expect(unassigned).toBeHidden();

  await apiCall(request, pa.account.token, 'POST', '/pa/alfie/offer', { requestId: filed.id });
  const admin = (await authenticate(request, 'admin')).account.token;
  const [offer] = await apiCall<{ id: number }[]>(
    request,
    admin,
    'GET',
    `/PersonalAssistant/alfie/personal-assistant-by-request?id=${filed.id}`,
  );
  await apiCall(request, admin, 'POST', '/Request/alfie/assign-request', {
    requestId: filed.id,
    personalAssistantId: offer!.id,
  });
  const tag = `${Date.now()}`;
  const totalCents = Math.round(filed.amount * 100);
  await apiCall(request, token, 'POST', '/payment/alfie/saveIntent', {
    id: null,
    requestId: filed.id,
    amount: totalCents,
    orderId: `ORDER-E2E-CANCEL-${tag}`,
    authorizationId: `AUTH-E2E-CANCEL-${tag}`,
    endDatetime: '',
  });
  const fee = Math.round(totalCents / 2);

  await page.reload();
  await page.getByRole('button', { name: customer.deleteRequest }).click();
  const dialog = page.getByRole('dialog', { name: customer.deleteRequestTitle });
  await expect(dialog).toContainText(fill(customer.cancelFeeNow, { fee: euro(fee), percent: '50%' }));
  // From 2 hours before the start it costs the whole total.
  await expect(dialog).toContainText(euro(totalCents));
  await a11y('cancel confirmation with the fee');
  const confirm = dialog.getByRole('button', { name: customer.deleteRequestConfirm });
  await expect(confirm).toBeEnabled();
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/richieste-customer/);
  await expect(page.getByRole('region', { name: customer.closed })).toContainText(
    fill(customer.feeCaptured, { taken: euro(fee) }),
  );

  // The fee is on the timeline: the partial capture and the cancelled entry.
  await page.goto(`/customer-request-details?id=${filed.id}`);
  const timeline = page.getByRole('region', { name: c.timelineTitle });
  await expect(timeline).toContainText(c['timeline.payment-captured']);
  await expect(timeline).toContainText(fill(c.timelineAmount, { amount: euro(fee) }));
  await expect(timeline).toContainText(fill(c.timelineFee, { fee: euro(fee), taken: euro(fee) }));
  expect(browserErrors).toEqual([]);
});
