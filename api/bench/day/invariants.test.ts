import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDay, percentile, type DayObservations } from './invariants.ts';

const H = 3_600_000;

/** A correct little day: two requests filed, one assigned to PA 7 and mailed, seen by both streams. */
function goodDay(): DayObservations {
  return {
    calls: [
      { kind: 'file', status: 200, ms: 12 },
      { kind: 'assign', status: 409, ms: 20 },
    ],
    assignments: new Map([[101, 7]]),
    paLists: new Map([
      [7, [{ requestId: 101, start: 0, end: 2 * H }]],
      [8, []],
    ]),
    assignedPaOf: new Map([[101, 7]]),
    paEmail: new Map([
      [7, 'pa7@example.com'],
      [8, 'pa8@example.com'],
    ]),
    customerEmailOf: new Map([
      [101, 'c1@example.com'],
      [102, 'c1@example.com'],
    ]),
    mails: [
      { to: 'pa7@example.com', subject: 'Nuovo incarico Alfie n. 101' },
      { to: 'c1@example.com', subject: 'Il tuo personal assistant per la richiesta n. 101' },
    ],
    filedAt: new Map([
      [101, 1000],
      [102, 2000],
    ]),
    streams: new Map([
      [
        'op1',
        new Map([
          [101, 1010],
          [102, 2050],
        ]),
      ],
      [
        'op2',
        new Map([
          [101, 1020],
          [102, 2030],
        ]),
      ],
    ]),
    counts: [
      { filter: '', before: 10, after: 12, expected: 2 },
      { filter: 'created', before: 4, after: 5, expected: 1 },
      { filter: 'assigned', before: 6, after: 7, expected: 1 },
    ],
  };
}

const failing = (day: DayObservations) =>
  checkDay(day)
    .filter((v) => !v.ok)
    .map((v) => v.rule);

test('a correct day holds every rule (a 409 is an answer, not a failure)', () => {
  assert.deepEqual(failing(goodDay()), []);
  const stream = checkDay(goodDay()).find((v) => v.rule.startsWith('every filed request'))!;
  assert.match(stream.detail, /p50 20 ms, p99 50 ms/);
});

test('a 5xx or a call without an answer breaks the first rule', () => {
  const day = goodDay();
  day.calls.push({ kind: 'offer', status: 503, ms: 3 });
  assert.deepEqual(failing(day), ['no 5xx (nor a call without an answer)']);
  day.calls[2]!.status = 0;
  assert.deepEqual(failing(day), ['no 5xx (nor a call without an answer)']);
});

test('two overlapping services on one PA list are found', () => {
  const day = goodDay();
  day.paLists.set(8, [
    { requestId: 201, start: 0, end: 2 * H },
    { requestId: 202, start: H, end: 3 * H },
  ]);
  assert.ok(failing(day).includes('no PA on two overlapping services'));
});

test("an assignment another PA's list or the detail disagrees with is found", () => {
  const day = goodDay();
  day.assignedPaOf.set(101, 8);
  assert.deepEqual(failing(day), ["every assignment the request's only one and on the PA's own list"]);
  const other = goodDay();
  other.paLists.set(8, [{ requestId: 102, start: 5 * H, end: 6 * H }]);
  assert.deepEqual(failing(other), ["every assignment the request's only one and on the PA's own list"]);
});

test('a missing or a doubled mail is found', () => {
  const missing = goodDay();
  missing.mails.pop();
  assert.deepEqual(failing(missing), [
    'every assignment mailed once to the PA and once to the customer, nothing mailed twice',
  ]);
  const twice = goodDay();
  twice.mails.push({ to: 'pa7@example.com', subject: 'Nuovo incarico Alfie n. 101' });
  assert.deepEqual(failing(twice), [
    'every assignment mailed once to the PA and once to the customer, nothing mailed twice',
  ]);
});

test('a request a stream never saw, or a count that moved otherwise, is found', () => {
  const day = goodDay();
  day.streams.get('op2')!.delete(102);
  day.counts[1]!.after = 6;
  assert.deepEqual(failing(day), [
    'every filed request seen by every operator stream',
    'dashboard counts moved by exactly what was done',
  ]);
});

test('behind a proxy, every stream must see filings answered by each process', () => {
  const day = goodDay();
  day.processes = { names: ['api 1', 'api 2'], filedBy: new Map([[101, 'api 1']]) };
  // api 2 answered no filing: nothing shows that its events reach the streams.
  assert.deepEqual(failing(day), ['every operator stream saw filings answered by each process']);
  day.processes.filedBy.set(102, 'api 2');
  assert.deepEqual(failing(day), []);
  const rule = checkDay(day).find((v) => v.rule.startsWith('every operator stream saw'))!;
  assert.match(rule.detail, /api 1 1, api 2 1/);
  assert.match(rule.detail, /op1 1 \+ 1, op2 1 \+ 1/);
  // A stream that saw only the filings of one process breaks it.
  day.streams.get('op2')!.delete(102);
  assert.ok(failing(day).includes('every operator stream saw filings answered by each process'));
});

test('percentile is the nearest rank', () => {
  assert.equal(percentile([1, 2, 3, 4], 50), 2);
  assert.equal(percentile([1, 2, 3, 4], 99), 4);
  assert.ok(Number.isNaN(percentile([], 50)));
});
