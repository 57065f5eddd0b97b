// The ranked offers of personal-assistant-by-request: each with fit (score, reasons) and conflict, best score
// first, PAs busy at that time last whatever their score; the week's load and the PA cost among the reasons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { paWorld } from '../../../test/pa.ts';
import { BASE, HOUR, offeredRequest, offersOf, setSkills, staffedRequest } from '../../../test/busy.ts';

/** A request asking it+en and a city car in Milano, offered first by a weak PA (pa2), then a strong one (pa). */
async function world(t: Parameters<typeof paWorld>[0]) {
  const w = await paWorld(t);
  const op = await w.h.login('operator@example.com');
  await setSkills(w, w.pa.id, {
    languages: [
      ['it', 100],
      ['en', 80],
    ],
    vehicles: ['carType1'],
    cityIds: [w.milano],
  });
  await setSkills(w, w.pa2.id, {
    languages: [
      ['it', 100],
      ['en', 0],
    ],
    vehicles: ['moto'],
    cityIds: [w.milano],
  });
  const target = await offeredRequest(w, BASE, BASE + 2 * HOUR, [w.pa2.id, w.pa.id]);
  return { w, op, target };
}

test('offers are sorted by score, with the reasons behind it as codes and values', async (t) => {
  const { w, op, target } = await world(t);
  const offers = await offersOf(w, op, target);
  assert.deepEqual(
    offers.map((o) => o.id),
    [w.pa.id, w.pa2.id],
    'the better fit first, though it offered later',
  );
  const [strong, weak] = offers;
  assert.equal(strong!.fit.score, 100);
  assert.equal(strong!.conflict, null);
  const { pa_payment_cents } = await w.one<{ pa_payment_cents: number }>(
    sql`select pa_payment_cents from requests where id = ${target}`,
  );
  assert.deepEqual(weak!.fit.reasons, [
    { code: 'language', culture: 'it', level: 100, met: true },
    { code: 'language', culture: 'en', level: 0, met: false },
    { code: 'vehicle', asked: ['carType1'], owned: ['moto'], met: false },
    { code: 'city', city: 'Milano', met: true },
    { code: 'week-assignments', count: 0 },
    { code: 'pa-cost', amount: pa_payment_cents / 100, currencyCode: 'EUR' },
  ]);
  // it met, en not (17.5 of 35), no vehicle (0 of 25), Milano (25), a free week (15).
  assert.equal(weak!.fit.score, 58);
});

test("the week's assignments lower the score; a PA busy at that time comes last whatever its score", async (t) => {
  const { w, op, target } = await world(t);
  // Two assignments of the strong PA on the same day (so the same week), clear of the buffer: 100 - 2 x 5.
  await staffedRequest(w, w.pa.id, BASE - 5 * HOUR, BASE - 4 * HOUR);
  await staffedRequest(w, w.pa.id, BASE + 6 * HOUR, BASE + 7 * HOUR);
  // One a week later does not count.
  await staffedRequest(w, w.pa.id, BASE + 7 * 86_400_000, BASE + 7 * 86_400_000 + HOUR);
  let [first] = await offersOf(w, op, target);
  assert.equal(first!.id, w.pa.id);
  assert.equal(first!.fit.score, 90);
  assert.deepEqual(
    first!.fit.reasons.find((r) => r.code === 'week-assignments'),
    { code: 'week-assignments', count: 2 },
  );
  const busy = await staffedRequest(w, w.pa.id, BASE - HOUR, BASE + HOUR);
  const offers = await offersOf(w, op, target);
  assert.deepEqual(
    offers.map((o) => o.id),
    [w.pa2.id, w.pa.id],
    'conflicts last',
  );
  [first] = offers;
  assert.equal(first!.conflict, null);
  assert.equal(offers[1]!.conflict?.requestId, busy);
  assert.ok(offers[1]!.fit.score > first!.fit.score, 'last although it scores higher');
});
