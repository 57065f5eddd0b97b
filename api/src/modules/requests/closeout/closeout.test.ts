// Closeout: the list of services whose end has passed (filters, scope, paging), confirming a service (actual end,
// extra time at the frozen rate, capture within PayPal's over-capture limit, the rest owed, the PA's amount due),
// marking the PA paid, retries, refusals; against the fake PayPal, with the clock moved through `now`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import { computeQuote, HOUR_MS } from '@alfie/shared/contracts';
import { bearer, type TestApp } from '../../../test/build.ts';
import {
  accounts,
  auditLog,
  countries,
  fieldReports,
  operators,
  payments,
  requestCities,
  requests,
} from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { PayPalClient } from '../../payments/paypal-client.ts';
import type { FakePayPal } from '../../../test/paypal-fake.ts';
import { buildWithFakePayPal, type Cleanup } from '../../../test/setup.ts';
import * as q from '../../payments/queries.ts';
import { centsToValue } from '../../payments/rules.ts';
import { body, companyOf, requestIn, saveIntent } from '../../../test/payments.ts';
import { confirmService } from './confirm.ts';

const MIN = 60_000;
const RATE = 6_000; // 60.00 EUR an hour, frozen on the request's first stop
const PA_PERCENT = 50;
const BOOKED = 20_000; // the authorized amount: 200.00 EUR, so PayPal allows up to 230.00 (+30, below +45)
const BOOKED_PA = 8_000;

async function setup(t: Cleanup) {
  const { h, fake } = await buildWithFakePayPal(t);
  const customer = await h.login('customer@example.com');
  const company = await companyOf(h.db, 'customer@example.com');
  const operator = await h.login('operator@example.com');
  const paypal = new PayPalClient({
    apiBase: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
  });
  const caller = await operatorCaller(h, 'operator@example.com');
  const deps = (now: Date) => ({ db: h.db, paypal, now: () => now });
  return { h, fake, customer, company, operator, caller, deps };
}

async function operatorCaller(h: TestApp, email: string): Promise<Caller> {
  const [row] = await h.db
    .select({ account: accounts, operatorId: operators.id, countryId: operators.countryId })
    .from(accounts)
    .innerJoin(operators, eq(operators.accountId, accounts.id))
    .where(eq(accounts.email, email));
  return {
    accountId: row!.account.id,
    role: row!.account.role,
    email,
    language: row!.account.language,
    companyId: null,
    operatorId: row!.operatorId,
    countryId: row!.countryId,
    countryName: null,
  };
}

/** The assigned PA reports the service ended at `end` (the field `ended` step), replacing any earlier report. */
async function reportEnded(h: TestApp, request: q.RequestRow, end: Date) {
  const where = and(eq(fieldReports.requestId, request.id), eq(fieldReports.status, 'ended'));
  await h.db.delete(fieldReports).where(where);
  await h.db.insert(fieldReports).values({
    requestId: request.id,
    paId: request.personalAssistantId!,
    status: 'ended',
    at: end,
    idempotencyKey: `ended-${request.id}-${end.getTime()}`,
  });
}

/**
 * An Italian assigned request of the demo customer with a known frozen rate, paid through saveIntent; its PA
 * reported the end at the planned one unless `ended` is false.
 */
async function paidRequest(
  h: TestApp,
  fake: FakePayPal,
  customer: string,
  company: number,
  { ended = true } = {},
) {
  const assigned = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  await h.db
    .update(requestCities)
    .set({ cityPriceCents: RATE, poiPriceCents: RATE, flatPrice: null, percToPA: PA_PERCENT })
    .where(eq(requestCities.requestId, assigned.id));
  const [request] = await h.db
    .update(requests)
    .set({ amountCents: BOOKED, paPaymentCents: BOOKED_PA })
    .where(eq(requests.id, assigned.id))
    .returning();
  const payload = body(request!);
  fake.addAuthorizedOrder({
    orderId: payload.orderId as string,
    authorizationId: payload.authorizationId as string,
    value: centsToValue(BOOKED),
    referenceId: String(request!.id),
  });
  const paymentId = await saveIntent(h, customer, payload);
  if (ended) await reportEnded(h, request!, request!.endDatetime);
  else await h.db.delete(fieldReports).where(eq(fieldReports.requestId, request!.id));
  const [country] = await h.db.select().from(countries).where(eq(countries.id, request!.countryId));
  return {
    request: request!,
    authorizationId: payload.authorizationId as string,
    paymentId,
    vat: country!.vat,
  };
}

/** The extra price and PA share of `extra` ms beyond the planned end, worked out from the rate itself. */
function extraOf(request: q.RequestRow, vat: number, extra: number) {
  const rule = { kind: 'city' as const, rateCents: RATE, percToPA: PA_PERCENT };
  const planned = request.endDatetime.getTime() - request.startDatetime.getTime();
  const before = computeQuote(rule, planned, vat);
  const after = computeQuote(rule, planned + extra, vat);
  return { cents: after.amountCents - before.amountCents, pa: after.paPaymentCents - before.paPaymentCents };
}

const captures = (fake: FakePayPal) => fake.calls.filter((c) => c.path.endsWith('/capture'));
const at = (d: Date, ms: number) => new Date(d.getTime() + ms);

// On PGlite too: captured and PA amounts cross each driver's numeric parsing.
describe('on each database', () => {
  test('confirm with no extra time: the authorized amount captured, completed, PA due the booked share', async (t) => {
    const { h, fake, customer, company, caller, deps } = await setup(t);
    const { request, authorizationId, paymentId } = await paidRequest(h, fake, customer, company);
    const end = request.endDatetime;

    await assert.rejects(
      confirmService(deps(at(end, -MIN)), caller, {
        requestId: request.id,
        actualEndDatetime: end.toISOString(),
      }),
      { statusCode: 409 },
      'not before the end',
    );
    await assert.rejects(
      confirmService(deps(at(end, HOUR_MS)), caller, {
        requestId: request.id,
        actualEndDatetime: at(end, 2 * HOUR_MS).toISOString(),
      }),
      { statusCode: 400 },
      'an actual end in the future',
    );

    const done = await confirmService(deps(at(end, HOUR_MS)), caller, {
      requestId: request.id,
      actualEndDatetime: end.toISOString(),
    });
    assert.deepEqual(
      { ...done },
      {
        result: true,
        id: request.id,
        status: 'completed',
        actualEndDatetime: end.toISOString(),
        extraMinutes: 0,
        currencyCode: 'EUR',
        finalAmount: BOOKED,
        captured: BOOKED,
        owed: 0,
        paDue: BOOKED_PA,
      },
    );
    assert.equal(fake.authorizations.get(authorizationId)!.capturedValue, '200.00');
    const [payment] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
    assert.equal(payment!.status, 'captured');
    assert.equal(payment!.capturedCents, BOOKED);
    const row = (await q.findRequest(h.db, request.id))!;
    assert.equal(row.finalAmountCents, BOOKED);
    assert.equal(row.paDueCents, BOOKED_PA);
    assert.ok(row.serviceConfirmedAt);
  });
});

test('confirm with extra time within PayPal limit: the new total captured on the authorization', async (t) => {
  const { h, fake, customer, company, caller, deps } = await setup(t);
  const { request, authorizationId, vat } = await paidRequest(h, fake, customer, company);
  const extra = extraOf(request, vat, 20 * MIN);
  assert.ok(extra.cents > 0 && extra.cents <= 3_000, 'the set-up stays within the 115 % limit');
  const end = at(request.endDatetime, 20 * MIN);

  const done = await confirmService(deps(at(end, HOUR_MS)), caller, {
    requestId: request.id,
    actualEndDatetime: end.toISOString(),
  });
  assert.equal(done.extraMinutes, 20);
  assert.equal(done.finalAmount, BOOKED + extra.cents);
  assert.equal(done.captured, BOOKED + extra.cents);
  assert.equal(done.owed, 0);
  assert.equal(done.paDue, BOOKED_PA + extra.pa);
  assert.equal(fake.authorizations.get(authorizationId)!.capturedValue, centsToValue(BOOKED + extra.cents));
});

// On PGlite too: amounts owed cross each driver's numeric parsing.
describe('on each database', () => {
  test('confirm beyond PayPal limit: 115 % captured, the rest recorded as owed', async (t) => {
    const { h, fake, customer, company, caller, deps } = await setup(t);
    const { request, authorizationId, vat } = await paidRequest(h, fake, customer, company);
    const extra = extraOf(request, vat, 90 * MIN);
    const end = at(request.endDatetime, 90 * MIN);

    const done = await confirmService(deps(at(end, HOUR_MS)), caller, {
      requestId: request.id,
      actualEndDatetime: end.toISOString(),
    });
    assert.equal(done.finalAmount, BOOKED + extra.cents);
    assert.equal(done.captured, 23_000, '115 % of 200.00');
    assert.equal(done.owed, BOOKED + extra.cents - 23_000);
    assert.equal(done.paDue, BOOKED_PA + extra.pa, 'the PA is due the whole actual time');
    assert.equal(fake.authorizations.get(authorizationId)!.capturedValue, '230.00');
    const row = (await q.findRequest(h.db, request.id))!;
    assert.equal(row.owedCents, done.owed);
    assert.equal(row.capturedCents, 23_000);
  });
});

test('retries: PayPal down leaves everything as it was; the retry captures once; a repeat answers the same', async (t) => {
  const { h, fake, customer, company, caller, deps } = await setup(t);
  const { request, paymentId } = await paidRequest(h, fake, customer, company);
  const end = request.endDatetime;
  const input = { requestId: request.id, actualEndDatetime: at(end, 10 * MIN).toISOString() };
  const now = at(end, HOUR_MS);

  fake.failNext(3, 500); // the client's first try and its two retries
  await assert.rejects(confirmService(deps(now), caller, input), { statusCode: 502 });
  assert.equal((await q.findRequest(h.db, request.id))!.status, 'pending-capture');
  const [open] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
  assert.equal(open!.status, 'authorized');

  const first = await confirmService(deps(now), caller, input);
  assert.equal(first.status, 'completed');
  const again = await confirmService(deps(now), caller, input);
  assert.deepEqual(again, first);
  const succeeded = await h.db.select().from(payments).where(eq(payments.id, paymentId));
  assert.equal(succeeded[0]!.status, 'captured');
  const keys = new Set(captures(fake).map((c) => c.requestId));
  assert.deepEqual([...keys], [`capture-${paymentId}`], 'one idempotency key for every attempt');
  assert.equal(
    [...fake.authorizations.values()].filter((a) => a.status === 'CAPTURED').length,
    1,
    'captured once at PayPal',
  );
  await assert.rejects(
    confirmService(deps(now), caller, { ...input, actualEndDatetime: at(end, 30 * MIN).toISOString() }),
    { statusCode: 409 },
    'another actual end for a confirmed service',
  );
});

test('PA paid after the confirmation: instant recorded, a retry answers the same', async (t) => {
  const { h, fake, customer, company, operator } = await setup(t);
  const { request } = await paidRequest(h, fake, customer, company);
  const start = new Date(Date.now() - 4 * HOUR_MS);
  const end = new Date(Date.now() - 2 * HOUR_MS);
  await h.db
    .update(requests)
    .set({ startDatetime: start, endDatetime: end })
    .where(eq(requests.id, request.id));
  const pay = () =>
    h.app.inject({
      method: 'POST',
      url: '/payment/alfie/pa-paid',
      headers: bearer(operator),
      payload: { requestId: request.id },
    });
  assert.equal((await pay()).statusCode, 409, 'not confirmed yet');

  const confirm = await h.app.inject({
    method: 'POST',
    url: '/request/alfie/confirm-service',
    headers: bearer(operator),
    payload: { requestId: request.id, actualEndDatetime: end.toISOString() },
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  const closed = await h.app.inject({
    method: 'GET',
    url: '/request/alfie/requests?status=closed',
    headers: bearer(customer),
  });
  const mine = (closed.json() as { id: number; finalAmount: number | null }[]).find(
    (r) => r.id === request.id,
  );
  assert.equal(mine?.finalAmount, BOOKED, "the customer's closed reservation shows the final amount");

  const paid = await pay();
  assert.equal(paid.statusCode, 200, paid.body);
  const row = (await q.findRequest(h.db, request.id))!;
  assert.equal(row.status, 'PA-paid');
  assert.ok(row.paPaymentInstant);
  const again = await pay();
  assert.equal(again.statusCode, 200);
  assert.equal(
    (await q.findRequest(h.db, request.id))!.paPaymentInstant?.getTime(),
    row.paPaymentInstant.getTime(),
  );
});

test('confirm refusals: before the end, wrong state, other country, customer, bad input', async (t) => {
  const { h, fake, customer, company, operator } = await setup(t);
  const french = await h.login('operatore.fr@example.com');
  const { request } = await paidRequest(h, fake, customer, company);
  const confirm = (token: string, payload: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/request/alfie/confirm-service', headers: bearer(token), payload });
  const actual = request.endDatetime.toISOString();

  assert.equal(
    (await confirm(operator, { requestId: request.id, actualEndDatetime: actual })).statusCode,
    409,
  );
  const end = new Date(Date.now() - HOUR_MS);
  await h.db
    .update(requests)
    .set({ startDatetime: new Date(end.getTime() - 2 * HOUR_MS), endDatetime: end })
    .where(eq(requests.id, request.id));
  const ok = { requestId: request.id, actualEndDatetime: end.toISOString() };
  assert.equal((await confirm(customer, ok)).statusCode, 403, 'customer');
  assert.equal((await confirm(french, ok)).statusCode, 403, 'other country');
  assert.equal((await confirm(operator, { ...ok, requestId: 99_999_999 })).statusCode, 404);
  const bad = await confirm(operator, { ...ok, actualEndDatetime: 'yesterday' });
  assert.equal(bad.statusCode, 400);
  // Loose or impossible ends are refused on their field, never rolled over into another day.
  for (const loose of [
    'Nov 27 2026 21:00 GMT',
    `${end.getUTCFullYear()}-02-30T10:00:00Z`,
    `${end.toISOString().slice(0, 10)}T25:00Z`,
    `${end.toISOString()} `,
    end.toISOString().slice(0, 16),
  ]) {
    const refused = await confirm(operator, { ...ok, actualEndDatetime: loose });
    assert.equal(refused.statusCode, 400, loose);
    assert.deepEqual(refused.json().fields, { actualEndDatetime: 'INVALID.DATE' }, loose);
  }
  assert.equal(
    (
      await confirm(operator, {
        ...ok,
        actualEndDatetime: new Date(end.getTime() - 3 * HOUR_MS).toISOString(),
      })
    ).statusCode,
    400,
    'an actual end before the start',
  );
  const unpaid = await requestIn(h.db, 'assigned', { notMine: -1 }, 'Italia');
  await h.db
    .update(requests)
    .set({ startDatetime: new Date(end.getTime() - 2 * HOUR_MS), endDatetime: end })
    .where(eq(requests.id, unpaid.id));
  assert.equal(
    (await confirm(operator, { requestId: unpaid.id, actualEndDatetime: end.toISOString() })).statusCode,
    409,
    'not paid: wrong state',
  );
  const unchanged = (await q.findRequest(h.db, request.id))!;
  assert.equal(unchanged.status, 'pending-capture');
  assert.equal(unchanged.serviceConfirmedAt, null);
});

test('without the PA reporting the end, the operator must say why: 400 END.REASON.REQUIRED, then the reason is on the timeline', async (t) => {
  const { h, fake, customer, company, operator } = await setup(t);
  const { request } = await paidRequest(h, fake, customer, company, { ended: false });
  const end = new Date(Date.now() - 2 * HOUR_MS);
  await h.db
    .update(requests)
    .set({ startDatetime: at(end, -2 * HOUR_MS), endDatetime: end })
    .where(eq(requests.id, request.id));
  const confirm = (payload: Record<string, unknown>) =>
    h.app.inject({
      method: 'POST',
      url: '/request/alfie/confirm-service',
      headers: bearer(operator),
      payload: { requestId: request.id, actualEndDatetime: at(end, 30 * MIN).toISOString(), ...payload },
    });
  const listed = async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/request/alfie/closeout?from=${end.toISOString().slice(0, 10)}`,
      headers: bearer(operator),
    });
    return (res.json() as { id: number; reportedEnd: string | null }[]).find((r) => r.id === request.id);
  };
  assert.equal((await listed())?.reportedEnd, null, 'no report: the screen flags it');

  for (const reason of [undefined, '', '   ', null]) {
    const refused = await confirm(reason === undefined ? {} : { reason });
    assert.equal(refused.statusCode, 400, String(reason));
    assert.equal((refused.json() as { code: string }).code, 'END.REASON.REQUIRED');
    assert.deepEqual(refused.json().fields, { reason: 'END.REASON.REQUIRED' });
  }
  const untouched = (await q.findRequest(h.db, request.id))!;
  assert.equal(untouched.serviceConfirmedAt, null, 'a refusal changes nothing');
  assert.equal(untouched.capturedCents, null);
  assert.equal(fake.calls.filter((c) => c.path.endsWith('/capture')).length, 0, 'nothing captured');

  const why = 'PA phone off; the customer confirmed by mail';
  const done = await confirm({ reason: why });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().extraMinutes, 30, 'the operator end is used, extra time included');
  const timeline = await h.app.inject({
    method: 'GET',
    url: `/Request/alfie/request-timeline?id=${request.id}`,
    headers: bearer(operator),
  });
  const completed = (timeline.json() as { kind: string; detail: { reason?: string } }[]).find(
    (e) => e.kind === 'completed',
  );
  assert.equal(completed?.detail.reason, why);
  const own = await h.app.inject({
    method: 'GET',
    url: `/Request/alfie/request-timeline?id=${request.id}`,
    headers: bearer(customer),
  });
  assert.ok(!own.body.includes(why), "the customer's timeline does not carry the operators' reason");
});

test('with the PA reported end: the list carries it, confirming needs no reason and captures the extra time', async (t) => {
  const { h, fake, customer, company, operator } = await setup(t);
  const { request, vat } = await paidRequest(h, fake, customer, company);
  const end = new Date(Date.now() - 2 * HOUR_MS);
  const [moved] = await h.db
    .update(requests)
    .set({ startDatetime: at(end, -2 * HOUR_MS), endDatetime: end })
    .where(eq(requests.id, request.id))
    .returning();
  const reported = at(end, 40 * MIN);
  await reportEnded(h, moved!, reported);
  const res = await h.app.inject({
    method: 'GET',
    url: `/request/alfie/closeout?from=${end.toISOString().slice(0, 10)}`,
    headers: bearer(operator),
  });
  const row = (res.json() as { id: number; reportedEnd: string | null }[]).find((r) => r.id === request.id);
  assert.equal(row?.reportedEnd, reported.toISOString());

  const done = await h.app.inject({
    method: 'POST',
    url: '/request/alfie/confirm-service',
    headers: bearer(operator),
    payload: { requestId: request.id, actualEndDatetime: reported.toISOString() },
  });
  assert.equal(done.statusCode, 200, done.body);
  const extra = extraOf(moved!, vat, 40 * MIN);
  assert.equal(done.json().extraMinutes, 40);
  assert.equal(done.json().finalAmount, BOOKED + extra.cents, 'the extra time priced as today');
});

test('a service its PA reported ended is closable before its planned end: listed, confirmed at the reported end', async (t) => {
  const { h, fake, customer, company, operator } = await setup(t);
  const { request } = await paidRequest(h, fake, customer, company, { ended: false });
  // Running: started an hour ago, planned to end in an hour.
  const start = new Date(Date.now() - HOUR_MS);
  const [running] = await h.db
    .update(requests)
    .set({ startDatetime: start, endDatetime: at(start, 2 * HOUR_MS) })
    .where(eq(requests.id, request.id))
    .returning();
  const listed = async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/request/alfie/closeout?from=${start.toISOString().slice(0, 10)}`,
      headers: bearer(operator),
    });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { id: number; reportedEnd: string | null }[]).find((r) => r.id === request.id);
  };
  const confirm = (actualEnd: Date) =>
    h.app.inject({
      method: 'POST',
      url: '/request/alfie/confirm-service',
      headers: bearer(operator),
      payload: { requestId: request.id, actualEndDatetime: actualEnd.toISOString() },
    });
  const reported = at(start, 50 * MIN);
  assert.equal(await listed(), undefined, 'not reported: still running, not in the closeout');
  assert.equal((await confirm(reported)).statusCode, 409, 'not reported: not closable yet');

  await reportEnded(h, running!, reported);
  assert.equal((await listed())?.reportedEnd, reported.toISOString(), 'reported ended: in the closeout');
  const done = await confirm(reported);
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().actualEndDatetime, reported.toISOString());
  assert.equal(done.json().extraMinutes, 0);
  assert.equal(done.json().finalAmount, BOOKED, 'ended early: the booked price, as booked');
  assert.equal((await q.findRequest(h.db, request.id))!.status, 'completed');
});

test('closeout list: services whose end has passed, by state and end date, in the caller scope, paged', async (t) => {
  const { h } = await setup(t);
  const operator = await h.login('operator@example.com');
  const french = await h.login('operatore.fr@example.com');
  const customer = await h.login('customer@example.com');
  const [italy] = await h.db.select().from(countries).where(eq(countries.name, 'Italia'));
  const [france] = await h.db.select().from(countries).where(eq(countries.name, 'France'));
  const italian = await h.db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.countryId, italy!.id))
    .limit(6);
  const [frenchRow] = await h.db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.countryId, france!.id))
    .limit(1);
  assert.equal(italian.length, 6);
  assert.ok(frenchRow);
  // Every other request out of the way: in the future.
  const future = new Date(Date.now() + 30 * 24 * HOUR_MS);
  await h.db.update(requests).set({ startDatetime: future, endDatetime: at(future, HOUR_MS) });
  const place = (
    id: number,
    status: q.RequestRow['status'],
    end: string,
    facts: Partial<q.RequestRow> = {},
  ) =>
    h.db
      .update(requests)
      .set({
        status,
        startDatetime: new Date(Date.parse(end) - 2 * HOUR_MS),
        endDatetime: new Date(end),
        // Whatever the seed recorded of these rows' closeout, only the facts given here.
        actualEndDatetime: null,
        serviceConfirmedAt: null,
        finalAmountCents: null,
        capturedCents: null,
        owedCents: null,
        paPaymentInstant: null,
        ...facts,
      })
      .where(eq(requests.id, id));
  const confirmed = (owed: number) => ({
    serviceConfirmedAt: new Date('2026-03-16T09:00:00Z'),
    finalAmountCents: 20_000 + owed,
    capturedCents: 20_000,
    owedCents: owed,
  });
  const [toConfirm, capturedOnly, toSettle, awaiting, paid, notOver] = italian.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  await place(toConfirm, 'pending-capture', '2026-03-10T12:00:00Z');
  // Completed by the plain capture, never confirmed: still to confirm, whatever its status says.
  await place(capturedOnly, 'completed', '2026-03-10T18:00:00Z');
  await place(toSettle, 'completed', '2026-03-11T18:00:00Z', confirmed(4_339));
  await place(awaiting, 'completed', '2026-03-12T12:00:00Z', confirmed(0));
  await place(paid, 'PA-paid', '2026-03-15T12:00:00Z', {
    ...confirmed(0),
    paPaymentInstant: new Date('2026-03-16T10:00:00Z'),
  });
  await place(notOver, 'pending-capture', future.toISOString());
  await place(frenchRow.id, 'pending-capture', '2026-03-11T12:00:00Z');

  const list = async (token: string, qs = '') => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/request/alfie/closeout${qs}`,
      headers: bearer(token),
    });
    return { res, ids: res.statusCode === 200 ? (res.json() as { id: number }[]).map((r) => r.id) : [] };
  };
  assert.deepEqual(
    (await list(operator)).ids,
    [paid, awaiting, toSettle, capturedOnly, toConfirm],
    'latest end first, ended only',
  );
  const first = (await list(operator)).res.json() as { id: number; state: string }[];
  assert.deepEqual(
    first.map((r) => r.state),
    ['pa-paid', 'awaiting-pa-payment', 'to-settle', 'to-confirm', 'to-confirm'],
  );
  assert.deepEqual((await list(operator, '?state=to-confirm')).ids, [capturedOnly, toConfirm]);
  assert.deepEqual((await list(operator, '?state=to-settle')).ids, [toSettle]);
  assert.deepEqual((await list(operator, '?state=awaiting-pa-payment')).ids, [awaiting]);
  assert.deepEqual((await list(operator, '?state=pa-paid')).ids, [paid]);
  assert.deepEqual((await list(operator, '?from=2026-03-11&to=2026-03-12')).ids, [awaiting, toSettle]);
  assert.deepEqual((await list(french)).ids, [frenchRow.id], 'the French operator sees France only');
  assert.equal((await list(customer)).res.statusCode, 403);
  assert.equal((await list(operator, '?from=2026-03-12&to=2026-03-11')).res.statusCode, 400);
  assert.equal((await list(operator, '?state=closed')).res.statusCode, 400);
  for (const [qs, field] of [
    ['?from=2026-02-30', 'from'],
    ['?to=2026-1-5', 'to'],
    ['?from=2026-03-11T00:00', 'from'],
    ['?to=2026-03-11x', 'to'],
  ] as const) {
    const refused = (await list(operator, qs)).res;
    assert.equal(refused.statusCode, 400, qs);
    assert.deepEqual(refused.json().fields, { [field]: 'INVALID.DATE' }, qs);
  }

  const page1 = await list(operator, '?limit=2');
  assert.deepEqual(page1.ids, [paid, awaiting]);
  assert.equal(page1.res.headers['x-total-count'], '5');
  const cursor = page1.res.headers['x-next-cursor'] as string;
  assert.ok(cursor);
  assert.deepEqual((await list(operator, `?limit=2&cursor=${cursor}`)).ids, [toSettle, capturedOnly]);
  const rows = await h.db
    .select()
    .from(requests)
    .where(inArray(requests.id, [toConfirm, awaiting]));
  assert.ok(rows.every((r) => r.countryId === italy!.id));
});

// On PGlite too: settlement facts and the payout CHECK through each driver.
describe('on each database', () => {
  test('PA payout: refused before the confirmation and while an amount is owed; an admin write-off settles it', async (t) => {
    const { h, fake, customer, company, operator } = await setup(t);
    const admin = await h.login('admin@example.com');
    const { request } = await paidRequest(h, fake, customer, company);
    const end = new Date(Date.now() - 3 * HOUR_MS);
    await h.db
      .update(requests)
      .set({ startDatetime: at(end, -2 * HOUR_MS), endDatetime: end })
      .where(eq(requests.id, request.id));
    const post = (url: string, token: string, payload: Record<string, unknown>) =>
      h.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const pay = (token = operator) => post('/payment/alfie/pa-paid', token, { requestId: request.id });
    const writeOff = (token: string, reason: unknown = 'Customer unreachable, agreed with accounting') =>
      post('/request/alfie/closeout-write-off', token, { requestId: request.id, reason });
    const refusal = async (res: Awaited<ReturnType<typeof pay>>) => [
      res.statusCode,
      (res.json() as { code: string }).code,
    ];
    const state = async () => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/request/alfie/closeout?from=${end.toISOString().slice(0, 10)}&to=${end.toISOString().slice(0, 10)}`,
        headers: bearer(operator),
      });
      return (res.json() as { id: number; state: string }[]).find((r) => r.id === request.id)?.state;
    };

    assert.deepEqual(await refusal(await pay()), [409, 'PAYOUT.NOT.CONFIRMED'], 'not confirmed');
    assert.deepEqual(
      await refusal(await writeOff(admin)),
      [409, 'PAYOUT.NOT.CONFIRMED'],
      'nothing to write off yet',
    );
    assert.equal(await state(), 'to-confirm');

    // Ninety minutes over: beyond what PayPal lets us capture, so part of the final price stays owed.
    const confirm = await post('/request/alfie/confirm-service', operator, {
      requestId: request.id,
      actualEndDatetime: at(end, 90 * MIN).toISOString(),
    });
    assert.equal(confirm.statusCode, 200, confirm.body);
    const owed = (confirm.json() as { owed: number }).owed;
    assert.ok(owed > 0);
    assert.equal(await state(), 'to-settle');
    assert.deepEqual(await refusal(await pay()), [409, 'PAYOUT.NOT.SETTLED'], 'an amount is still owed');
    const unpaid = (await q.findRequest(h.db, request.id))!;
    assert.equal(unpaid.status, 'completed');
    assert.equal(unpaid.paPaymentInstant, null);

    // Only an operator-admin writes off, with a reason; nothing changes otherwise.
    assert.equal((await writeOff(operator)).statusCode, 403, 'an operator-user may not');
    assert.equal((await writeOff(customer)).statusCode, 403);
    assert.equal((await writeOff(admin, '  ')).statusCode, 400, 'a reason is required');
    assert.equal((await q.findRequest(h.db, request.id))!.owedWrittenOffAt, null);

    const done = await writeOff(admin);
    assert.equal(done.statusCode, 200, done.body);
    const answer = done.json() as { owed: number; owedWrittenOffAt: string; owedWriteOffReason: string };
    assert.equal(answer.owed, owed);
    assert.equal(answer.owedWriteOffReason, 'Customer unreachable, agreed with accounting');
    const [adminAccount] = await h.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
    const row = (await q.findRequest(h.db, request.id))!;
    assert.equal(row.owedWrittenOffBy, adminAccount!.id);
    assert.equal(row.owedCents, owed, 'the amount owed stays on record');
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(request.id)), eq(auditLog.action, 'owed-written-off')));
    assert.equal(audits.length, 1);
    assert.equal(audits[0]!.actorAccountId, adminAccount!.id);
    assert.equal(audits[0]!.reason, 'Customer unreachable, agreed with accounting');
    const again = await writeOff(admin, 'another reason');
    assert.equal(again.statusCode, 200, 'a repeat answers what was recorded');
    assert.equal(
      (again.json() as { owedWriteOffReason: string }).owedWriteOffReason,
      answer.owedWriteOffReason,
    );
    assert.equal(await state(), 'awaiting-pa-payment');

    const paid = await pay();
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(await state(), 'pa-paid');
  });
});

test('write-off refusals: nothing owed, a missing request', async (t) => {
  const { h, fake, customer, company, operator } = await setup(t);
  const admin = await h.login('admin@example.com');
  const { request } = await paidRequest(h, fake, customer, company);
  const end = new Date(Date.now() - 3 * HOUR_MS);
  await h.db
    .update(requests)
    .set({ startDatetime: at(end, -2 * HOUR_MS), endDatetime: end })
    .where(eq(requests.id, request.id));
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const confirm = await post('/request/alfie/confirm-service', operator, {
    requestId: request.id,
    actualEndDatetime: end.toISOString(),
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  const writeOff = (requestId: number) =>
    post('/request/alfie/closeout-write-off', admin, { requestId, reason: 'No reason to' });
  const nothing = await writeOff(request.id);
  assert.equal(nothing.statusCode, 409);
  assert.equal((nothing.json() as { code: string }).code, 'NOTHING.OWED');
  assert.equal((await writeOff(999_999)).statusCode, 404);
  assert.equal((await q.findRequest(h.db, request.id))!.owedWrittenOffAt, null);
});
