// What a PA's answers carry: before the assignment (open requests, offers) the work and what the PA would earn, never
// the customer's identity or price; on its assignments the customer's name and referents too, still no price.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OpenRequestItem, PaAssignmentItem, PaOfferItem } from '@alfie/shared/contracts';
import { ASSIGNMENTS, milanoRequest, OFFER, OFFERS, OPEN, paWorld } from '../../test/pa.ts';
import { CUSTOMER_OF_OPEN_WORK, keyPaths, PRICE_OF_ASSIGNED_WORK } from '../../test/key-paths.ts';

test("open requests and offers: times, stops, services, languages, vehicle, notes and the PA's pay; no customer identity or price", async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w);
  await w.h.db.execute(
    `update requests set help_notes = 'Wheelchair at the gate', services = 'meet-and-greet' where id = ${id}`,
  );
  assert.equal((await w.call(w.pa.token, 'POST', OFFER, { requestId: id })).statusCode, 200);

  const open = await w.call(w.pa.token, 'GET', OPEN);
  assert.equal(open.statusCode, 200);
  assert.deepEqual(keyPaths(open.json(), CUSTOMER_OF_OPEN_WORK), []);
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
  assert.deepEqual(keyPaths(offers.json(), CUSTOMER_OF_OPEN_WORK), []);
  const mine = (offers.json() as PaOfferItem[]).find((o) => o.requestId === id)!;
  assert.equal(mine.request.paPaymentAmount, item.paPaymentAmount);
  assert.equal(mine.request.helpNotes, 'Wheelchair at the gate');
});

test("assignments: the customer's name, referents with phones and the PA's pay; no price, no VAT code or customer e-mail", async (t) => {
  const w = await paWorld(t);
  const id = await milanoRequest(w, { status: 'assigned', pa: w.pa.id });
  const res = await w.call(w.pa.token, 'GET', ASSIGNMENTS);
  assert.equal(res.statusCode, 200);
  assert.deepEqual(keyPaths(res.json(), PRICE_OF_ASSIGNED_WORK), []);
  const item = (res.json() as PaAssignmentItem[]).find((a) => a.id === id)!;
  assert.deepEqual(Object.keys(item.customers!).sort(), ['businessName', 'id']);
  assert.ok(item.customers!.businessName);
  assert.ok(item.referents.length > 0 && item.referents.every((r) => r.phone && r.mobile));
  assert.equal(typeof item.paPaymentAmount, 'number');
});
