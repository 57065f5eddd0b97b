// Closing a service: the customer pays a service that has ended, an operator who sees every country
// confirms it on the closeout screen with half an hour more than planned (captured at the frozen rate), marks the
// PA paid, and the customer's closed reservations show the final amount. The e2e API has no PayPal credentials, so
// the capture is recorded without asking PayPal; the PayPal side is covered by the API tests with the fake REST.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate, signInWithLocale } from '../support/session.ts';
import { API_URL } from '../support/urls.ts';
import { strings as customerStrings } from '../../mfe-customer/src/i18n/strings.ts';
import { fill, R } from './requests-support.ts';

const t = R.it;

interface CloseoutRow {
  id: number;
  state: string;
  finalAmount: number | null;
  captured: number | null;
  owed: number | null;
  paPaymentInstant: string | null;
}

test('an operator confirms an ended service with extra time, the capture is recorded, then pays the PA', async ({
  page,
  request,
  a11y,
  browserErrors,
}) => {
  requireApi();
  const customer = (await authenticate(request, 'customer')).account.token;
  const asCustomer = { authorization: `Bearer ${customer}` };
  const own = (await (
    await request.get(`${API_URL}/request/alfie/requests?status=closed`, { headers: asCustomer })
  ).json()) as { id: number; status: string; startDatetime: string; endDatetime: string }[];
  // An assigned service of the demo customer that ended over an hour ago: it may still be paid, then closed out.
  // Four hours or more, so half an hour over stays within what PayPal lets us capture (nothing left owed, the PA
  // can be paid at once).
  const ended = own
    .filter(
      (r) =>
        r.status === 'assigned' &&
        Date.parse(r.endDatetime) < Date.now() - 3_600_000 &&
        Date.parse(r.endDatetime) - Date.parse(r.startDatetime) >= 4 * 3_600_000,
    )
    .sort((a, b) => a.id - b.id)[0];
  if (!ended) throw new Error('the demo customer has no ended assigned service');
  const detail = (await (
    await request.get(`${API_URL}/Request/alfie/request-detail?id=${ended.id}`, { headers: asCustomer })
  ).json()) as { request: { amount: number; endDatetime: string } };
  const tag = `${Date.now()}`;
  const paid = await request.post(`${API_URL}/payment/alfie/saveIntent`, {
    headers: asCustomer,
    data: {
      id: null,
      requestId: ended.id,
      amount: Math.round(detail.request.amount * 100),
      orderId: `ORDER-CLOSE-${tag}`,
      authorizationId: `AUTH-CLOSE-${tag}`,
      endDatetime: '',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const admin = await signInWithLocale(page, request, 'admin', 'it', '/chiusura-servizi');
  const closeoutRow = async () => {
    const res = await request.get(`${API_URL}/request/alfie/closeout`, {
      headers: { authorization: `Bearer ${admin.account.token}` },
      params: { from: detail.request.endDatetime.slice(0, 10), to: detail.request.endDatetime.slice(0, 10) },
    });
    return ((await res.json()) as CloseoutRow[]).find((r) => r.id === ended.id)!;
  };
  await expect(page.getByRole('heading', { level: 1, name: t.coTitle })).toBeVisible();
  const day = detail.request.endDatetime.slice(0, 10);
  await page.getByLabel(t.coFrom).fill(day);
  await page.getByLabel(t.coTo).fill(day);
  const confirm = page.getByRole('button', { name: fill(t.coConfirmAction, { id: ended.id }) });
  await expect(confirm).toBeVisible();
  await a11y('closeout list');

  await confirm.click();
  const dialog = page.getByRole('dialog', { name: fill(t.coConfirmTitle, { id: ended.id }) });
  // Half an hour past the planned end, as the browser's datetime-local value (its own time zone).
  const later = await page.evaluate((iso) => {
    const d = new Date(Date.parse(iso) + 30 * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, detail.request.endDatetime);
  await dialog.getByLabel(t.coActualEnd).fill(later);
  await a11y('confirm service dialog');
  await dialog.getByRole('button', { name: t.coConfirm }).click();
  await expect(dialog.getByText(t.coOwed)).toBeVisible();

  const confirmed = await closeoutRow();
  expect(confirmed.state).toBe('awaiting-pa-payment');
  expect(confirmed.finalAmount).toBeGreaterThan(Math.round(detail.request.amount * 100));
  expect(confirmed.captured).toBe(confirmed.finalAmount);
  expect(confirmed.owed).toBe(0);
  const euro = (cents: number) =>
    new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  // The term's own value: the final amount and the captured one are the same figure when PayPal took it all.
  const valueOf = (term: string) =>
    dialog.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(valueOf(t.coFinal)).toHaveText(euro(confirmed.finalAmount!));
  await expect(valueOf(t.coCaptured)).toHaveText(euro(confirmed.captured ?? 0));
  await dialog.getByRole('button', { name: t.coClose }).click();

  await page.getByLabel(t.coStateFilter).selectOption('awaiting-pa-payment');
  await page.getByRole('button', { name: fill(t.coPayAction, { id: ended.id }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.coPayConfirm }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await closeoutRow()).state).toBe('pa-paid');
  expect((await closeoutRow()).paPaymentInstant).not.toBeNull();

  // The customer's closed reservations show what the service finally cost.
  await signInWithLocale(page, request, 'customer', 'it', '/richieste-customer');
  const closed = page.getByRole('region', { name: customerStrings.it.closed });
  await expect(closed.getByRole('columnheader', { name: customerStrings.it.colFinalAmount })).toBeVisible();
  await expect(closed.getByText(euro(confirmed.finalAmount!), { exact: true })).toBeVisible();
  expect(browserErrors).toEqual([]);
});
