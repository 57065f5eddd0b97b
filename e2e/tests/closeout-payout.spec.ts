// A PA payout waits for the customer's amount to be settled: a service that ran six hours over is confirmed, PayPal
// could take only part of the final price, and the closeout labels it "amount owed" and refuses the payout (no
// button on the screen, 409 PAYOUT.NOT.SETTLED from the API). An operator-admin writes the rest off with a reason;
// then the PA is paid. The journey claims its own ended service by paying for it (closeout-support.ts).
import { expect, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { authenticate, signInWithLocale } from '../support/session.ts';
import { API_URL } from '../support/urls.ts';
import { errorsEn } from '@alfie/shared/i18n/locales/errors-en';
import { fill, R } from './requests-support.ts';
import { claimEndedService, HOUR } from './closeout-support.ts';

const t = R.en;

interface CloseoutRow {
  id: number;
  state: string;
  owed: number | null;
  owedWriteOffReason: string | null;
  paPaymentInstant: string | null;
}

test('the closeout refuses a PA payout while an amount is owed; an admin writes it off, then the PA is paid', async ({
  page,
  request,
  a11y,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  requireApi();
  const customer = (await authenticate(request, 'customer')).account.token;
  // Ended eight hours ago or more: six hours over still lies in the past.
  const service = await claimEndedService(
    request,
    customer,
    (r) => Date.parse(r.endDatetime) < Date.now() - 8 * HOUR,
  );
  const admin = await signInWithLocale(page, request, 'admin', 'en', '/chiusura-servizi');
  const asAdmin = { authorization: `Bearer ${admin.account.token}` };
  const day = service.endDatetime.slice(0, 10);
  const closeoutRow = async () => {
    const res = await request.get(`${API_URL}/request/alfie/closeout`, {
      headers: asAdmin,
      params: { from: day, to: day },
    });
    return ((await res.json()) as CloseoutRow[]).find((r) => r.id === service.id)!;
  };

  // Six hours over: beyond what PayPal lets us capture on the authorization, so part of it stays owed. The PA
  // reported no end, so the operator's end comes with a reason.
  const actualEndDatetime = new Date(Date.parse(service.endDatetime) + 6 * HOUR).toISOString();
  const unexplained = await request.post(`${API_URL}/request/alfie/confirm-service`, {
    headers: asAdmin,
    data: { requestId: service.id, actualEndDatetime },
  });
  expect(unexplained.status()).toBe(400);
  expect(((await unexplained.json()) as { code: string }).code).toBe('END.REASON.REQUIRED');
  const confirmed = await request.post(`${API_URL}/request/alfie/confirm-service`, {
    headers: asAdmin,
    data: { requestId: service.id, actualEndDatetime, reason: 'The guest kept the PA until the evening' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const owed = ((await confirmed.json()) as { owed: number }).owed;
  expect(owed).toBeGreaterThan(0);
  const refused = await request.post(`${API_URL}/payment/alfie/pa-paid`, {
    headers: asAdmin,
    data: { requestId: service.id },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('PAYOUT.NOT.SETTLED');
  expect((await closeoutRow()).state).toBe('to-settle');

  await expect(page.getByRole('heading', { level: 1, name: t.coTitle })).toBeVisible();
  await page.getByLabel(t.coFrom).fill(day);
  await page.getByLabel(t.coTo).fill(day);
  await page.getByLabel(t.coStateFilter).selectOption('to-settle');
  const writeOff = page.getByRole('button', { name: fill(t.coWriteOffAction, { id: service.id }) });
  await expect(writeOff).toBeVisible();
  const row = page.getByRole('row').filter({ has: writeOff });
  await expect(row.getByRole('cell', { name: t['coState.to-settle'], exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: fill(t.coPayAction, { id: service.id }), exact: true }),
  ).toHaveCount(0);
  await a11y('closeout, amount owed');

  await writeOff.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: fill(t.coWriteOffTitle, { id: service.id }) });
  await dialog.getByRole('button', { name: t.coWriteOffConfirm, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(errorsEn['REQUIRED.FIELD']);
  await dialog.getByLabel(t.coWriteOffReason).fill('Customer unreachable, agreed with accounting');
  await a11y('write-off dialog');
  await dialog.getByRole('button', { name: t.coWriteOffConfirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await closeoutRow()).state).toBe('awaiting-pa-payment');
  expect((await closeoutRow()).owedWriteOffReason).toBe('Customer unreachable, agreed with accounting');

  await page.getByLabel(t.coStateFilter).selectOption('awaiting-pa-payment');
  await page.getByRole('button', { name: fill(t.coPayAction, { id: service.id }), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.coPayConfirm }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await closeoutRow()).state).toBe('pa-paid');
  const paid = await closeoutRow();
  expect(paid.paPaymentInstant).not.toBeNull();
  expect(paid.owed).toBe(owed);
  expect(browserErrors).toEqual([]);
});
