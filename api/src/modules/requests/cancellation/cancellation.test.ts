// The cancellation policy end to end in the API: the quote in each window and at its edges (the clock moved by the
// test), who may ask it, the country form's policy, and the cancel settling the fee against the fake PayPal (void
// when free, partial final capture, owed without an authorization), a PayPal failure writing nothing and its retry
// capturing once.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { CancellationQuote, CustomerRequest, TimelineEntry } from '@alfie/shared/contracts';
import { bearer, type TestApp } from '../../../test/build.ts';
import {
  accounts,
  auditLog,
  countries,
  payments,
  requestCancellations,
  requests,
} from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { PayPalClient } from '../../payments/paypal-client.ts';
import type { PaymentDeps } from '../../payments/deps.ts';
import { centsToValue } from '../../payments/rules.ts';
import type { FakePayPal } from '../../../test/paypal-fake.ts';
import { buildWithFakePayPal, demoCountries, type Cleanup } from '../../../test/setup.ts';
import { companyOf, ids, requestIn } from '../../../test/payments.ts';
import { cancelOwnRequest } from './cancel.ts';
import { getCancellationQuote } from './quote.ts';

const HOUR = 3_600_000;
type RequestRow = typeof requests.$inferSelect;

async function setup(t: Cleanup) {
  const { h, fake } = await buildWithFakePayPal(t);
  const company = await companyOf(h.db, 'customer@example.com');
  const [account] = await h.db.select().from(accounts).where(eq(accounts.email, 'customer@example.com'));
  const caller: Caller = {
    accountId: account!.id,
    role: 'customer',
    email: account!.email,
    language: 'en',
    companyId: company,
    operatorId: null,
    countryId: null,
    countryName: null,
  };
  const paypal = (fetchFn?: typeof fetch) =>
    new PayPalClient({
      apiBase: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      retries: 0,
      ...(fetchFn ? { fetch: fetchFn } : {}),
    });
  /** The deps of a cancel at `hoursBefore` hours before the request's start. */
  const depsAt = (request: RequestRow, hoursBefore: number, client = paypal()): PaymentDeps => ({
    db: h.db,
    paypal: client,
    now: () => new Date(request.startDatetime.getTime() - hoursBefore * HOUR),
  });
  return { h, fake, company, caller, paypal, depsAt };
}

/** An open authorization of `cents` on the request, known to the fake PayPal. */
async function authorize(h: TestApp, fake: FakePayPal, request: RequestRow, cents: number, kind = 'booking') {
  const pair = ids();
  fake.addAuthorizedOrder({ ...pair, value: centsToValue(cents), referenceId: String(request.id) });
  const [row] = await h.db
    .insert(payments)
    .values({
      requestId: request.id,
      kind: kind as 'booking',
      ...pair,
      amountCents: cents,
      currencyCode: 'EUR',
      status: 'authorized',
    })
    .returning();
  return row!;
}

const cancellationOf = async (h: TestApp, id: number) =>
  (await h.db.select().from(requestCancellations).where(eq(requestCancellations.requestId, id)))[0];
const statusOf = async (h: TestApp, id: number) =>
  (await h.db.select().from(requests).where(eq(requests.id, id)))[0]!.status;
const paymentOf = async (h: TestApp, id: number) =>
  (await h.db.select().from(payments).where(eq(payments.id, id)))[0]!;

// On PGlite too: the policy windows are timestamp arithmetic as each driver returns it.
describe('on each database', () => {
  test('the quote follows the default policy window by window, edges included', async (t) => {
    const { h, company, caller } = await setup(t);
    const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
    const at = (hoursBefore: number, ms = 0) =>
      getCancellationQuote(
        h.db,
        caller,
        request.id,
        new Date(request.startDatetime.getTime() - hoursBefore * HOUR + ms),
      );
    const free = await at(48);
    const freeUntil = new Date(request.startDatetime.getTime() - 24 * HOUR).toISOString();
    assert.deepEqual(free, {
      feeCents: 0,
      currencyCode: request.currencyCode,
      percent: 0,
      reason: 'free-window',
      freeUntil,
      changesAt: freeUntil,
      nextFeeCents: Math.round(request.amountCents / 2),
    } satisfies CancellationQuote);
    assert.equal((await at(24)).feeCents, 0, 'free at exactly 24 hours before');
    assert.equal((await at(24, 1)).feeCents, Math.round(request.amountCents / 2), 'half a millisecond later');
    assert.equal((await at(2)).percent, 50, 'half at exactly 2 hours before');
    const full = await at(2, 1);
    assert.deepEqual(
      [full.feeCents, full.percent, full.changesAt, full.freeUntil],
      [request.amountCents, 100, null, freeUntil],
    );
    await assert.rejects(at(0), { statusCode: 409 }, 'nothing to price once started');
  });
});

test('who may ask the quote: the owner and operators in scope', async (t) => {
  const { h, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  const other = await requestIn(h.db, 'created', { notMine: company }, 'Italia');
  const ask = async (email: string, id: number) =>
    (
      await h.app.inject({
        method: 'GET',
        url: `/request/alfie/cancellation-quote?id=${id}`,
        headers: bearer(await h.login(email)),
      })
    ).statusCode;
  assert.equal(await ask('customer@example.com', request.id), 200);
  assert.equal(await ask('customer@example.com', other.id), 403);
  assert.equal(await ask('operator@example.com', request.id), 200);
  assert.equal(await ask('operatore.fr@example.com', request.id), 403);
  assert.equal(await ask('pa@example.com', request.id), 403);
  assert.equal(await ask('customer@example.com', 99_999_999), 404);
});

test("the admin sets the country's policy; a wrong one is refused and changes nothing", async (t) => {
  const { h, company, caller } = await setup(t);
  const { italy } = await demoCountries(h);
  assert.deepEqual(italy.cancellationPolicy, [
    { hoursBefore: 24, percent: 0 },
    { hoursBefore: 2, percent: 50 },
    { hoursBefore: 0, percent: 100 },
  ]);
  const admin = bearer(await h.login('admin@example.com'));
  const save = (cancellationPolicy: unknown) =>
    h.app.inject({
      method: 'POST',
      url: '/pricing/alfie/country-new-price',
      headers: admin,
      payload: {
        id: italy.id,
        name: italy.name,
        countryCode: italy.code,
        vat: italy.vat,
        withholdingTax: italy.withholdingTax,
        currencySymbol: italy.currencySymbol,
        currencyCode: italy.currencyCode,
        cancellationPolicy,
      },
    });
  for (const [bad, key] of [
    [[], 'CANCELLATION.POLICY.INVALID'],
    [[{ hoursBefore: 24, percent: 0 }], 'CANCELLATION.POLICY.LAST'],
    [
      [
        { hoursBefore: 24, percent: 50 },
        { hoursBefore: 0, percent: 10 },
      ],
      'CANCELLATION.POLICY.ORDER',
    ],
    [[{ hoursBefore: 0, percent: 120 }], 'CANCELLATION.PERCENT.INVALID'],
  ] as const) {
    const res = await save(bad);
    assert.equal(res.statusCode, 400, res.body);
    assert.ok(Object.values(res.json().fields ?? {}).includes(key), `${key}: ${res.body}`);
  }
  const policy = [
    { hoursBefore: 72, percent: 0 },
    { hoursBefore: 0, percent: 30 },
  ];
  const saved = await save(policy);
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json().cancellationPolicy, policy);
  const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  const quote = await getCancellationQuote(
    h.db,
    caller,
    request.id,
    new Date(request.startDatetime.getTime() - 48 * HOUR),
  );
  assert.equal(quote.feeCents, Math.round(request.amountCents * 0.3));
  assert.equal(quote.freeUntil, new Date(request.startDatetime.getTime() - 72 * HOUR).toISOString());
  const [row] = await h.db.select().from(countries).where(eq(countries.id, italy.id));
  assert.deepEqual(row!.cancellationPolicy, policy);
});

test('free: the authorization is voided and the cancellation recorded without fee', async (t) => {
  const { h, fake, company, caller, depsAt } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  const payment = await authorize(h, fake, request, request.amountCents);
  assert.equal(await cancelOwnRequest(depsAt(request, 30), caller, request.id), true);
  assert.equal(await statusOf(h, request.id), 'cancelled');
  assert.equal(fake.authorizations.get(payment.authorizationId)!.status, 'VOIDED');
  assert.equal((await paymentOf(h, payment.id)).status, 'voided');
  const record = await cancellationOf(h, request.id);
  assert.deepEqual(
    [record!.feeCents, record!.capturedCents, record!.percent, record!.feeState],
    [0, 0, 0, 'none'],
  );
  assert.equal(record!.policy.length, 3, 'the policy in force is kept');
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
});

// On PGlite too: fees cross each driver's numeric parsing inside one transaction.
describe('on each database', () => {
  test('a fee: only the fee is captured (final capture, the rest released) and shown on the timeline', async (t) => {
    const { h, fake, company, caller, depsAt } = await setup(t);
    const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
    const payment = await authorize(h, fake, request, request.amountCents);
    const fee = Math.round(request.amountCents / 2);
    await cancelOwnRequest(depsAt(request, 10), caller, request.id);
    const auth = fake.authorizations.get(payment.authorizationId)!;
    assert.equal(auth.status, 'CAPTURED');
    assert.equal(auth.capturedValue, centsToValue(fee));
    const capture = fake.calls.find((c) => c.path.endsWith(`${payment.authorizationId}/capture`))!;
    assert.equal(capture.requestId, `cancel-fee-${payment.id}`);
    const row = await paymentOf(h, payment.id);
    assert.equal(row.status, 'captured');
    assert.match(row.captureId ?? '', /^CAP-/);
    const record = await cancellationOf(h, request.id);
    assert.deepEqual(
      [record!.feeCents, record!.capturedCents, record!.percent, record!.feeState],
      [fee, fee, 50, 'captured'],
    );
    const res = await h.app.inject({
      method: 'GET',
      url: `/Request/alfie/request-timeline?id=${request.id}`,
      headers: bearer(await h.login('customer@example.com')),
    });
    const entries = res.json() as TimelineEntry[];
    const cancelled = entries.find((e) => e.kind === 'cancelled')!;
    assert.deepEqual(
      [
        cancelled.detail.feeCents,
        cancelled.detail.capturedCents,
        cancelled.detail.currencyCode,
        cancelled.detail.feeState,
      ],
      [fee, fee, 'EUR', 'captured'],
    );
    const list = await h.app.inject({
      method: 'GET',
      url: '/request/alfie/requests?status=closed',
      headers: bearer(await h.login('customer@example.com')),
    });
    const listed = (list.json() as CustomerRequest[]).find((r) => r.id === request.id)!;
    assert.deepEqual(listed.cancellationFee, { state: 'captured', feeCents: fee, capturedCents: fee });
    assert.equal(entries.find((e) => e.kind === 'payment-captured')!.detail.amountCents, fee);
  });
});

test('a fee beyond the first authorization takes the rest from the next; one with nothing left is voided', async (t) => {
  const { h, fake, company, caller, depsAt } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  const first = await authorize(h, fake, request, request.amountCents - 100);
  const second = await authorize(h, fake, request, 100, 'extension');
  await cancelOwnRequest(depsAt(request, 1), caller, request.id);
  assert.equal(
    fake.authorizations.get(first.authorizationId)!.capturedValue,
    centsToValue(request.amountCents - 100),
  );
  assert.equal(fake.authorizations.get(second.authorizationId)!.capturedValue, '1.00');
  assert.equal((await cancellationOf(h, request.id))!.capturedCents, request.amountCents);

  const next = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  const a = await authorize(h, fake, next, next.amountCents);
  const b = await authorize(h, fake, next, 500, 'extension');
  await cancelOwnRequest(depsAt(next, 10), caller, next.id);
  assert.equal(fake.authorizations.get(a.authorizationId)!.status, 'CAPTURED');
  assert.equal(fake.authorizations.get(b.authorizationId)!.status, 'VOIDED');
  assert.equal((await paymentOf(h, b.id)).status, 'voided');
});

test('a fee without an authorization is recorded as owed, without calling PayPal', async (t) => {
  const { h, fake, company, caller, depsAt } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  const calls = fake.calls.length;
  await cancelOwnRequest(depsAt(request, 1), caller, request.id);
  assert.equal(fake.calls.length, calls);
  const record = await cancellationOf(h, request.id);
  assert.deepEqual(
    [record!.feeCents, record!.capturedCents, record!.feeState],
    [request.amountCents, 0, 'owed'],
  );
});

// On PGlite too: a failure mid-write leaves nothing on one connection too.
describe('on each database', () => {
  test('a PayPal failure writes nothing; the retry sends the same keys and captures once', async (t) => {
    const { h, fake, company, caller, depsAt, paypal } = await setup(t);
    const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
    const booking = await authorize(h, fake, request, request.amountCents);
    const extension = await authorize(h, fake, request, 700, 'extension');
    // PayPal unreachable for the void, after the capture went through.
    let failVoid = true;
    const flaky: typeof fetch = (input, init) => {
      if (failVoid && String(input).endsWith('/void')) {
        failVoid = false;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    };
    const client = paypal(flaky);
    await assert.rejects(cancelOwnRequest(depsAt(request, 10, client), caller, request.id), {
      statusCode: 502,
    });
    assert.equal(
      fake.authorizations.get(booking.authorizationId)!.status,
      'CAPTURED',
      'PayPal captured already',
    );
    assert.equal(await statusOf(h, request.id), 'assigned', 'the request is untouched');
    assert.equal((await paymentOf(h, booking.id)).status, 'authorized');
    assert.equal(await cancellationOf(h, request.id), undefined);

    assert.equal(await cancelOwnRequest(depsAt(request, 10, client), caller, request.id), true);
    const captures = fake.calls.filter((c) => c.path.endsWith(`${booking.authorizationId}/capture`));
    assert.deepEqual(
      captures.map((c) => c.requestId),
      [`cancel-fee-${booking.id}`, `cancel-fee-${booking.id}`],
    );
    assert.equal(fake.authorizations.get(extension.authorizationId)!.status, 'VOIDED');
    const record = await cancellationOf(h, request.id);
    assert.equal(record!.capturedCents, Math.round(request.amountCents / 2));
    assert.equal((await paymentOf(h, booking.id)).status, 'captured');
    // A second cancel is refused and calls PayPal no more.
    const calls = fake.calls.length;
    await assert.rejects(cancelOwnRequest(depsAt(request, 10, client), caller, request.id), {
      statusCode: 409,
    });
    assert.equal(fake.calls.length, calls);
  });
});

test('the route cancels through PayPal too', async (t) => {
  const { h, fake, company } = await setup(t);
  const request = await requestIn(h.db, 'assigned', { mine: company }, 'Italia');
  // Far enough ahead to be free whatever the time of the run.
  const start = new Date(Date.now() + 10 * 24 * HOUR);
  await h.db
    .update(requests)
    .set({ startDatetime: start, endDatetime: new Date(start.getTime() + 2 * HOUR) })
    .where(eq(requests.id, request.id));
  const payment = await authorize(h, fake, request, request.amountCents);
  const res = await h.app.inject({
    method: 'GET',
    url: `/request/alfie/delete-request?id=${request.id}`,
    headers: bearer(await h.login('customer@example.com')),
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(fake.authorizations.get(payment.authorizationId)!.status, 'VOIDED');
  assert.equal((await cancellationOf(h, request.id))!.feeState, 'none');
});

test('before a PA is assigned the quote is free and says why, whatever the window', async (t) => {
  const { h, company, caller } = await setup(t);
  const request = await requestIn(h.db, 'created', { mine: company }, 'Italia');
  assert.equal(request.personalAssistantId, null);
  // Filed 3 hours before its start: the free window had ended before the request existed.
  await h.db
    .update(requests)
    .set({ createDate: new Date(request.startDatetime.getTime() - 3 * HOUR) })
    .where(eq(requests.id, request.id));
  const at = (hoursBefore: number) =>
    getCancellationQuote(
      h.db,
      caller,
      request.id,
      new Date(request.startDatetime.getTime() - hoursBefore * HOUR),
    );
  assert.deepEqual(await at(2.9), {
    feeCents: 0,
    currencyCode: request.currencyCode,
    percent: 0,
    reason: 'unassigned',
    freeUntil: null,
    changesAt: null,
    nextFeeCents: null,
  } satisfies CancellationQuote);
  assert.equal((await at(0.5)).feeCents, 0, 'free even in the last window');
  const res = await h.app.inject({
    method: 'GET',
    url: `/request/alfie/cancellation-quote?id=${request.id}`,
    headers: bearer(await h.login('customer@example.com')),
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().reason, 'unassigned');
  // Once assigned, the window applies, and its free time is still not made to start before the filing.
  await h.db
    .update(requests)
    .set({
      personalAssistantId: (await requestIn(h.db, 'assigned', { mine: company })).personalAssistantId,
      status: 'assigned',
    })
    .where(eq(requests.id, request.id));
  const priced = await at(2.5);
  assert.deepEqual(
    [priced.feeCents, priced.reason, priced.freeUntil],
    [Math.round(request.amountCents / 2), null, null],
  );
});

test('a request cancelled before assignment is never charged, its authorization voided', async (t) => {
  const { h, fake, company, caller, depsAt } = await setup(t);
  const request = await requestIn(h.db, 'created', { mine: company }, 'Italia');
  const payment = await authorize(h, fake, request, request.amountCents);
  assert.equal(await cancelOwnRequest(depsAt(request, 1), caller, request.id), true);
  assert.equal(fake.authorizations.get(payment.authorizationId)!.status, 'VOIDED');
  assert.equal((await paymentOf(h, payment.id)).status, 'voided');
  assert.equal(fake.calls.filter((c) => c.path.endsWith('/capture')).length, 0, 'nothing captured');
  const record = await cancellationOf(h, request.id);
  assert.deepEqual(
    [record!.feeCents, record!.capturedCents, record!.percent, record!.feeState],
    [0, 0, 0, 'none'],
  );
});

// On PGlite too: an assignment committed during the cancel: one connection on PGlite, a pool on PostgreSQL.
describe('on each database', () => {
  test('an assignment committed while the cancel is at PayPal makes the fee apply: owed, never lost', async (t) => {
    const { h, fake, company, caller, depsAt, paypal } = await setup(t);
    const request = await requestIn(h.db, 'created', { mine: company }, 'Italia');
    const payment = await authorize(h, fake, request, request.amountCents);
    const [pa] = await h.db
      .select({ id: requests.personalAssistantId })
      .from(requests)
      .where(isNotNull(requests.personalAssistantId))
      .limit(1);
    // Priced free (no PA yet); an operator's assignment commits while PayPal voids the authorization.
    const assigning: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/void'))
        await h.db
          .update(requests)
          .set({ status: 'assigned', personalAssistantId: pa!.id })
          .where(eq(requests.id, request.id));
      return fetch(input, init);
    };
    assert.equal(await cancelOwnRequest(depsAt(request, 1, paypal(assigning)), caller, request.id), true);
    assert.equal(await statusOf(h, request.id), 'cancelled');
    assert.equal(fake.authorizations.get(payment.authorizationId)!.status, 'VOIDED');
    const record = await cancellationOf(h, request.id);
    assert.ok(record!.feeCents > 0, 'the fee of an assigned request inside its fee window');
    assert.deepEqual([record!.capturedCents, record!.feeState], [0, 'owed']);
  });
});
