// Closing a service: the customer pays a service that has ended, an operator who sees every country
// confirms it on the closeout screen with half an hour more than planned (captured at the frozen rate), marks the
// PA paid, and the customer's closed reservations show the final amount. The e2e API has no PayPal credentials, so
// the capture is recorded without asking PayPal; the PayPal side is covered by the API tests with the fake REST.
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate, signInWithLocale } from '../support/session.ts';
import { API_URL } from '../support/urls.ts';
import { errorsIt } from '@alfie/shared/i18n/locales/errors-it';
import { strings as customerStrings } from '../../mfe-customer/src/i18n/strings.ts';
import { fill, R } from './requests-support.ts';
import { claimEndedService, dateTimeLocalOf, HOUR } from './closeout-support.ts';

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
  // Two sign-ins and a dozen screens: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  requireApi();
  const customer = (await authenticate(request, 'customer')).account.token;
  // An ended service of four hours or more, so half an hour over stays within what PayPal lets us capture
  // (nothing left owed, the PA can be paid at once); the oldest first (the payout journey takes the newest).
  const ended = await claimEndedService(
    request,
    customer,
    (r) => Date.parse(r.endDatetime) - Date.parse(r.startDatetime) >= 4 * HOUR,
    (a, b) => a.id - b.id,
  );
  const admin = await signInWithLocale(page, request, 'admin', 'it', '/chiusura-servizi');
  const closeoutRow = async () => {
    const res = await request.get(`${API_URL}/request/alfie/closeout`, {
      headers: { authorization: `Bearer ${admin.account.token}` },
      params: { from: ended.endDatetime.slice(0, 10), to: ended.endDatetime.slice(0, 10) },
    });
    return ((await res.json()) as CloseoutRow[]).find((r) => r.id === ended.id)!;
  };
  await expect(page.getByRole('heading', { level: 1, name: t.coTitle })).toBeVisible();
  const day = ended.endDatetime.slice(0, 10);
  await page.getByLabel(t.coFrom).fill(day);
  await page.getByLabel(t.coTo).fill(day);
  const confirm = page.getByRole('button', { name: fill(t.coConfirmAction, { id: ended.id }), exact: true });
  await expect(confirm).toBeVisible();
  await a11y('closeout list');

  await confirm.click();
  const dialog = page.getByRole('dialog', { name: fill(t.coConfirmTitle, { id: ended.id }), exact: true });
  // Half an hour past the planned end, as the browser's datetime-local value (its own time zone).
  const later = await dateTimeLocalOf(
    page,
    new Date(Date.parse(ended.endDatetime) + 30 * 60_000).toISOString(),
  );
  await dialog.getByLabel(t.coActualEnd).fill(later);
  // The PA reported no end: the dialog says so and wants the operator's reason before it confirms.
  await expect(dialog.getByText(t.coNotReported)).toBeVisible();
  await dialog.getByRole('button', { name: t.coConfirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(errorsIt['END.REASON.REQUIRED']);
  await dialog.getByLabel(t.coEndReason).fill('Il PA ha confermato la fine per telefono');
  await a11y('confirm service dialog');
  await dialog.getByRole('button', { name: t.coConfirm }).click();
  await expect(dialog.getByText(t.coOwed)).toBeVisible();

  const confirmed = await closeoutRow();
  expect(confirmed.state).toBe('awaiting-pa-payment');
  expect(confirmed.finalAmount).toBeGreaterThan(ended.amountCents);
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
  await page.getByRole('button', { name: fill(t.coPayAction, { id: ended.id }), exact: true }).click();
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

test('the closeout proposes the end the PA reported from the field, flags its gap and confirms with it', async ({
  page,
  request,
  a11y,
  browserErrors,
}) => {
  // Two sign-ins and a dozen screens: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  requireApi();
  const customer = (await authenticate(request, 'customer')).account.token;
  const asPa = { authorization: `Bearer ${(await authenticate(request, 'pa')).account.token}` };
  // A service of the demo PA that ended less than five hours ago: the PA may still report its steps.
  const past = (await (
    await request.get(`${API_URL}/pa/alfie/assignments`, {
      headers: asPa,
      params: { period: 'past', limit: 200 },
    })
  ).json()) as { id: number }[];
  const mine = new Set(past.map((a) => a.id));
  const service = await claimEndedService(
    request,
    customer,
    (r) => mine.has(r.id) && Date.parse(r.endDatetime) > Date.now() - 5 * HOUR,
  );
  const start = Date.parse(service.startDatetime);
  const reported = new Date(Date.parse(service.endDatetime) + 20 * 60_000).toISOString();
  const steps: [string, number][] = [
    ['on-the-way', start - 60 * 60_000],
    ['at-meeting-point', start - 15 * 60_000],
    ['guest-met', start],
    ['ended', Date.parse(reported)],
  ];
  for (const [status, at] of steps) {
    const res = await request.post(`${API_URL}/pa/alfie/field-status`, {
      headers: { ...asPa, 'idempotency-key': `closeout-${service.id}-${status}` },
      data: { requestId: service.id, status, at: new Date(at).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const e = R.en;
  const admin = await signInWithLocale(page, request, 'admin', 'en', '/chiusura-servizi');
  const day = service.endDatetime.slice(0, 10);
  await page.getByLabel(e.coFrom).fill(day);
  await page.getByLabel(e.coTo).fill(day);
  const confirm = page.getByRole('button', {
    name: fill(e.coConfirmAction, { id: service.id }),
    exact: true,
  });
  const row = page.getByRole('row').filter({ has: confirm });
  await expect(row.getByText(fill(e.coEndLater, { minutes: 20 }))).toBeVisible();

  await confirm.click();
  const dialog = page.getByRole('dialog', { name: fill(e.coConfirmTitle, { id: service.id }), exact: true });
  await expect(dialog.getByText(fill(e.coEndLater, { minutes: 20 }))).toBeVisible();
  await expect(dialog.getByLabel(e.coActualEnd)).toHaveValue(await dateTimeLocalOf(page, reported));
  await expect(dialog.getByLabel(e.coEndReason)).toHaveCount(0);
  await a11y('confirm service dialog, end reported by the PA');
  await dialog.getByRole('button', { name: e.coConfirm }).click();
  await expect(dialog.getByText(e.coOwed)).toBeVisible();

  const res = await request.get(`${API_URL}/request/alfie/closeout`, {
    headers: { authorization: `Bearer ${admin.account.token}` },
    params: { from: day, to: day },
  });
  const closed = (
    (await res.json()) as { id: number; actualEndDatetime: string; reportedEnd: string }[]
  ).find((r) => r.id === service.id)!;
  expect(closed.reportedEnd).toBe(reported);
  expect(closed.actualEndDatetime).toBe(reported);
  expect(browserErrors).toEqual([]);
});
