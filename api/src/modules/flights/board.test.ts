// The dispatch board with tracked flights: the PA's meeting moves with the arrival, a cancelled flight and a moved
// service that now overlaps another of the PA's put them at risk; the booked times stay as booked.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import type { DispatchAssignment, DispatchBoard } from '@alfie/shared/contracts/dispatch-board';
import { startFakeFlightStatus, type FakeFlightStatus } from '../../test/flight-status-fake.ts';
import { minutesAfter, pollDeps, trackedRequest } from '../../test/flights.ts';
import { paWorld } from '../../test/pa.ts';
import { flagFlightRisks } from './board.ts';
import { runFlightPoll } from './poller.ts';

let fake: FakeFlightStatus;
before(async () => {
  fake = await startFakeFlightStatus();
});
after(() => fake.close());

const service = (id: number, start: string, end: string, over: Partial<DispatchAssignment> = {}) =>
  ({
    id,
    type: 'business',
    status: 'assigned',
    startDatetime: start,
    endDatetime: end,
    city: 'Milano',
    place: null,
    customer: null,
    field: null,
    atRisk: false,
    ...over,
  }) as DispatchAssignment;
const tracking = (state: 'delayed' | 'cancelled') => ({
  state,
  scheduledArrival: null,
  expectedArrival: null,
  landedAt: null,
  observedAt: '2031-05-01T08:00:00.000Z',
});

test('a moved meeting clashing with the next service puts both at risk; a cancelled flight is at risk', () => {
  const moved = service(1, '2031-05-01T10:00:00.000Z', '2031-05-01T12:00:00.000Z', {
    flight: { code: 'AZ1', tracking: tracking('delayed'), meetingAt: '2031-05-01T12:00:00.000Z' },
  });
  const next = service(2, '2031-05-01T13:30:00.000Z', '2031-05-01T15:00:00.000Z');
  const later = service(3, '2031-05-01T18:00:00.000Z', '2031-05-01T19:00:00.000Z');
  flagFlightRisks([moved, next, later]);
  assert.deepEqual([moved.atRisk, next.atRisk, later.atRisk], [true, true, false]);

  const cancelled = service(4, '2031-05-02T10:00:00.000Z', '2031-05-02T12:00:00.000Z', {
    flight: { code: 'AZ2', tracking: tracking('cancelled'), meetingAt: '2031-05-02T10:00:00.000Z' },
  });
  const alone = service(5, '2031-05-02T18:00:00.000Z', '2031-05-02T19:00:00.000Z');
  flagFlightRisks([cancelled, alone]);
  assert.deepEqual([cancelled.atRisk, alone.atRisk], [true, false]);
});

test("the board shows a delayed flight and the PA's moved meeting; the booked times stay", async (t) => {
  const w = await paWorld(t);
  const now = new Date();
  now.setUTCSeconds(0, 0);
  const f = await trackedRequest(w, minutesAfter(now, 5 * 60), { assigned: true });
  fake.set(f.code, { kind: 'delayed', scheduled: f.arrival, minutes: 50 });
  const report = await runFlightPoll(pollDeps(w, fake, { now, dailyCalls: 10_000 }));
  assert.ok(report.changed.includes(f.travelId), JSON.stringify(report));
  const operator = await w.h.login('operator@example.com');
  const from = minutesAfter(now, -60).toISOString();
  const to = minutesAfter(now, 23 * 60).toISOString();
  const res = await w.call(operator, 'GET', `/request/alfie/dispatch-board?from=${from}&to=${to}`);
  assert.equal(res.statusCode, 200, res.body);
  const board = res.json() as DispatchBoard;
  const a = board.pas.flatMap((p) => p.assignments).find((x) => x.id === f.requestId);
  assert.ok(a, 'the assignment is on the board');
  assert.equal(a.startDatetime, minutesAfter(f.arrival, 30).toISOString());
  assert.equal(a.flight?.code, f.code);
  assert.equal(a.flight?.tracking.state, 'delayed');
  assert.equal(a.flight?.meetingAt, minutesAfter(f.arrival, 80).toISOString());

  // The PA's own card reads the same flight and the same moved meeting.
  const mine = await w.call(w.pa.token, 'GET', '/pa/alfie/assignments?limit=100');
  assert.equal(mine.statusCode, 200, mine.body);
  const card = (mine.json() as PaAssignmentItem[]).find((x) => x.id === f.requestId);
  assert.equal(card?.flight?.tracking.state, 'delayed');
  assert.equal(card?.flight?.meetingAt, minutesAfter(f.arrival, 80).toISOString());
});

test('a request waiting for a PA is urgent by the meeting its early flight moved', async (t) => {
  const w = await paWorld(t);
  const now = new Date();
  now.setUTCSeconds(0, 0);
  // Booked beyond the urgent hours (48 by default): its service starts 49 and a half hours from now.
  const f = await trackedRequest(w, minutesAfter(now, 49 * 60));
  const operator = await w.h.login('operator@example.com');
  const from = minutesAfter(now, -60).toISOString();
  const to = minutesAfter(now, 72 * 60).toISOString();
  const urgent = async () => {
    const res = await w.call(operator, 'GET', `/request/alfie/dispatch-board?from=${from}&to=${to}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as DispatchBoard).unassigned.find((x) => x.id === f.requestId)?.urgent;
  };
  assert.equal(await urgent(), false);
  // The provider says it lands two hours early: the PA must be at the arrivals within the urgent hours.
  await w.h.db.execute(sql`insert into travel_observations
      (travel_id, request_id, state, scheduled_arrival, expected_arrival, observed_at)
    values (${f.travelId}, ${f.requestId}, 'early', ${f.arrival.toISOString()},
      ${minutesAfter(f.arrival, -120).toISOString()}, now())`);
  assert.equal(await urgent(), true);
});

test('a request waiting for a PA whose flight is cancelled or diverted is urgent however far its service is', async (t) => {
  const w = await paWorld(t);
  const now = new Date();
  now.setUTCSeconds(0, 0);
  const operator = await w.h.login('operator@example.com');
  const from = minutesAfter(now, -60).toISOString();
  const to = minutesAfter(now, 96 * 60).toISOString();
  const urgentOf = async (requestId: number) => {
    const res = await w.call(operator, 'GET', `/request/alfie/dispatch-board?from=${from}&to=${to}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as DispatchBoard).unassigned.find((x) => x.id === requestId)?.urgent;
  };
  // Booked beyond the urgent hours (48 by default), as a flight observed a day or more ahead can be.
  for (const [state, hours] of [
    ['cancelled', 60],
    ['diverted', 70],
  ] as const) {
    const f = await trackedRequest(w, minutesAfter(now, hours * 60));
    assert.equal(await urgentOf(f.requestId), false, state);
    await w.h.db.execute(sql`insert into travel_observations
        (travel_id, request_id, state, scheduled_arrival, observed_at)
      values (${f.travelId}, ${f.requestId}, ${state}, ${f.arrival.toISOString()}, now())`);
    assert.equal(await urgentOf(f.requestId), true, state);
  }
});
