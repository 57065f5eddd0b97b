// A PA's own offers and assignments: only its own, what is needed on the day, upcoming and past, paging; and the
// role boundary (a PA gets 403 on the back office and the customer's calls, others get 403 here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { PaAssignmentItem, PaOfferItem } from '@alfie/shared/contracts';
import { rowsOf } from '../../db/client.ts';
import { ASSIGNMENTS, milanoRequest, OFFER, OFFERS, OPEN, paWorld, WITHDRAW } from '../../test/pa.ts';

test("offers: the PA's own live offers, newest first, with withdrawable and assignedToMe; never another PA's", async (t) => {
  const w = await paWorld(t);
  const mine = await milanoRequest(w);
  const theirs = await milanoRequest(w);
  assert.equal((await w.call(w.pa.token, 'POST', OFFER, { requestId: mine })).statusCode, 200);
  assert.equal((await w.call(w.pa2.token, 'POST', OFFER, { requestId: theirs })).statusCode, 200);
  const res = await w.call(w.pa.token, 'GET', OFFERS);
  assert.equal(res.statusCode, 200);
  const offers = res.json() as PaOfferItem[];
  const [n] = await rowsOf<{ n: number }>(
    w.h.db,
    sql`select count(*)::int n from pa_offers where pa_id = ${w.pa.id} and response in ('offered', 'accepted')`,
  );
  assert.equal(offers.length, n!.n);
  assert.equal(Number(res.headers['x-total-count']), n!.n);
  assert.equal(offers[0]!.requestId, mine, 'the newest first');
  assert.equal(offers[0]!.withdrawable, true);
  assert.equal(offers[0]!.assignedToMe, false);
  assert.equal(offers[0]!.request.id, mine);
  assert.equal('referents' in offers[0]!.request, false);
  assert.equal(
    offers.some((o) => o.requestId === theirs),
    false,
  );
  const other = (await w.call(w.pa2.token, 'GET', OFFERS)).json() as PaOfferItem[];
  const [theirCount] = await rowsOf<{ n: number }>(
    w.h.db,
    sql`select count(*)::int n from pa_offers where pa_id = ${w.pa2.id} and response in ('offered', 'accepted')`,
  );
  assert.equal(other.length, theirCount!.n);
  assert.ok(other.some((o) => o.requestId === theirs));
  assert.equal(
    other.some((o) => o.requestId === mine),
    false,
  );
  // Pages of one walk the same list.
  const walked: number[] = [];
  let url = `${OFFERS}?limit=1`;
  for (;;) {
    const page = await w.call(w.pa.token, 'GET', url);
    walked.push(...(page.json() as PaOfferItem[]).map((o) => o.requestId));
    const next = page.headers['x-next-cursor'];
    if (!next) break;
    url = `${OFFERS}?limit=1&cursor=${String(next)}`;
  }
  assert.deepEqual(
    walked,
    offers.map((o) => o.requestId),
  );
});

test("assignments: the PA's own, upcoming next first or past latest first, with stops, travels, assisted people, referents' phones and the PA's amount", async (t) => {
  const w = await paWorld(t);
  const later = await milanoRequest(w, { status: 'assigned', pa: w.pa.id, startInDays: 6 });
  const sooner = await milanoRequest(w, { status: 'assigned', pa: w.pa.id, startInDays: 2 });
  const done = await milanoRequest(w, { status: 'completed', pa: w.pa.id, startInDays: -1 });
  const theirs = await milanoRequest(w, { status: 'assigned', pa: w.pa2.id, startInDays: 1 });
  const res = await w.call(w.pa.token, 'GET', ASSIGNMENTS);
  assert.equal(res.statusCode, 200);
  const upcoming = res.json() as PaAssignmentItem[];
  const ids = upcoming.map((a) => a.id);
  assert.ok(ids.indexOf(sooner) >= 0 && ids.indexOf(sooner) < ids.indexOf(later), 'the next one first');
  assert.equal(ids.includes(theirs), false);
  assert.equal(ids.includes(done), false);
  const starts = upcoming.map((a) => Date.parse(a.startDatetime));
  assert.deepEqual(
    starts,
    [...starts].sort((a, b) => a - b),
  );
  for (const a of upcoming) {
    assert.equal(a.personalAssistantId, w.pa.id);
    assert.ok(Date.parse(a.endDatetime) > Date.now());
  }
  const item = upcoming.find((a) => a.id === sooner)!;
  assert.ok(item.cities.length > 0 && item.cities.every((c) => c.city === 'Milano'));
  assert.ok(item.referents.length > 0 && item.referents.every((r) => r.phone && r.mobile));
  assert.ok(item.assisted.length > 0 && item.assisted.every((p) => p.firstname && p.title));
  assert.ok(item.travels.length > 0 && item.travels.every((tr) => tr.code && tr.company));
  assert.equal(typeof item.paPaymentAmount, 'number');
  assert.deepEqual(Object.keys(item.customers ?? { id: 0, businessName: '' }).sort(), ['businessName', 'id']);

  const past = (await w.call(w.pa.token, 'GET', `${ASSIGNMENTS}?period=past`)).json() as PaAssignmentItem[];
  assert.ok(past.some((a) => a.id === done));
  assert.ok(past.every((a) => a.personalAssistantId === w.pa.id && Date.parse(a.endDatetime) <= Date.now()));
  const theirList = (await w.call(w.pa2.token, 'GET', ASSIGNMENTS)).json() as PaAssignmentItem[];
  assert.ok(theirList.some((a) => a.id === theirs));
  assert.ok(theirList.every((a) => a.personalAssistantId === w.pa2.id));
});

test('roles: the PA routes are for personal-assistant only; a PA token gets 403 on operator and customer calls', async (t) => {
  const w = await paWorld(t);
  const others = {
    customer: await w.h.login('customer@example.com'),
    operator: await w.h.login('operator@example.com'),
    admin: await w.h.login('admin@example.com'),
    recruiter: await w.h.login('recruiter@example.com'),
  };
  const id = await milanoRequest(w);
  for (const [who, token] of Object.entries(others)) {
    for (const url of [OPEN, OFFERS, ASSIGNMENTS])
      assert.equal((await w.call(token, 'GET', url)).statusCode, 403, `${who} ${url}`);
    for (const url of [OFFER, WITHDRAW])
      assert.equal((await w.call(token, 'POST', url, { requestId: id })).statusCode, 403, `${who} ${url}`);
  }
  for (const url of [OPEN, OFFERS, ASSIGNMENTS])
    assert.equal((await w.call(null, 'GET', url)).statusCode, 401, url);
  const refused = [
    '/request/alfie/active-requests/?type=business',
    `/Request/alfie/request-detail?id=${id}`,
    `/PersonalAssistant/alfie/personal-assistant-by-request?id=${id}`,
    '/PersonalAssistant/alfie/personal-assistants/',
    '/customer/alfie/customers/',
    '/request/alfie/requests',
    '/Customer/alfie/currentcustomer',
    '/pricing/alfie/prices',
    '/request/alfie/price-rules',
  ];
  for (const url of refused) assert.equal((await w.call(w.pa.token, 'GET', url)).statusCode, 403, url);
  // A PA whose row is no longer approved (or a login without a PA row) reaches nothing of the PA side.
  await w.h.db.execute(sql`update personal_assistants set status = 'rejected' where id = ${w.pa2.id}`);
  assert.equal((await w.call(w.pa2.token, 'GET', OPEN)).statusCode, 403);
});
