// The AeroDataBox adapter against a fake provider answering in the documented shape: each state read from its
// answer, and a malformed, slow, failing or empty answer observed as nothing (logged), never as a change.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeFlightStatus, type FakeFlightStatus } from '../../test/flight-status-fake.ts';
import { aeroDataBox, arrivalDayOf, flightNumber, statusProviderOf, untracked } from './provider.ts';

let fake: FakeFlightStatus;
before(async () => {
  fake = await startFakeFlightStatus();
});
after(() => fake.close());

const arrival = new Date('2026-05-01T10:45:00Z');
const at = (minutes: number) => new Date(arrival.getTime() + minutes * 60_000);

function provider(timeoutMs?: number) {
  const warnings: string[] = [];
  const log = { warn: (_o: object, msg: string) => void warnings.push(msg) };
  return {
    warnings,
    p: aeroDataBox({ url: fake.url, key: fake.key, log, ...(timeoutMs ? { timeoutMs } : {}) }),
  };
}

test('each provider status reads as its tracking state with the arrival times', async () => {
  const { p } = provider();
  const observe = (code: string) => p.observe({ type: 'airplain', code, arrival });
  fake.set('AZ100', { kind: 'on-time', scheduled: arrival });
  fake.set('AZ101', { kind: 'delayed', scheduled: arrival, minutes: 45 });
  fake.set('AZ102', { kind: 'early', scheduled: arrival, minutes: 20 });
  fake.set('AZ103', { kind: 'landed', scheduled: arrival, landedAt: at(3) });
  fake.set('AZ104', { kind: 'cancelled', scheduled: arrival });
  fake.set('AZ105', { kind: 'diverted', scheduled: arrival });
  assert.deepEqual(await observe('AZ100'), {
    state: 'scheduled',
    scheduledArrival: arrival,
    expectedArrival: arrival,
    landedAt: null,
  });
  assert.deepEqual(await observe('az 101'), {
    state: 'delayed',
    scheduledArrival: arrival,
    expectedArrival: at(45),
    landedAt: null,
  });
  assert.equal((await observe('AZ102'))?.state, 'early');
  assert.deepEqual(await observe('AZ103'), {
    state: 'landed',
    scheduledArrival: arrival,
    expectedArrival: at(3),
    landedAt: at(3),
  });
  assert.equal((await observe('AZ104'))?.state, 'cancelled');
  assert.equal((await observe('AZ105'))?.state, 'diverted');
  assert.ok(fake.calls.some((c) => c.path === '/flights/number/AZ101/2026-05-01' && c.key === fake.key));
});

test('a malformed, slow, unknown or refused answer is nothing, logged', async () => {
  const { p, warnings } = provider(300);
  fake.set('AZ200', { kind: 'malformed' });
  fake.set('AZ201', { kind: 'slow', ms: 2_000, scheduled: arrival });
  assert.equal(await p.observe({ type: 'airplain', code: 'AZ200', arrival }), null);
  assert.equal(await p.observe({ type: 'airplain', code: 'AZ201', arrival }), null);
  assert.equal(await p.observe({ type: 'airplain', code: 'ZZ999', arrival }), null);
  const refused = aeroDataBox({
    url: fake.url,
    key: 'wrong',
    log: { warn: (_o: object, msg: string) => void warnings.push(msg) },
  });
  assert.equal(await refused.observe({ type: 'airplain', code: 'AZ100', arrival }), null);
  assert.deepEqual(warnings, [
    'flight status: unexpected answer',
    'flight status: provider unreachable',
    'flight status: provider error',
  ]);
});

test('trains are not tracked; without a key there is no provider', () => {
  const { p } = provider();
  assert.equal(p.tracks('airplain'), true);
  assert.equal(p.tracks('train'), false);
  assert.equal(untracked.tracks('airplain'), false);
  assert.equal(statusProviderOf({ url: fake.url, key: null }), null);
  assert.equal(flightNumber(' az-1234 '), 'AZ1234');
});

test("the provider is asked for the arrival's local date, not its UTC day", async () => {
  const { p } = provider();
  // 00:30 on 2 May in Rome is 22:30 on 1 May in UTC (summer time); 23:30 on 1 December in Rome is 22:30 UTC.
  const night = new Date('2026-05-01T22:30:00Z');
  fake.set('AZ190', { kind: 'on-time', scheduled: night });
  assert.equal((await p.observe({ type: 'airplain', code: 'AZ190', arrival: night }))?.state, 'scheduled');
  assert.ok(
    fake.calls.some((c) => c.path === '/flights/number/AZ190/2026-05-02'),
    JSON.stringify(fake.calls),
  );
  assert.equal(arrivalDayOf(new Date('2026-12-01T22:30:00Z')), '2026-12-01');
  assert.equal(arrivalDayOf(new Date('2026-12-01T23:30:00Z')), '2026-12-02');
});
