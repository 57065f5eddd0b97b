// The flight poller against the fake provider, on PGlite and PostgreSQL: which flights it asks about and how often,
// the daily budget, one poller at a time, and what each change does (observation, timeline entry, live event, the
// PA's mail with the moved meeting) and what is no change.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, requestEvents, travelObservations, travelPolls } from '../../db/schema.ts';
import { startFakeFlightStatus, type FakeFlightStatus } from '../../test/flight-status-fake.ts';
import { FLIGHT_NOW, minutesAfter, pollDeps, trackedRequest } from '../../test/flights.ts';
import { paWorld, type PaWorld } from '../../test/pa.ts';
import { dueTravels, runFlightPoll, spendCall, takeLease } from './poller.ts';

let fake: FakeFlightStatus;
before(async () => {
  fake = await startFakeFlightStatus();
});
after(() => fake.close());

const observations = (w: PaWorld, travelId: number) =>
  w.h.db
    .select()
    .from(travelObservations)
    .where(eq(travelObservations.travelId, travelId))
    .orderBy(travelObservations.id);
const mailsOf = (w: PaWorld, requestId: number) =>
  w.h.db.select().from(mailOutbox).where(eq(mailOutbox.requestId, requestId)).orderBy(mailOutbox.id);
const changesOf = (w: PaWorld, requestId: number) =>
  w.h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(requestId)), eq(auditLog.action, 'travel.changed')));
const liveOf = (w: PaWorld, requestId: number) =>
  w.h.db
    .select()
    .from(requestEvents)
    .where(and(eq(requestEvents.requestId, requestId), eq(requestEvents.event, 'request.travel')));

test('cadence: every 30 minutes, every 5 in the last 3 hours, until landed; nothing beyond 24 h', async (t) => {
  const w = await paWorld(t);
  const far = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 10 * 60));
  const near = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 2 * 60));
  const beyond = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 26 * 60));
  const train = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 60), { type: 'train' });
  fake.set(far.code, { kind: 'on-time', scheduled: far.arrival });
  fake.set(near.code, { kind: 'on-time', scheduled: near.arrival });
  const at = (minutes: number) =>
    runFlightPoll(pollDeps(w, fake, { now: minutesAfter(FLIGHT_NOW, minutes) }));

  assert.deepEqual((await at(0)).asked.sort(), [far.travelId, near.travelId].sort());
  assert.deepEqual((await at(4)).asked, []);
  assert.deepEqual((await at(5)).asked, [near.travelId]);
  assert.deepEqual((await at(10)).asked, [near.travelId]);
  assert.deepEqual((await at(30)).asked.sort(), [far.travelId, near.travelId].sort());
  // Landed: never asked again.
  fake.set(near.code, { kind: 'landed', scheduled: near.arrival, landedAt: near.arrival });
  assert.deepEqual((await at(35)).asked, [near.travelId]);
  assert.deepEqual((await at(40)).asked, []);
  const due = await dueTravels(w.h.db, minutesAfter(FLIGHT_NOW, 60));
  assert.ok(!due.some((d) => [near.travelId, beyond.travelId, train.travelId].includes(d.id)));
  assert.equal((await observations(w, beyond.travelId)).length, 0);
});

test('the daily budget stops the calls for the day, across rounds; the next UTC day starts afresh', async (t) => {
  const w = await paWorld(t);
  const flights = [];
  for (const hours of [4, 5, 6]) {
    const f = await trackedRequest(w, minutesAfter(FLIGHT_NOW, hours * 60));
    fake.set(f.code, { kind: 'on-time', scheduled: f.arrival });
    flights.push(f);
  }
  const first = await runFlightPoll(pollDeps(w, fake, { dailyCalls: 2 }));
  assert.equal(first.asked.length, 2);
  assert.equal(first.overBudget, 1);
  const later = await runFlightPoll(pollDeps(w, fake, { dailyCalls: 2, now: minutesAfter(FLIGHT_NOW, 40) }));
  assert.deepEqual(later.asked, []);
  assert.equal(await spendCall(w.h.db, FLIGHT_NOW, 2), false);
  assert.equal(await spendCall(w.h.db, minutesAfter(FLIGHT_NOW, 24 * 60), 2), true);
});

test('one poller at a time: a running lease keeps others out until it ends or runs out', async (t) => {
  const w = await paWorld(t);
  const f = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 60));
  fake.set(f.code, { kind: 'slow', ms: 300, scheduled: f.arrival });
  const [a, b] = await Promise.all([
    runFlightPoll(pollDeps(w, fake, { holder: 'process-a' })),
    runFlightPoll(pollDeps(w, fake, { holder: 'process-b' })),
  ]);
  assert.deepEqual([a.polled, b.polled].sort(), [false, true]);
  assert.equal(a.asked.length + b.asked.length, 1);
  // A process that died holding the lease: the others wait for it to run out (2 minutes).
  assert.equal(await takeLease(w.h.db, 'crashed', minutesAfter(FLIGHT_NOW, 10)), true);
  assert.equal((await runFlightPoll(pollDeps(w, fake, { now: minutesAfter(FLIGHT_NOW, 11) }))).polled, false);
  assert.equal((await runFlightPoll(pollDeps(w, fake, { now: minutesAfter(FLIGHT_NOW, 13) }))).polled, true);
});

test('a delay beyond 10 minutes: observation, timeline entry, live event and the PA mailed the moved meeting', async (t) => {
  const w = await paWorld(t);
  const f = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 120), { assigned: true });
  fake.set(f.code, { kind: 'delayed', scheduled: f.arrival, minutes: 45 });
  const report = await runFlightPoll(pollDeps(w, fake));
  assert.deepEqual(report.changed, [f.travelId]);
  const [seen] = await observations(w, f.travelId);
  assert.equal(seen?.state, 'delayed');
  assert.equal(seen?.expectedArrival?.toISOString(), minutesAfter(f.arrival, 45).toISOString());
  assert.equal((await changesOf(w, f.requestId)).length, 1);
  assert.equal((await liveOf(w, f.requestId)).length, 1);
  const moved = (await mailsOf(w, f.requestId)).filter((m) => m.template === 'travel-moved');
  assert.equal(moved.length, 1);
  assert.equal(moved[0]!.toAddress, 'pa@example.com');
  // The PA's login reads French (staffed); the meeting moves by the delay: 30 min after the arrival, 45 min later.
  assert.equal(moved[0]!.language, 'fr');
  const params = moved[0]!.params as Record<string, string>;
  assert.equal(params.meeting, minutesAfter(f.arrival, 75).toISOString());
  // The same delay seen again, and 5 minutes more: no change, nothing told.
  fake.set(f.code, { kind: 'delayed', scheduled: f.arrival, minutes: 50 });
  const again = await runFlightPoll(pollDeps(w, fake, { now: minutesAfter(FLIGHT_NOW, 5) }));
  assert.deepEqual(again.changed, []);
  assert.equal((await observations(w, f.travelId)).length, 2);
  assert.equal((await changesOf(w, f.requestId)).length, 1);
  // The timeline lists the change for operators.
  const operator = await w.h.login('operator@example.com');
  const timeline = await w.call(operator, 'GET', `/Request/alfie/request-timeline?id=${f.requestId}`);
  assert.equal(timeline.statusCode, 200, timeline.body);
  const entry = (timeline.json() as { kind: string; detail: Record<string, unknown> }[]).find(
    (e) => e.kind === 'travel.changed',
  );
  assert.equal(entry?.detail.travelCode, f.code);
  assert.equal(entry?.detail.travelState, 'delayed');
});

test('early, cancelled and diverted flights are changes; an on-time one and a bad answer are not', async (t) => {
  const w = await paWorld(t);
  const early = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 60), { assigned: true });
  const cancelled = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 70));
  const diverted = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 80));
  const onTime = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 90));
  const malformed = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 100));
  fake.set(early.code, { kind: 'early', scheduled: early.arrival, minutes: 20 });
  fake.set(cancelled.code, { kind: 'cancelled', scheduled: cancelled.arrival });
  fake.set(diverted.code, { kind: 'diverted', scheduled: diverted.arrival });
  fake.set(onTime.code, { kind: 'on-time', scheduled: onTime.arrival });
  fake.set(malformed.code, { kind: 'malformed' });
  const report = await runFlightPoll(pollDeps(w, fake));
  assert.deepEqual(report.changed.sort(), [early.travelId, cancelled.travelId, diverted.travelId].sort());
  assert.equal((await observations(w, onTime.travelId))[0]?.state, 'scheduled');
  assert.equal((await observations(w, malformed.travelId)).length, 0);
  // Asked all the same: the next try waits for the cadence.
  const [polled] = await w.h.db
    .select()
    .from(travelPolls)
    .where(eq(travelPolls.travelId, malformed.travelId));
  assert.equal(polled?.polledAt.toISOString(), FLIGHT_NOW.toISOString());
  assert.equal((await mailsOf(w, early.requestId)).filter((m) => m.template === 'travel-moved').length, 1);
  // No PA yet: the operators hear it, nobody is mailed.
  assert.equal((await liveOf(w, cancelled.requestId)).length, 1);
  assert.equal(
    (await mailsOf(w, cancelled.requestId)).filter((m) => m.template.startsWith('travel')).length,
    0,
  );
});

test('a cancelled flight mails the assigned PA that the operators will call', async (t) => {
  const w = await paWorld(t);
  const f = await trackedRequest(w, minutesAfter(FLIGHT_NOW, 60), { assigned: true });
  fake.set(f.code, { kind: 'cancelled', scheduled: f.arrival });
  await runFlightPoll(pollDeps(w, fake));
  const alarm = (await mailsOf(w, f.requestId)).filter((m) => m.template === 'travel-alarm');
  assert.equal(alarm.length, 1);
  // Cancelled is final: not asked again.
  assert.deepEqual((await runFlightPoll(pollDeps(w, fake, { now: minutesAfter(FLIGHT_NOW, 30) }))).asked, []);
});
