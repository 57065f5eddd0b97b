// What a PA's answers carry: before the assignment (open requests, offers) the work and what the PA would earn, never
// the customer's identity or price; on its assignments the customer's name and referents too, still no price.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OpenRequestItem, PaAssignmentItem, PaOfferItem } from '@alfie/shared/contracts';
import { ASSIGNMENTS, milanoRequest, OFFER, OFFERS, OPEN, paWorld } from '../../test/pa.ts';

/** Customer identity and price: keys no PA answer may hold before the assignment, at any depth. */
const BEFORE_ASSIGNMENT = [
  'customers',
  'businessName',
  'vatCode',
  'email',
  'referents',
  'amount',
  'poiPrice',
  'cityPrice',
  'flatPrice',
];
/** On the PA's own assignments the customer's name and referents are the day's; the price still is not. */
const ON_ASSIGNMENTS = ['vatCode', 'amount', 'poiPrice', 'cityPrice', 'flatPrice'];

/** Every key path of an answer whose last key is in `keys` (array indexes as []). */
function keysIn(body: unknown, keys: readonly string[], path = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((x) => keysIn(x, keys, `${path}[]`));
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) => [
    ...(keys.includes(k) ? [`${path}.${k}`] : []),
    ...keysIn(v, keys, `${path}.${k}`),
  ]);
}

test("open requests and offers: times, stops, services, languages, vehicle, notes and the PA's pay; no customer identity or price", async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w);
  await w.h.db.execute(
    `update requests set help_notes = 'Wheelchair at the gate', services = 'meet-and-greet' where id = ${id}`,
  );
  assert.equal((await w.call(w.pa.token, 'POST', OFFER, { requestId: id })).statusCode, 200);

  const open = await w.call(w.pa.token, 'GET', OPEN);
  assert.equal(open.statusCode, 200);
  assert.deepEqual([...new Set(keysIn(open.json(), BEFORE_ASSIGNMENT))], []);
  const item = (open.json() as OpenRequestItem[]).find((i) => i.id === id)!;
  assert.equal(typeof item.paPaymentAmount, 'number');
  assert.ok(item.paPaymentAmount! > 0);
  assert.equal(item.helpNotes, 'Wheelchair at the gate');
  assert.equal(item.services, 'meet-and-greet');
  assert.deepEqual(
    [item.requiredCulture1, item.requiredCulture2, item.requiredVehicle],
    ['it', 'en', 'carType1'],
  );
  assert.ok(item.startDatetime && item.endDatetime);
  assert.ok(item.cities.length > 0 && item.cities.every((c) => c.city === 'Milano' && c.street));
  assert.equal(item.currencyCode, 'EUR');

  const offers = await w.call(w.pa.token, 'GET', OFFERS);
  assert.equal(offers.statusCode, 200);
  assert.deepEqual([...new Set(keysIn(offers.json(), BEFORE_ASSIGNMENT))], []);
  const mine = (offers.json() as PaOfferItem[]).find((o) => o.requestId === id)!;
  assert.equal(mine.request.paPaymentAmount, item.paPaymentAmount);
  assert.equal(mine.request.helpNotes, 'Wheelchair at the gate');
});

test("assignments: the customer's name, referents with phones and the PA's pay; no price, no VAT code or customer e-mail", async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w, { status: 'assigned', pa: w.pa.id });
  const res = await w.call(w.pa.token, 'GET', ASSIGNMENTS);
  assert.equal(res.statusCode, 200);
  assert.deepEqual([...new Set(keysIn(res.json(), ON_ASSIGNMENTS))], []);
  const item = (res.json() as PaAssignmentItem[]).find((a) => a.id === id)!;
  assert.deepEqual(Object.keys(item.customers!).sort(), ['businessName', 'id']);
  assert.ok(item.customers!.businessName);
  assert.ok(item.referents.length > 0 && item.referents.every((r) => r.phone && r.mobile));
  assert.equal(typeof item.paPaymentAmount, 'number');
});
