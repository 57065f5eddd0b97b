// With PayPal credentials configured, saveIntent stores an authorization only after PayPal confirms it (fake REST).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { bearer } from '../../../test/build.ts';
import { payments } from '../../../db/schema.ts';
import * as q from '../../payments/queries.ts';
import { centsToValue } from '../../payments/rules.ts';
import { buildWithFakePayPal, type Cleanup } from '../../../test/setup.ts';
import { body, companyOf, requestIn } from '../../../test/payments.ts';

async function setup(t: Cleanup) {
  const { h, fake } = await buildWithFakePayPal(t);
  const token = await h.login('customer@example.com');
  const request = await requestIn(h.db, 'assigned', { mine: await companyOf(h.db, 'customer@example.com') });
  const save = (payload: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/payment/alfie/saveIntent', headers: bearer(token), payload });
  return { fake, h, request, save };
}

test('an authorization PayPal confirms (reference id, CREATED, amount in EUR) is stored', async (t) => {
  const { fake, h, request, save } = await setup(t);
  const payload = body(request);
  fake.addAuthorizedOrder({
    orderId: payload.orderId as string,
    authorizationId: payload.authorizationId as string,
    value: centsToValue(request.amountCents),
    referenceId: String(request.id),
  });
  const res = await save(payload);
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(fake.calls.some((c) => c.path === `/v2/checkout/orders/${payload.orderId}`));
  assert.equal((await q.findRequest(h.db, request.id))!.status, 'pending-capture');
});

const refusals: [string, (o: { value: string; referenceId: string }) => Record<string, unknown>][] = [
  ['another reference id', (o) => ({ ...o, referenceId: '999999' })],
  ['another amount', (o) => ({ ...o, value: '1.00' })],
  ['another currency', (o) => ({ ...o, currency: 'USD' })],
  ['an authorization already captured', (o) => ({ ...o, status: 'CAPTURED' })],
  ['a voided authorization', (o) => ({ ...o, status: 'VOIDED' })],
];
for (const [what, change] of refusals) {
  test(`PayPal showing ${what} is 409 PAYMENT.NOT.VERIFIED and nothing is stored`, async (t) => {
    const { fake, h, request, save } = await setup(t);
    const payload = body(request);
    fake.addAuthorizedOrder({
      orderId: payload.orderId as string,
      authorizationId: payload.authorizationId as string,
      ...(change({ value: centsToValue(request.amountCents), referenceId: String(request.id) }) as {
        value: string;
        referenceId: string;
      }),
    });
    const res = await save(payload);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal((res.json() as { code: string }).code, 'PAYMENT.NOT.VERIFIED');
    assert.equal((await h.db.select().from(payments).where(eq(payments.requestId, request.id))).length, 0);
    assert.equal((await q.findRequest(h.db, request.id))!.status, 'assigned');
  });
}

test('an order PayPal does not know is 409; another authorization id of a known order too', async (t) => {
  const { fake, request, save } = await setup(t);
  assert.equal((await save(body(request))).statusCode, 409);
  const payload = body(request);
  fake.addAuthorizedOrder({
    orderId: payload.orderId as string,
    authorizationId: 'SOMETHING-ELSE',
    value: centsToValue(request.amountCents),
    referenceId: String(request.id),
  });
  assert.equal((await save(payload)).statusCode, 409);
});

test('PayPal unreachable is a 5xx after retries, nothing stored; a later retry of the page succeeds', async (t) => {
  const { fake, h, request, save } = await setup(t);
  const payload = body(request);
  fake.addAuthorizedOrder({
    orderId: payload.orderId as string,
    authorizationId: payload.authorizationId as string,
    value: centsToValue(request.amountCents),
    referenceId: String(request.id),
  });
  fake.failNext(3, 503);
  const down = await save(payload);
  assert.equal(down.statusCode, 502, down.body);
  assert.equal((await h.db.select().from(payments).where(eq(payments.requestId, request.id))).length, 0);
  const retried = await save(payload);
  assert.equal(retried.statusCode, 200, retried.body);
});
