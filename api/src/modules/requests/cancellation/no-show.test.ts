// POST /request/alfie/no-show-decision: an operator confirms the PA's "guest not found" (a late cancellation under
// the country's policy, the fee captured from the authorization or owed, the customer mailed, on the timeline and
// live) or refuses it (the report withdrawn, the service running on); only a pending no-show, only operators in scope.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { NoShowDecided, TimelineEntry } from '@alfie/shared/contracts';
import { bearer } from '../../../test/build.ts';
import { milanoRequest, paWorld, type PaWorld } from '../../../test/pa.ts';
import { startFakePayPal } from '../../../test/paypal-fake.ts';
import { ids } from '../../../test/payments.ts';
import { centsToValue } from '../../payments/rules.ts';
import { PayPalClient } from '../../payments/paypal-client.ts';
import { renderMail } from '../../../mail/render.ts';
import { decideNoShow } from './no-show.ts';

const DECIDE = '/request/alfie/no-show-decision';
let keys = 0;

/** A service of the demo PA that started `hours` ago, walked to a reported no-show by the PA. */
async function noShowService(w: PaWorld, hours = 2): Promise<number> {
  const id = await milanoRequest(w, { status: 'assigned', pa: w.pa.id, startInDays: -hours / 24 });
  for (const status of ['on-the-way', 'at-meeting-point', 'no-show'])
    await w.h.app.inject({
      method: 'POST',
      url: '/pa/alfie/field-status',
      headers: { ...bearer(w.pa.token), 'idempotency-key': `no-show-${Date.now()}-${++keys}` },
      payload: { requestId: id, status, ...(status === 'no-show' ? { note: 'Nobody at the arrivals' } : {}) },
    });
  return id;
}

const decide = async (w: PaWorld, email: string, body: object) =>
  w.h.app.inject({
    method: 'POST',
    url: DECIDE,
    headers: bearer(await w.h.login(email)),
    payload: body,
  });

const statusOf = async (w: PaWorld, id: number) =>
  (await w.one<{ status: string }>(sql`select status from requests where id = ${id}`)).status;

// On PGlite too: the decision locks the request and writes the cancellation, payments and mail in one
// transaction.
describe('on each database', () => {
  test('a confirmed no-show is a late cancellation: full fee owed without an authorization, mailed, live, on the timeline', async (t) => {
    const w = await paWorld(t);
    const id = await noShowService(w);
    const amount = (await w.one<{ a: number }>(sql`select amount_cents a from requests where id = ${id}`)).a;
    const res = await decide(w, 'operator@example.com', {
      requestId: id,
      confirm: true,
      note: 'Called twice',
    });
    assert.equal(res.statusCode, 200, res.body);
    const decided = res.json() as NoShowDecided;
    assert.equal(decided.status, 'cancelled');
    assert.equal(decided.field.status, 'no-show');
    assert.deepEqual(decided.fee, {
      feeCents: amount,
      capturedCents: 0,
      currencyCode: 'EUR',
      feeState: 'owed',
    });
    assert.equal(await statusOf(w, id), 'cancelled');
    const record = await w.one<{ percent: number; fee_state: string }>(
      sql`select percent, fee_state from request_cancellations where request_id = ${id}`,
    );
    assert.deepEqual([record.percent, record.fee_state], [100, 'owed']);
    const mail = await w.one<{ template: string; language: 'it'; params: Record<string, unknown> }>(
      sql`select template, language, params from mail_outbox where request_id = ${id} and template = 'field-no-show'`,
    );
    assert.match(
      renderMail('field-no-show', mail.language, mail.params).text,
      new RegExp(centsToValue(amount)),
    );
    const live = await w.one<{ n: number }>(
      sql`select count(*)::int n from request_events where request_id = ${id} and event = 'request.cancelled'`,
    );
    assert.equal(live.n, 1);
    const timeline = await w.h.app.inject({
      method: 'GET',
      url: `/Request/alfie/request-timeline?id=${id}`,
      headers: bearer(await w.h.login('operator@example.com')),
    });
    assert.equal(timeline.statusCode, 200, timeline.body);
    const cancelled = (timeline.json() as TimelineEntry[]).find((e) => e.kind === 'cancelled');
    assert.deepEqual([cancelled?.detail.feeCents, cancelled?.detail.feeState], [amount, 'owed']);

    // Decided once: a second decision finds nothing pending and writes nothing.
    const again = await decide(w, 'operator@example.com', { requestId: id, confirm: true });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'NO.SHOW.NOT.REPORTED');
    const rows = await w.one<{ n: number }>(
      sql`select count(*)::int n from request_cancellations where request_id = ${id}`,
    );
    assert.equal(rows.n, 1);
  });
});

test('a refused no-show withdraws the report: the service runs on and the PA reports the guest met', async (t) => {
  const w = await paWorld(t);
  const id = await noShowService(w);
  const res = await decide(w, 'operator@example.com', {
    requestId: id,
    confirm: false,
    note: 'Guest called',
  });
  assert.equal(res.statusCode, 200, res.body);
  const decided = res.json() as NoShowDecided;
  assert.deepEqual(
    [decided.status, decided.field.status, decided.fee],
    ['assigned', 'at-meeting-point', null],
  );
  assert.equal(await statusOf(w, id), 'assigned');
  const met = await w.h.app.inject({
    method: 'POST',
    url: '/pa/alfie/field-status',
    headers: { ...bearer(w.pa.token), 'idempotency-key': `met-${Date.now()}` },
    payload: { requestId: id, status: 'guest-met' },
  });
  assert.equal(met.statusCode, 200, met.body);
  const timeline = await w.h.app.inject({
    method: 'GET',
    url: `/Request/alfie/request-timeline?id=${id}`,
    headers: bearer(await w.h.login('operator@example.com')),
  });
  const kinds = (timeline.json() as TimelineEntry[]).map((e) => e.kind);
  assert.ok(kinds.includes('field.no-show-refused'), kinds.join());
  const cancellations = await w.one<{ n: number }>(
    sql`select count(*)::int n from request_cancellations where request_id = ${id}`,
  );
  assert.equal(cancellations.n, 0);
});

test('who decides: operators of the country only; nothing pending is a 409; a missing request 404', async (t) => {
  const w = await paWorld(t);
  const id = await noShowService(w);
  for (const email of ['operatore.fr@example.com', 'customer@example.com', 'pa@example.com']) {
    const res = await decide(w, email, { requestId: id, confirm: true });
    assert.equal(res.statusCode, 403, email);
  }
  assert.equal(await statusOf(w, id), 'assigned');
  const missing = await decide(w, 'operator@example.com', { requestId: 99_999_999, confirm: true });
  assert.equal(missing.statusCode, 404);
  const bad = await decide(w, 'operator@example.com', { requestId: id, confirm: 'yes' });
  assert.equal(bad.statusCode, 400);
  // The PA at the meeting point, no no-show reported: nothing to decide either way.
  const running = await milanoRequest(w, { status: 'assigned', pa: w.pa.id, startInDays: -1 / 24 });
  for (const confirm of [true, false]) {
    const res = await decide(w, 'operator@example.com', { requestId: running, confirm });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'NO.SHOW.NOT.REPORTED');
  }
  assert.equal(await statusOf(w, running), 'assigned');
});

test('with an authorization, the fee is captured at PayPal under the cancellation key', async (t) => {
  const fake = await startFakePayPal();
  t.after(() => fake.close());
  const w = await paWorld(t);
  const id = await noShowService(w);
  const request = await w.one<{ amount_cents: number }>(
    sql`select amount_cents from requests where id = ${id}`,
  );
  const pair = ids();
  fake.addAuthorizedOrder({ ...pair, value: centsToValue(request.amount_cents), referenceId: String(id) });
  const payment = await w.one<{ id: number }>(
    sql`insert into payments (request_id, kind, order_id, authorization_id, amount_cents, currency_code, status)
        values (${id}, 'booking', ${pair.orderId}, ${pair.authorizationId}, ${request.amount_cents}, 'EUR', 'authorized')
        returning id`,
  );
  await w.h.db.execute(sql`update requests set status = 'pending-capture' where id = ${id}`);
  const operator = await w.one<{ id: number; account_id: number; country_id: number }>(
    sql`select o.id, o.account_id, o.country_id from operators o join accounts a on a.id = o.account_id
        where a.email = 'operator@example.com'`,
  );
  const paypal = new PayPalClient({
    apiBase: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    retries: 0,
  });
  const decided = await decideNoShow(
    { db: w.h.db, paypal },
    {
      accountId: operator.account_id,
      role: 'operator-user' as const,
      email: 'operator@example.com',
      language: 'en',
      companyId: null,
      operatorId: operator.id,
      countryId: operator.country_id,
      countryName: 'Italia',
    },
    { requestId: id, confirm: true },
  );
  assert.deepEqual(decided.fee, {
    feeCents: request.amount_cents,
    capturedCents: request.amount_cents,
    currencyCode: 'EUR',
    feeState: 'captured',
  });
  const capture = fake.calls.find((c) => c.path.endsWith(`${pair.authorizationId}/capture`));
  assert.equal(capture?.requestId, `cancel-fee-${payment.id}`);
  assert.equal(await statusOf(w, id), 'cancelled');
});
