// POST /request/alfie/travel-refresh and the travels' tracking in the request detail: operators in their scope ask
// now and read what the provider said; with tracking off nothing is asked, flights say 'off' unless an observation
// was recorded, which still shows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { RequestDetail, TravelTracking } from '@alfie/shared/contracts';
import { startFakeFlightStatus, type FakeFlightStatus } from '../../test/flight-status-fake.ts';
import { minutesAfter, trackedRequest } from '../../test/flights.ts';
import { paWorld } from '../../test/pa.ts';

const REFRESH = '/request/alfie/travel-refresh';
/** Whole minutes from now: the provider writes its times to the minute. */
const inMinutes = (m: number) => {
  const d = minutesAfter(new Date(), m);
  d.setUTCSeconds(0, 0);
  return d;
};

let fake: FakeFlightStatus;
before(async () => {
  fake = await startFakeFlightStatus();
});
after(() => fake.close());

test('an operator refreshes a delayed flight; the detail shows its tracking; another country gets 403', async (t) => {
  const w = await paWorld(t, { env: { FLIGHT_STATUS_URL: fake.url, FLIGHT_STATUS_KEY: fake.key } });
  const f = await trackedRequest(w, inMinutes(90), { assigned: true });
  fake.set(f.code, { kind: 'delayed', scheduled: f.arrival, minutes: 40 });
  const operator = await w.h.login('operator@example.com');
  const res = await w.call(operator, 'POST', REFRESH, { requestId: f.requestId });
  assert.equal(res.statusCode, 200, res.body);
  const tracking = (res.json() as { travels: { tracking: TravelTracking }[] }).travels[0]!.tracking;
  assert.equal(tracking.state, 'delayed');
  assert.equal(tracking.expectedArrival, minutesAfter(f.arrival, 40).toISOString());
  assert.equal(tracking.scheduledArrival, f.arrival.toISOString());
  assert.equal(tracking.landedAt, null);
  assert.ok(tracking.observedAt);
  const detail = await w.call(operator, 'GET', `/Request/alfie/request-detail?id=${f.requestId}`);
  assert.deepEqual((detail.json() as RequestDetail).travels[0]!.tracking, tracking);

  const french = await w.h.login('operatore.fr@example.com');
  const refused = await w.call(french, 'POST', REFRESH, { requestId: f.requestId });
  assert.equal(refused.statusCode, 403);
  assert.equal((await w.call(w.pa.token, 'POST', REFRESH, { requestId: f.requestId })).statusCode, 403);
  assert.equal((await w.call(operator, 'POST', REFRESH, { requestId: 99_999_999 })).statusCode, 404);
  assert.equal((await w.call(operator, 'POST', REFRESH, { requestId: 'x' })).statusCode, 400);

  // A flight not heard of yet is unknown; a train is not tracked.
  const unheard = await trackedRequest(w, inMinutes(600));
  const train = await trackedRequest(w, inMinutes(600), { type: 'train' });
  const read = async (id: number) =>
    ((await w.call(operator, 'GET', `/Request/alfie/request-detail?id=${id}`)).json() as RequestDetail)
      .travels[0]!.tracking!.state;
  assert.equal(await read(unheard.requestId), 'unknown');
  assert.equal(await read(train.requestId), 'off');
});

test('tracking off: nothing asked, flights say off, a recorded observation still shows', async (t) => {
  const w = await paWorld(t);
  const f = await trackedRequest(w, inMinutes(90));
  const operator = await w.h.login('operator@example.com');
  const calls = fake.calls.length;
  const res = await w.call(operator, 'POST', REFRESH, { requestId: f.requestId });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(fake.calls.length, calls);
  const travels = (res.json() as { travels: { tracking: TravelTracking }[] }).travels;
  assert.deepEqual(travels[0]!.tracking, {
    state: 'off',
    scheduledArrival: null,
    expectedArrival: null,
    landedAt: null,
    observedAt: null,
  });
  await w.h.db.execute(
    sql`insert into travel_observations
      (travel_id, request_id, state, scheduled_arrival, expected_arrival)
      values (${f.travelId}, ${f.requestId}, 'delayed', ${f.arrival.toISOString()},
        ${minutesAfter(f.arrival, 30).toISOString()})`,
  );
  const detail = await w.call(operator, 'GET', `/Request/alfie/request-detail?id=${f.requestId}`);
  const tracking = (detail.json() as RequestDetail).travels[0]!.tracking!;
  assert.equal(tracking.state, 'delayed');
  assert.equal(tracking.expectedArrival, minutesAfter(f.arrival, 30).toISOString());
});
