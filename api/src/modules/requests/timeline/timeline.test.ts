// API tests of GET /Request/alfie/request-timeline: each kind appears after the call that makes it, oldest first;
// the customer's filtered copy (PA first name only, no mails, offers or operator names); 403 and 404 as the detail.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { TimelineEntry } from '@alfie/shared/contracts';
import { tokensOf } from '../../../test/setup.ts';
import { OFFER, paWorld, WITHDRAW, type PaWorld } from '../../../test/pa.ts';
import { demoCompany, demoPlaces, otherCustomer, validPayload } from '../../../test/customer-requests.ts';
import { body } from '../../../test/payments.ts';
import { mailOutbox, payments, personalAssistants, requests } from '../../../db/schema.ts';
import { audit } from '../../../lib/audit.ts';

const TIMELINE = '/Request/alfie/request-timeline';

async function timeline(w: PaWorld, token: string, id: number) {
  const res = await w.call(token, 'GET', `${TIMELINE}?id=${id}`);
  return { status: res.statusCode, entries: res.statusCode === 200 ? (res.json() as TimelineEntry[]) : [] };
}

/** A request the demo customer files through the API, departing from Milano (where both PAs work). */
async function filed(w: PaWorld, customer: string): Promise<number> {
  const places = await demoPlaces(w.h);
  const company = await demoCompany(w.h);
  const res = await w.call(
    customer,
    'POST',
    '/Request/alfie/register-new-request',
    validPayload({
      customerId: company.id,
      countryId: places.italy.id,
      cityId: places.milano.id,
      poiId: places.malpensa.id,
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { id: number }).id;
}

const kinds = (entries: TimelineEntry[]) => entries.map((e) => e.kind);

// On PGlite too: the timeline is assembled from JSON and timestamps as each driver parses them.
describe('on each database', () => {
  test('each kind appears after the call that makes it, oldest first, with who did it', async (t) => {
    const w = await paWorld(t);
    const tok = await tokensOf(w.h, ['customer', 'operatorUser']);
    const id = await filed(w, tok.customer);

    let seen = await timeline(w, tok.operatorUser, id);
    assert.equal(seen.status, 200);
    assert.deepEqual(kinds(seen.entries), ['filed']);
    const company = await demoCompany(w.h);
    assert.deepEqual(seen.entries[0]!.actor, { role: 'customer', name: company.businessName });
    assert.deepEqual(seen.entries[0]!.detail, { from: null, to: 'created' });

    assert.equal((await w.call(w.pa.token, 'POST', OFFER, { requestId: id })).statusCode, 200);
    assert.equal((await w.call(w.pa2.token, 'POST', OFFER, { requestId: id })).statusCode, 200);
    assert.equal((await w.call(w.pa2.token, 'POST', WITHDRAW, { requestId: id })).statusCode, 200);
    seen = await timeline(w, tok.operatorUser, id);
    assert.deepEqual(kinds(seen.entries), ['filed', 'offer-received', 'offer-received', 'offer-withdrawn']);
    const [pa] = await w.h.db.select().from(personalAssistants).where(eq(personalAssistants.id, w.pa.id));
    assert.equal(seen.entries[1]!.detail.paId, w.pa.id);
    assert.equal(seen.entries[1]!.detail.paLastName, pa!.lastname);
    assert.equal(seen.entries[1]!.actor.role, 'personal-assistant');
    assert.equal(seen.entries[3]!.detail.paId, w.pa2.id);

    const assigned = await w.call(tok.operatorUser, 'POST', '/Request/alfie/assign-request', {
      requestId: id,
      personalAssistantId: w.pa.id,
    });
    assert.equal(assigned.statusCode, 200, assigned.body);
    seen = await timeline(w, tok.operatorUser, id);
    assert.deepEqual(kinds(seen.entries).slice(4), ['assigned', 'mail', 'mail']);
    const assign = seen.entries[4]!;
    assert.deepEqual(assign.detail, {
      from: 'created',
      to: 'assigned',
      paId: w.pa.id,
      paFirstName: pa!.firstname,
      paLastName: pa!.lastname,
    });
    assert.equal(assign.actor.role, 'operator-user');
    assert.ok(assign.actor.name, 'the operator is named to operators');
    const mails = seen.entries.filter((e) => e.kind === 'mail');
    assert.deepEqual(mails.map((m) => m.detail.template).sort(), [
      'customer-assignment-summary',
      'pa-assignment',
    ]);
    assert.ok(mails.every((m) => m.detail.deliveryState === 'pending'));

    // The delivery state follows the outbox.
    await w.h.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.template, 'pa-assignment'));
    await w.h.db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(eq(mailOutbox.template, 'customer-assignment-summary'));
    seen = await timeline(w, tok.operatorUser, id);
    const states = Object.fromEntries(
      seen.entries.filter((e) => e.kind === 'mail').map((m) => [m.detail.template, m.detail.deliveryState]),
    );
    assert.deepEqual(states, { 'pa-assignment': 'failed', 'customer-assignment-summary': 'sent' });

    const [row] = await w.h.db.select().from(requests).where(eq(requests.id, id));
    const paid = await w.call(tok.customer, 'POST', '/payment/alfie/saveIntent', body(row!));
    assert.equal(paid.statusCode, 200, paid.body);
    seen = await timeline(w, tok.operatorUser, id);
    const last = seen.entries.at(-1)!;
    assert.equal(last.kind, 'payment-authorized');
    assert.equal(last.detail.amountCents, row!.amountCents);
    assert.equal(last.detail.paymentKind, 'booking');
    const times = seen.entries.map((e) => Date.parse(e.at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
      'oldest first',
    );
  });
});

test('the owning customer sees its own story: no offers, mails, operator names or PA last name', async (t) => {
  const w = await paWorld(t);
  const tok = await tokensOf(w.h, ['customer', 'operatorUser']);
  const id = await filed(w, tok.customer);
  await w.call(w.pa.token, 'POST', OFFER, { requestId: id });
  await w.call(tok.operatorUser, 'POST', '/Request/alfie/assign-request', {
    requestId: id,
    personalAssistantId: w.pa.id,
  });
  const mine = await timeline(w, tok.customer, id);
  assert.equal(mine.status, 200);
  assert.deepEqual(kinds(mine.entries), ['filed', 'assigned']);
  const [pa] = await w.h.db.select().from(personalAssistants).where(eq(personalAssistants.id, w.pa.id));
  assert.deepEqual(mine.entries[1]!.detail, { from: 'created', to: 'assigned', paFirstName: pa!.firstname });
  assert.deepEqual(mine.entries[1]!.actor, { role: 'operator-user', name: null });
  assert.ok(!JSON.stringify(mine.entries).includes(pa!.lastname), 'no PA last name anywhere');

  const cancelled = await w.call(tok.customer, 'GET', `/request/alfie/delete-request?id=${id}`);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.deepEqual(kinds((await timeline(w, tok.customer, id)).entries), ['filed', 'assigned', 'cancelled']);
});

test('anyone else gets 403 or 404 as for the request detail', async (t) => {
  const w = await paWorld(t);
  const tok = await tokensOf(w.h, ['customer', 'operatorFr', 'recruiter']);
  const id = await filed(w, tok.customer);
  const other = await otherCustomer(w.h);
  assert.equal((await timeline(w, other.token, id)).status, 403, 'another company');
  assert.equal((await timeline(w, tok.operatorFr, id)).status, 403, 'an operator of another country');
  assert.equal((await timeline(w, tok.recruiter, id)).status, 403, 'a role without the requests area');
  assert.equal((await timeline(w, w.pa.token, id)).status, 403, 'a PA');
  assert.equal((await timeline(w, tok.customer, 999_999)).status, 404);
  assert.equal((await w.call(null, 'GET', `${TIMELINE}?id=${id}`)).statusCode, 401);
  assert.equal((await w.call(tok.customer, 'GET', `${TIMELINE}?id=x`)).statusCode, 400);
});

// On PGlite too: amounts and times of the payment entries as each driver parses them.
describe('on each database', () => {
  test('an extension reads as edited with the new end; capture, completion, void and the PA payment as their kinds', async (t) => {
    const w = await paWorld(t);
    const tok = await tokensOf(w.h, ['customer', 'operatorUser']);
    const id = await filed(w, tok.customer);
    const [before] = await w.h.db.select().from(requests).where(eq(requests.id, id));
    const [paid] = await w.h.db
      .insert(payments)
      .values({ requestId: id, orderId: `O-${id}`, authorizationId: `A-${id}`, amountCents: 12_300 })
      .returning();
    const op = await w.one<{ id: number }>(sql`select id from accounts where email = 'operator@example.com'`);
    const operator = { accountId: Number(op.id), role: 'operator-user' as const };
    // Written as the payment and extension code write them (entity, action, before, after).
    const later = { ...before!, endDatetime: new Date(before!.endDatetime.getTime() + 3_600_000) };
    await audit(w.h.db, null, { entity: 'request', entityId: id, action: 'extended', before, after: later });
    await audit(w.h.db, operator, { entity: 'payment', entityId: paid!.id, action: 'captured', after: paid });
    const done = { ...later, status: 'completed' };
    await audit(w.h.db, operator, {
      entity: 'request',
      entityId: id,
      action: 'captured',
      before: later,
      after: done,
    });
    await audit(w.h.db, null, { entity: 'payment', entityId: paid!.id, action: 'voided', after: paid });
    await audit(w.h.db, operator, {
      entity: 'request',
      entityId: id,
      action: 'PA-paid',
      before: done,
      after: { ...done, status: 'PA-paid' },
    });

    // One instant for the five rows (one transaction, or one millisecond): the order they were written in must hold.
    await w.h.db.execute(sql`update audit_log set at = now()
    where action in ('extended', 'captured', 'voided', 'PA-paid')
      and ((entity = 'request' and entity_id = ${String(id)}) or (entity = 'payment' and entity_id = ${String(paid!.id)}))`);

    const all = await timeline(w, tok.operatorUser, id);
    assert.deepEqual(kinds(all.entries), [
      'filed',
      'payment-authorized', // the payment row has no audit row of its authorization: read from the payment itself
      'edited',
      'payment-captured',
      'completed',
      'payment-voided',
      'pa-paid',
    ]);
    const edited = all.entries.find((e) => e.kind === 'edited')!;
    assert.equal(edited.detail.endFrom, before!.endDatetime.toISOString());
    assert.equal(edited.detail.endTo, later.endDatetime.toISOString());
    assert.equal(all.entries.find((e) => e.kind === 'payment-captured')!.detail.amountCents, 12_300);
    assert.deepEqual(all.entries.find((e) => e.kind === 'completed')!.detail, {
      from: 'created',
      to: 'completed',
    });

    const mine = await timeline(w, tok.customer, id);
    assert.deepEqual(kinds(mine.entries), [
      'filed',
      'payment-authorized',
      'payment-captured',
      'completed',
      'payment-voided',
    ]);
  });
});
