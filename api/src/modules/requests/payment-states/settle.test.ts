// After the payment: capture when the service is over, void when cancelled, PA-paid, the reauthorization job and
// the expiring list, against the fake PayPal REST.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { bearer, type TestApp } from '../../../test/build.ts';
import { auditLog, payments, requests } from '../../../db/schema.ts';
import { PayPalClient } from '../../payments/paypal-client.ts';
import type { FakePayPal } from '../../../test/paypal-fake.ts';
import { buildWithFakePayPal, type Cleanup } from '../../../test/setup.ts';
import * as q from '../../payments/queries.ts';
import { centsToValue, DAY_MS } from '../../payments/rules.ts';
import { runAuthorizationJob } from '../../payments/authorizations.ts';
import { releaseCancelled } from './void.ts';
import { body, companyOf, requestIn, saveIntent } from '../../../test/payments.ts';

const HOUR = 3_600_000;

async function setup(t: Cleanup) {
  const { h, fake } = await buildWithFakePayPal(t);
  const customer = await h.login('customer@example.com');
  const company = await companyOf(h.db, 'customer@example.com');
  return { fake, h, customer, company };
}

/** An Italian assigned request of the demo customer, paid through saveIntent (PayPal fake confirms it). */
async function paidRequest(h: TestApp, fake: FakePayPal, customer: string, company: number, skip = 0) {
  let request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  for (let i = 0; i < skip; i++) {
    await h.db.update(requests).set({ status: 'created' }).where(eq(requests.id, request.id));
    request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  }
  const payload = body(request);
  fake.addAuthorizedOrder({
    orderId: payload.orderId as string,
    authorizationId: payload.authorizationId as string,
    value: centsToValue(request.amountCents),
    referenceId: String(request.id),
  });
  return { request, payload, paymentId: await saveIntent(h, customer, payload) };
}

const act = (h: TestApp, action: string, token: string, requestId: number) =>
  h.app.inject({
    method: 'POST',
    url: `/payment/alfie/${action}`,
    headers: bearer(token),
    payload: { requestId },
  });

/** Moves a request's service to the past (it is over) or to a given period. */
async function movePeriod(h: TestApp, id: number, start: Date, end: Date) {
  await h.db.update(requests).set({ startDatetime: start, endDatetime: end }).where(eq(requests.id, id));
}

// On PGlite too: captured amounts cross each driver's numeric parsing inside one transaction.
describe('on each database', () => {
  test('capture: only once the service is over, by an operator of its country; request completed, then PA-paid', async (t) => {
    const { fake, h, customer, company } = await setup(t);
    const { request, payload, paymentId } = await paidRequest(h, fake, customer, company);
    const operator = await h.login('operator@example.com');
    const french = await h.login('operatore.fr@example.com');

    assert.equal((await act(h, 'capture', operator, request.id)).statusCode, 409, 'service not over yet');
    await movePeriod(h, request.id, new Date(Date.now() - 5 * HOUR), new Date(Date.now() - HOUR));
    assert.equal((await act(h, 'capture', customer, request.id)).statusCode, 403);
    assert.equal((await act(h, 'capture', french, request.id)).statusCode, 403);
    assert.equal((await act(h, 'pa-paid', operator, request.id)).statusCode, 409, 'not captured yet');

    const res = await act(h, 'capture', operator, request.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(fake.authorizations.get(payload.authorizationId as string)!.status, 'CAPTURED');
    assert.ok(fake.calls.some((c) => c.path.endsWith('/capture') && c.requestId === `capture-${paymentId}`));
    const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
    assert.equal(row!.status, 'captured');
    assert.match(row!.captureId ?? '', /^CAP-/);
    assert.equal((await q.findRequest(h.db, request.id))!.status, 'completed');
    assert.equal((await act(h, 'capture', operator, request.id)).statusCode, 409, 'nothing left to capture');

    // Captured but never confirmed (no actual end, final price or amount owed recorded): the PA waits.
    const early = await act(h, 'pa-paid', operator, request.id);
    assert.equal(early.statusCode, 409);
    assert.equal((early.json() as { code: string }).code, 'PAYOUT.NOT.CONFIRMED');
    const unpaid = (await q.findRequest(h.db, request.id))!;
    assert.equal(unpaid.status, 'completed');
    assert.equal(unpaid.paPaymentInstant, null);
    const confirmed = await h.app.inject({
      method: 'POST',
      url: '/request/alfie/confirm-service',
      headers: bearer(operator),
      payload: {
        requestId: request.id,
        actualEndDatetime: unpaid.endDatetime.toISOString(),
        reason: 'Ended as planned',
      },
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((confirmed.json() as { owed: number }).owed, 0, 'the capture counted, nothing owed');

    const paid = await act(h, 'pa-paid', operator, request.id);
    assert.equal(paid.statusCode, 200, paid.body);
    const after = (await q.findRequest(h.db, request.id))!;
    assert.equal(after.status, 'PA-paid');
    assert.ok(after.paPaymentInstant);
    const again = await act(h, 'pa-paid', operator, request.id);
    assert.equal(again.statusCode, 200, 'a retry answers the same');
    const kept = (await q.findRequest(h.db, request.id))!;
    assert.equal(
      kept.paPaymentInstant?.getTime(),
      after.paPaymentInstant?.getTime(),
      'the first instant stays',
    );
  });
});

test('a PayPal failure during capture leaves the payment authorized; the retry captures once', async (t) => {
  const { fake, h, customer, company } = await setup(t);
  const { request, paymentId } = await paidRequest(h, fake, customer, company);
  await movePeriod(h, request.id, new Date(Date.now() - 5 * HOUR), new Date(Date.now() - HOUR));
  const admin = await h.login('admin@example.com');
  fake.failNext(3, 500);
  assert.equal((await act(h, 'capture', admin, request.id)).statusCode, 502);
  assert.equal(
    (await h.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status,
    'authorized',
  );
  assert.equal((await act(h, 'capture', admin, request.id)).statusCode, 200);
});

test('void: only a cancelled request, every open authorization voided at PayPal', async (t) => {
  const { fake, h, customer, company } = await setup(t);
  const { request, payload, paymentId } = await paidRequest(h, fake, customer, company);
  const operator = await h.login('operator@example.com');
  assert.equal((await act(h, 'void', operator, request.id)).statusCode, 409, 'not cancelled');
  await h.db.update(requests).set({ status: 'cancelled' }).where(eq(requests.id, request.id));
  const res = await act(h, 'void', operator, request.id);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual((res.json() as { voided: number[] }).voided, [paymentId]);
  assert.equal(fake.authorizations.get(payload.authorizationId as string)!.status, 'VOIDED');
  assert.equal((await h.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status, 'voided');
  assert.equal((await act(h, 'void', operator, request.id)).statusCode, 409, 'nothing left to void');
});

test('the job releases the authorization of a request cancelled after it was paid, once', async (t) => {
  const { fake, h, customer, company } = await setup(t);
  const { request, payload, paymentId } = await paidRequest(h, fake, customer, company);
  await h.db.update(requests).set({ status: 'cancelled' }).where(eq(requests.id, request.id));
  const paypal = new PayPalClient({
    apiBase: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
  });
  const first = await runAuthorizationJob({ db: h.db, paypal, now: () => new Date() }, releaseCancelled);
  assert.deepEqual(first.voided, [paymentId]);
  assert.equal(fake.authorizations.get(payload.authorizationId as string)!.status, 'VOIDED');
  assert.equal((await h.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status, 'voided');
  const second = await runAuthorizationJob({ db: h.db, paypal, now: () => new Date() }, releaseCancelled);
  assert.deepEqual(second.voided, []);
  // One `void` transition of the request, by the system, saying why.
  const voids = await h.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'request'),
        eq(auditLog.entityId, String(request.id)),
        eq(auditLog.action, 'void'),
      ),
    );
  assert.equal(voids.length, 1);
  assert.equal(voids[0]!.actorAccountId, null);
  assert.equal(voids[0]!.fromStatus, 'cancelled');
  assert.equal(voids[0]!.toStatus, 'cancelled');
  assert.match(voids[0]!.reason ?? '', /job/);
});

test('the job reauthorizes once, when the new honour period covers the end of the service; lapsed ones expire', async (t) => {
  const { fake, h, customer, company } = await setup(t);
  const { request, payload, paymentId } = await paidRequest(h, fake, customer, company);
  const t0 = Date.now();
  await movePeriod(h, request.id, new Date(t0 + 10 * DAY_MS), new Date(t0 + 10 * DAY_MS + 2 * HOUR));
  const paypal = new PayPalClient({
    apiBase: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
  });
  const run = (at: number) =>
    runAuthorizationJob({ db: h.db, paypal, now: () => new Date(at) }, releaseCancelled);

  assert.deepEqual((await run(t0 + DAY_MS)).reauthorized, [], 'still in the honour period');
  assert.deepEqual((await run(t0 + 4 * DAY_MS)).reauthorized, [], 'too early to cover the service end');
  const report = await run(t0 + 7 * DAY_MS + 3 * HOUR);
  assert.equal(report.reauthorized.length, 1);
  const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
  assert.notEqual(row!.authorizationId, payload.authorizationId);
  assert.equal(row!.authorizationId, report.reauthorized[0]!.authorizationId);
  assert.ok(row!.reauthorizedAt);
  assert.ok(row!.expiresAt!.getTime() >= t0 + 10 * DAY_MS + 2 * HOUR, 'new honour period covers the end');
  assert.ok(fake.calls.some((c) => c.path.endsWith('/reauthorize') && c.requestId === `reauth-${paymentId}`));
  assert.deepEqual((await run(t0 + 8 * DAY_MS)).reauthorized, [], 'only once');

  const expired = await run(t0 + 30 * DAY_MS);
  assert.deepEqual(expired.expired, [paymentId]);
  assert.equal((await h.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status, 'expired');
});

test('without PayPal credentials the job reports due reauthorizations as skipped', async (t) => {
  const { fake, h, customer, company } = await setup(t);
  const { request, paymentId } = await paidRequest(h, fake, customer, company);
  const t0 = Date.now();
  await movePeriod(h, request.id, new Date(t0 + 5 * DAY_MS), new Date(t0 + 5 * DAY_MS + HOUR));
  const report = await runAuthorizationJob(
    { db: h.db, paypal: null, now: () => new Date(t0 + 4 * DAY_MS) },
    releaseCancelled,
  );
  assert.deepEqual(report.skipped, [paymentId]);
});

test('operators list the authorizations about to expire in their country, paged', async (t) => {
  const { fake, h, customer, company } = await setup(t);
  const first = await paidRequest(h, fake, customer, company);
  const second = await paidRequest(h, fake, customer, company);
  assert.notEqual(first.request.id, second.request.id);
  const list = (token: string, query: string) =>
    h.app.inject({ method: 'GET', url: `/payment/alfie/expiring${query}`, headers: bearer(token) });
  const operator = await h.login('operator@example.com');
  const french = await h.login('operatore.fr@example.com');

  assert.deepEqual((await list(operator, '')).json(), [], 'honoured 3 days: nothing within 48 hours');
  const all = await list(operator, '?hours=80');
  assert.equal(all.statusCode, 200);
  assert.equal(all.headers['x-total-count'], '2');
  const items = all.json() as { id: number; reason: string; reauthorized: boolean }[];
  assert.deepEqual(items.map((i) => i.id).sort(), [first.paymentId, second.paymentId].sort());
  assert.equal(items[0]!.reason, 'honour-ending');
  assert.equal(items[0]!.reauthorized, false);
  assert.deepEqual((await list(french, '?hours=80')).json(), []);

  const page1 = await list(operator, '?hours=80&limit=1');
  assert.equal(page1.headers['x-total-count'], '2');
  const cursor = page1.headers['x-next-cursor'] as string;
  assert.ok(cursor);
  const page2 = await list(operator, `?hours=80&limit=1&cursor=${cursor}`);
  assert.deepEqual(
    [...(page1.json() as { id: number }[]), ...(page2.json() as { id: number }[])].map((i) => i.id),
    items.map((i) => i.id),
  );
  assert.equal((await list(customer, '?hours=80')).statusCode, 403);
  assert.equal((await list(operator, '?hours=abc')).statusCode, 400);
});

test('the job can be run now by the roles that see every country', async (t) => {
  const { h } = await setup(t);
  const run = (token: string) =>
    h.app.inject({ method: 'POST', url: '/payment/alfie/reauthorize-due', headers: bearer(token) });
  assert.equal((await run(await h.login('operator@example.com'))).statusCode, 403);
  const res = await run(await h.login('admin@example.com'));
  assert.equal(res.statusCode, 200);
  assert.deepEqual(Object.keys(res.json() as object).sort(), [
    'expired',
    'failed',
    'reauthorized',
    'skipped',
    'voided',
  ]);
});
