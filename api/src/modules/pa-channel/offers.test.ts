// Open requests, offers and withdrawals of a PA: which requests are open to it, offered and fit, paging, the 409s
// with their codes, the offer reaching the assignment page, and races (two PAs offering, assign against withdraw).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { OpenRequestItem, PaOffer } from '@alfie/shared/contracts';
import { rowsOf } from '../../db/client.ts';
import { milanoRequest, OFFER, OPEN, paWorld, WITHDRAW, type PaWorld } from '../../test/pa.ts';

const byRequest = async (w: PaWorld, token: string, requestId: number) =>
  (
    await w.call(token, 'GET', `/PersonalAssistant/alfie/personal-assistant-by-request?id=${requestId}`)
  ).json() as PaOffer[];

/** Every page of the open requests, following X-Next-Cursor. */
async function allOpen(w: PaWorld, token: string, limit: number) {
  const items: OpenRequestItem[] = [];
  let url = `${OPEN}?limit=${limit}`;
  let total = -1;
  for (;;) {
    const res = await w.call(token, 'GET', url);
    assert.equal(res.statusCode, 200, res.body);
    total = Number(res.headers['x-total-count']);
    items.push(...(res.json() as OpenRequestItem[]));
    const next = res.headers['x-next-cursor'];
    if (!next) break;
    url = `${OPEN}?limit=${limit}&cursor=${String(next)}`;
  }
  return { items, total };
}

test("open requests: created, future, in the PA's cities, soonest first, paged, with offered and fit and no customer", async (t) => {
  const w = await paWorld(t);
  const { items, total } = await allOpen(w, w.pa.token, 7);
  assert.ok(items.length > 0 && items.length === total, `${items.length} of ${total}`);
  assert.equal(new Set(items.map((i) => i.id)).size, items.length, 'no item twice across pages');
  const [expected] = await rowsOf<{ n: number; offered: number }>(
    w.h.db,
    sql`select count(*)::int n, count(*) filter (where exists (select 1 from pa_offers o where o.request_id = r.id
          and o.pa_id = ${w.pa.id} and o.response in ('offered', 'accepted')))::int offered
        from requests r where r.status = 'created' and r.start_datetime > now()
        and exists (select 1 from request_cities rc join pa_cities pc on pc.city_id = rc.city_id
          where rc.request_id = r.id and pc.pa_id = ${w.pa.id})`,
  );
  assert.equal(total, expected!.n);
  assert.equal(items.filter((i) => i.offered).length, expected!.offered);
  assert.ok(expected!.offered > 0, 'the demo PA has offers');
  const starts = items.map((i) => Date.parse(i.startDatetime));
  assert.deepEqual(
    starts,
    [...starts].sort((a, b) => a - b),
  );
  for (const i of items) {
    assert.equal(i.status, 'created');
    assert.ok(i.cities.some((c) => c.city === 'Milano' || c.city === 'Roma'));
    assert.equal('referents' in i, false);
    assert.equal('customers' in i, false, "the customer's identity");
    assert.equal('amount' in i, false, "the customer's price");
    assert.deepEqual(Object.keys(i.fit).sort(), ['city', 'languages', 'vehicle']);
  }
  // A request of another city, a started one and an assigned one are not listed.
  const paris = Number((await w.one<{ id: number }>(sql`select id from cities where name = 'Paris'`)).id);
  const hidden = [
    await milanoRequest(w, { city: paris }),
    await milanoRequest(w, { startInDays: -0.01 }),
    await milanoRequest(w, { status: 'assigned', pa: w.pa2.id }),
  ];
  const shown = await milanoRequest(w);
  const after = (await allOpen(w, w.pa.token, 1000)).items.map((i) => i.id);
  assert.ok(after.includes(shown));
  for (const id of hidden) assert.equal(after.includes(id), false, `request ${id}`);
});

test('fit: languages, vehicle and city against what the PA has', async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w); // asks it and en, a carType1
  const itemFor = async () => (await allOpen(w, w.pa.token, 1000)).items.find((i) => i.id === id)!;
  await w.h.db.execute(sql`delete from pa_vehicles where pa_id = ${w.pa.id}`);
  await w.h.db.execute(sql`delete from pa_languages where pa_id = ${w.pa.id}`);
  await w.h.db.execute(
    sql`insert into pa_languages (pa_id, culture, knowledge_level) values (${w.pa.id}, 'it', 100), (${w.pa.id}, 'en', 0)`,
  );
  assert.deepEqual((await itemFor()).fit, { languages: false, vehicle: false, city: true });
  await w.h.db.execute(sql`update pa_languages set knowledge_level = 50 where pa_id = ${w.pa.id}`);
  await w.h.db.execute(
    sql`insert into pa_vehicles (pa_id, vehicle_type, brand, model, registration_year) values (${w.pa.id}, 'carType1', 'Fiat', '500', 2020)`,
  );
  assert.deepEqual((await itemFor()).fit, { languages: true, vehicle: true, city: true });
});

test("offer: recorded and shown to the operator; again, or on an assigned, cancelled or started request, a 409 with its code; outside the PA's cities a 404 like a missing id", async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w);
  const offer = (requestId: number, token = w.pa.token) => w.call(token, 'POST', OFFER, { requestId });
  const first = await offer(id);
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), { requestId: id, offered: true });
  const operator = await w.h.login('operator@example.com');
  const seen = await byRequest(w, operator, id);
  assert.deepEqual(
    seen.map((p) => [p.id, p.response]),
    [[w.pa.id, 'offered']],
  );
  const listed = (await allOpen(w, w.pa.token, 1000)).items.find((i) => i.id === id);
  assert.equal(listed?.offered, true);

  const again = await offer(id);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'OFFER.ALREADY.MADE');
  const paris = Number((await w.one<{ id: number }>(sql`select id from cities where name = 'Paris'`)).id);
  const cases = [
    [await milanoRequest(w, { status: 'assigned', pa: w.pa2.id }), 409, 'REQUEST.NOT.OPEN'],
    [await milanoRequest(w, { status: 'cancelled' }), 409, 'REQUEST.NOT.OPEN'],
    [await milanoRequest(w, { startInDays: -0.01 }), 409, 'REQUEST.NOT.OPEN'],
    // Outside its cities the PA learns neither that the request exists nor its state.
    [await milanoRequest(w, { city: paris }), 404, 'NOT.FOUND'],
    [await milanoRequest(w, { city: paris, status: 'assigned', pa: w.pa2.id }), 404, 'NOT.FOUND'],
    [await milanoRequest(w, { city: paris, status: 'cancelled' }), 404, 'NOT.FOUND'],
  ] as const;
  for (const [requestId, status, code] of cases) {
    const res = await offer(requestId);
    assert.equal(res.statusCode, status, `${requestId} ${code}`);
    assert.equal(res.json().code, code);
  }
  const [n] = await rowsOf<{ n: number }>(
    w.h.db,
    sql`select count(*)::int n from pa_offers where pa_id = ${w.pa.id} and request_id in (${sql.join(
      cases.map(([r]) => sql`${r}`),
      sql`, `,
    )})`,
  );
  assert.equal(n!.n, 0, 'refused offers store nothing');
  const missing = await offer(999_999_999);
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().code, 'NOT.FOUND');
});

test('withdraw: allowed while the request is not assigned (then it may be offered again); after the assignment a 409; without an offer of the PA a 404', async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w);
  const call = (url: string, token = w.pa.token) => w.call(token, 'POST', url, { requestId: id });
  const none = await call(WITHDRAW);
  assert.equal(none.statusCode, 404);
  assert.equal(none.json().code, 'NOT.FOUND');
  assert.equal((await call(OFFER)).statusCode, 200);
  const out = await call(WITHDRAW);
  assert.equal(out.statusCode, 200);
  assert.deepEqual(out.json(), { requestId: id, offered: false });
  const operator = await w.h.login('operator@example.com');
  assert.deepEqual(await byRequest(w, operator, id), []);
  assert.equal((await call(OFFER)).statusCode, 200, 'offered again');
  const assign = await w.call(operator, 'POST', '/Request/alfie/assign-request', {
    requestId: id,
    personalAssistantId: w.pa.id,
  });
  assert.equal(assign.statusCode, 200, assign.body);
  const late = await call(WITHDRAW);
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().code, 'OFFER.NOT.WITHDRAWABLE');
  // Another PA, who never offered, learns nothing of the assignment: the same 404 as for a missing request.
  const stranger = await call(WITHDRAW, w.pa2.token);
  assert.equal(stranger.statusCode, 404);
  assert.equal(stranger.json().code, 'NOT.FOUND');
  const paris = Number((await w.one<{ id: number }>(sql`select id from cities where name = 'Paris'`)).id);
  const elsewhere = await milanoRequest(w, { city: paris, status: 'assigned', pa: w.pa2.id });
  const outside = await w.call(w.pa.token, 'POST', WITHDRAW, { requestId: elsewhere });
  assert.equal(outside.statusCode, 404);
  assert.equal(outside.json().code, 'NOT.FOUND');
  assert.equal((await w.call(w.pa.token, 'POST', WITHDRAW, { requestId: 999_999_999 })).statusCode, 404);
  const [offer] = await rowsOf<{ response: string }>(
    w.h.db,
    sql`select response from pa_offers where request_id = ${id} and pa_id = ${w.pa.id}`,
  );
  assert.equal(offer!.response, 'accepted');
});

test('races: two PAs offering at once are both recorded; one PA offering twice at once gets one 200 and one 409', async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w);
  const both = await Promise.all([
    w.call(w.pa.token, 'POST', OFFER, { requestId: id }),
    w.call(w.pa2.token, 'POST', OFFER, { requestId: id }),
  ]);
  assert.deepEqual(
    both.map((r) => r.statusCode),
    [200, 200],
  );
  const operator = await w.h.login('operator@example.com');
  assert.deepEqual(
    (await byRequest(w, operator, id)).map((p) => p.id).sort((a, b) => a - b),
    [w.pa.id, w.pa2.id].sort((a, b) => a - b),
  );
  const other = await milanoRequest(w);
  const twice = await Promise.all([
    w.call(w.pa.token, 'POST', OFFER, { requestId: other }),
    w.call(w.pa.token, 'POST', OFFER, { requestId: other }),
  ]);
  assert.deepEqual(twice.map((r) => r.statusCode).sort(), [200, 409]);
  assert.equal(twice.find((r) => r.statusCode === 409)!.json().code, 'OFFER.ALREADY.MADE');
});

test('races: an operator assigning while the PA withdraws gives exactly one outcome', async (t) => {
  const w = await paWorld(t);
  const operator = await w.h.login('operator@example.com');
  for (let round = 0; round < 4; round++) {
    // A day apart: an assignment of an earlier round must not make the PA busy for this one.
    const id = await milanoRequest(w, { startInDays: 3 + round });
    assert.equal((await w.call(w.pa.token, 'POST', OFFER, { requestId: id })).statusCode, 200);
    const assign = () =>
      w.call(operator, 'POST', '/Request/alfie/assign-request', {
        requestId: id,
        personalAssistantId: w.pa.id,
      });
    const withdraw = () => w.call(w.pa.token, 'POST', WITHDRAW, { requestId: id });
    // Both orders of arrival.
    const [a, wd] =
      round % 2 === 0
        ? await Promise.all([assign(), withdraw()])
        : (await Promise.all([withdraw(), assign()])).reverse();
    const [state] = await rowsOf<{ status: string; pa: number | null; offers: number }>(
      w.h.db,
      sql`select status, personal_assistant_id pa,
          (select count(*)::int from pa_offers where request_id = ${id} and pa_id = ${w.pa.id}
            and response in ('offered', 'accepted')) offers
          from requests where id = ${id}`,
    );
    if (a!.statusCode === 200) {
      assert.equal(wd!.statusCode, 409, `round ${round}: assigned, so the withdrawal is refused`);
      assert.equal(wd!.json().code, 'OFFER.NOT.WITHDRAWABLE');
      assert.deepEqual({ ...state }, { status: 'assigned', pa: w.pa.id, offers: 1 });
    } else {
      assert.equal(wd!.statusCode, 200, `round ${round}: withdrawn, so the assignment is refused`);
      assert.equal(a!.statusCode, 409);
      assert.equal(a!.json().code, 'PA.NOT.AVAILABLE');
      assert.deepEqual({ ...state }, { status: 'created', pa: null, offers: 0 });
    }
  }
});
