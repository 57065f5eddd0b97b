// saveIntent and extend-request without PayPal credentials: ownership, roles, state, amount, idempotency, audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { extensionCents, quoteBetween } from '@alfie/shared/contracts';
import { bearer, type TestApp } from '../../../test/build.ts';
import { buildFor, type Cleanup } from '../../../test/setup.ts';
import { auditLog, payments, requests } from '../../../db/schema.ts';
import * as q from '../../payments/queries.ts';
import { frozenRule, HONOUR_MS } from '../../payments/rules.ts';
import { body, companyOf, requestIn } from '../../../test/payments.ts';

const SAVE = '/payment/alfie/saveIntent';
const EXTEND = '/request/alfie/extend-request';

async function setup(t: Cleanup) {
  const h = await buildFor(t);
  const token = await h.login('customer@example.com');
  const company = await companyOf(h.db, 'customer@example.com');
  return { h, token, company };
}

const HOUR = 3_600_000;

const post = (h: TestApp, url: string, token: string | null, payload: unknown) =>
  h.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });

test('the customer authorizes its own assigned request: pending-capture, one payment row, audited', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  const payload = body(request);
  const before = Date.now();
  const res = await post(h, SAVE, token, payload);
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json() as { result: boolean; id: number; status: string; amount: number };
  assert.equal(answer.result, true);
  assert.equal(answer.status, 'pending-capture');
  assert.equal(answer.amount, request.amountCents);

  const [stored] = await h.db.select().from(payments).where(eq(payments.id, answer.id));
  assert.equal(stored!.orderId, payload.orderId);
  assert.equal(stored!.authorizationId, payload.authorizationId);
  assert.equal(stored!.status, 'authorized');
  assert.equal(stored!.kind, 'booking');
  assert.ok(stored!.expiresAt!.getTime() >= before + HONOUR_MS - 1000, 'honoured 3 days');
  assert.ok(stored!.validUntil!.getTime() > stored!.expiresAt!.getTime(), 'valid 29 days');
  const after = await q.findRequest(h.db, request.id);
  assert.equal(after!.status, 'pending-capture');
  assert.equal(after!.amountCents, request.amountCents);
  const audits = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'request'));
  assert.ok(audits.some((a) => a.entityId === String(request.id) && a.action === 'payment-authorized'));
  assert.ok(
    (await h.db.select().from(auditLog).where(eq(auditLog.entity, 'payment'))).some(
      (a) => a.entityId === String(answer.id),
    ),
  );
});

test('the same body twice answers the same and stores one row; a different body on that order is 409', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  const payload = body(request);
  const first = await post(h, SAVE, token, payload);
  const second = await post(h, SAVE, token, payload);
  assert.equal(first.statusCode, 200);
  assert.equal(second.statusCode, 200);
  assert.deepEqual(second.json(), first.json());
  const rows = await h.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, payload.orderId as string));
  assert.equal(rows.length, 1);

  const other = await post(h, SAVE, token, { ...payload, authorizationId: 'AUTH-OTHER' });
  assert.equal(other.statusCode, 409);
  // Paying the request again with a new order: it is no longer assigned (already paid).
  const again = await post(h, SAVE, token, body(request));
  assert.equal(again.statusCode, 409);
  assert.equal((await h.db.select().from(payments).where(eq(payments.requestId, request.id))).length, 1);
});

test('two identical calls at once store one payment and both succeed', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  const payload = body(request);
  const [a, b] = await Promise.all([post(h, SAVE, token, payload), post(h, SAVE, token, payload)]);
  assert.deepEqual([a.statusCode, b.statusCode], [200, 200], `${a.body} ${b.body}`);
  assert.equal((a.json() as { id: number }).id, (b.json() as { id: number }).id);
  assert.equal((await h.db.select().from(payments).where(eq(payments.requestId, request.id))).length, 1);
});

test("another company's request is 403, a missing one 404, operators 403 and no token 401; nothing stored", async (t) => {
  const { h, token, company } = await setup(t);
  const foreign = await requestIn(h.db, 'assigned', { notMine: company });
  assert.equal((await post(h, SAVE, token, body(foreign))).statusCode, 403);
  assert.equal((await post(h, SAVE, token, body({ id: 99_999_999, amountCents: 100 }))).statusCode, 404);
  const mine = await requestIn(h.db, 'assigned', { mine: company });
  const admin = await h.login('admin@example.com');
  assert.equal((await post(h, SAVE, admin, body(mine))).statusCode, 403);
  assert.equal((await post(h, SAVE, null, body(mine))).statusCode, 401);
  assert.equal((await post(h, EXTEND, admin, body(mine))).statusCode, 403);
  assert.equal((await h.db.select().from(payments)).length, 0);
});

test('an amount that is not the frozen price is 409 AMOUNT.MISMATCH; bad bodies are 400', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  const low = await post(h, SAVE, token, body(request, { amount: request.amountCents - 1 }));
  assert.equal(low.statusCode, 409);
  assert.equal((low.json() as { code: string }).code, 'AMOUNT.MISMATCH');
  assert.equal((await post(h, SAVE, token, body(request, { amount: 12.5 }))).statusCode, 400);
  assert.equal((await post(h, SAVE, token, body(request, { amount: '1000' }))).statusCode, 400);
  assert.equal((await post(h, SAVE, token, body(request, { orderId: '' }))).statusCode, 400);
  assert.equal((await post(h, SAVE, token, body(request, { orderId: 'x'.repeat(65) }))).statusCode, 400);
  assert.equal((await post(h, SAVE, token, body(request, { sneaky: 1 }))).statusCode, 400);
  assert.equal((await post(h, SAVE, token, body(request, { authorizationId: 'a b' }))).statusCode, 400);
  assert.equal((await h.db.select().from(payments)).length, 0);
  assert.equal((await q.findRequest(h.db, request.id))!.status, 'assigned');
});

test('only an assigned request can be paid (created, cancelled are 409)', async (t) => {
  const { h, token, company } = await setup(t);
  for (const status of ['created', 'cancelled'] as const) {
    const request = await requestIn(h.db, status, { mine: company });
    const res = await post(h, SAVE, token, body(request));
    assert.equal(res.statusCode, 409, status);
  }
});

test('an extension moves the end and grows the amount by the extra cost of the frozen rule', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  assert.equal((await post(h, SAVE, token, body(request))).statusCode, 200);
  const paid = (await q.findRequest(h.db, request.id))!;
  const snapshot = (await q.priceSnapshot(h.db, paid))!;
  const rule = frozenRule(snapshot.stop);
  // Far enough that even a POI flat fee is exceeded, so the extension costs something.
  const newEnd = new Date(paid.endDatetime.getTime() + 9 * 3_600_000);
  const extra = extensionCents(rule, paid.startDatetime, paid.endDatetime, newEnd, snapshot.vatPercent);
  assert.ok(extra > 0);

  // Wrong amount, no end, an end not later than the current one: refused, nothing changes.
  const wrong = await post(
    h,
    EXTEND,
    token,
    body(paid, { amount: extra + 1, endDatetime: newEnd.toISOString() }),
  );
  assert.equal(wrong.statusCode, 409);
  assert.equal((wrong.json() as { code: string }).code, 'AMOUNT.MISMATCH');
  assert.equal((await post(h, EXTEND, token, body(paid, { amount: extra }))).statusCode, 400);
  const earlier = await post(
    h,
    EXTEND,
    token,
    body(paid, { amount: extra, endDatetime: paid.startDatetime.toISOString() }),
  );
  assert.equal(earlier.statusCode, 400);

  const quote = await h.app.inject({
    method: 'GET',
    url: `/payment/alfie/extension-quote?requestId=${paid.id}&endDatetime=${encodeURIComponent(newEnd.toISOString())}`,
    headers: bearer(token),
  });
  assert.equal(quote.statusCode, 200, quote.body);
  assert.equal((quote.json() as { amount: number }).amount, extra);

  const payload = body(paid, { amount: extra, endDatetime: newEnd.toISOString() });
  const res = await post(h, EXTEND, token, payload);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((res.json() as { endDatetime: string }).endDatetime, newEnd.toISOString());
  const extended = (await q.findRequest(h.db, request.id))!;
  assert.equal(extended.endDatetime.toISOString(), newEnd.toISOString());
  assert.equal(extended.amountCents, paid.amountCents + extra);
  assert.equal(extended.status, 'pending-capture');
  const priced = (from: Date, to: Date) => quoteBetween(rule, from, to, snapshot.vatPercent);
  assert.equal(
    extended.netCents - paid.netCents,
    priced(paid.startDatetime, newEnd).netCents - priced(paid.startDatetime, paid.endDatetime).netCents,
  );
  const [row] = await h.db
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, request.id), eq(payments.kind, 'extension')));
  assert.equal(row!.amountCents, extra);
  assert.equal(row!.endDatetime!.toISOString(), newEnd.toISOString());

  // A replay of the extension answers the same and does not move the end twice.
  const replay = await post(h, EXTEND, token, payload);
  assert.equal(replay.statusCode, 200);
  assert.equal((await q.findRequest(h.db, request.id))!.amountCents, paid.amountCents + extra);
  const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'extended'));
  assert.equal(audits.length, 1);
});

test('an unpaid request cannot be extended (409)', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  const newEnd = new Date(request.endDatetime.getTime() + 3_600_000);
  const res = await post(h, EXTEND, token, body(request, { amount: 100, endDatetime: newEnd.toISOString() }));
  assert.equal(res.statusCode, 409);
  const quote = await h.app.inject({
    method: 'GET',
    url: `/payment/alfie/extension-quote?requestId=${request.id}&endDatetime=${encodeURIComponent(newEnd.toISOString())}`,
    headers: bearer(token),
  });
  assert.equal(quote.statusCode, 409);
  assert.equal(
    (await h.db.select().from(requests).where(eq(requests.id, request.id)))[0]!.endDatetime.getTime(),
    request.endDatetime.getTime(),
  );
});

test('an extension is capped at 24 hours past the current end: 400 EXTENSION.TOO.LONG on the quote and the call', async (t) => {
  const { h, token, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company });
  assert.equal((await post(h, SAVE, token, body(request))).statusCode, 200);
  const paid = (await q.findRequest(h.db, request.id))!;
  const quoteFor = (end: Date) =>
    h.app.inject({
      method: 'GET',
      url: `/payment/alfie/extension-quote?requestId=${paid.id}&endDatetime=${encodeURIComponent(end.toISOString())}`,
      headers: bearer(token),
    });
  for (const end of [
    new Date('9999-12-31T23:00:00Z'),
    new Date(paid.endDatetime.getTime() + 24 * HOUR + 60_000),
  ]) {
    const quote = await quoteFor(end);
    assert.equal(quote.statusCode, 400, quote.body);
    assert.equal(quote.json().code, 'EXTENSION.TOO.LONG');
    assert.equal(quote.json().fields.endDatetime, 'EXTENSION.TOO.LONG');
    assert.equal(quote.json().error, 'An extension can move the end by at most 24 hours');
    const extend = await post(h, EXTEND, token, body(paid, { amount: 1000, endDatetime: end.toISOString() }));
    assert.equal(extend.statusCode, 400, extend.body);
    assert.equal(extend.json().code, 'EXTENSION.TOO.LONG');
  }
  // An end that does not exist, or is written loosely, is a field error, not a rolled-over instant.
  const year = paid.endDatetime.getUTCFullYear() + 1;
  for (const end of [
    `${year}-02-30T10:00:00Z`,
    `${year}-1-5T10:00:00Z`,
    `${year}-03-01T25:00Z`,
    'Nov 27 2026 21:00 GMT',
  ]) {
    const quote = await h.app.inject({
      method: 'GET',
      url: `/payment/alfie/extension-quote?requestId=${paid.id}&endDatetime=${encodeURIComponent(end)}`,
      headers: bearer(token),
    });
    assert.equal(quote.statusCode, 400, end);
    assert.deepEqual(quote.json().fields, { endDatetime: 'INVALID.DATE' }, end);
    const extend = await post(h, EXTEND, token, body(paid, { amount: 1000, endDatetime: end }));
    assert.equal(extend.statusCode, 400, end);
    assert.deepEqual(extend.json().fields, { endDatetime: 'INVALID.DATE' }, end);
  }
  const unchanged = (await q.findRequest(h.db, request.id))!;
  assert.equal(unchanged.endDatetime.getTime(), paid.endDatetime.getTime());
  assert.equal(unchanged.amountCents, paid.amountCents);
  const longest = await quoteFor(new Date(paid.endDatetime.getTime() + 24 * HOUR));
  assert.equal(longest.statusCode, 200, 'exactly 24 hours more is allowed');
});
