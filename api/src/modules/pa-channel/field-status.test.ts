// POST /pa/alfie/field-status: the assigned PA walks a service through its steps in order, inside the window, once
// each; a no-show only after the country's waiting time; a retry with the same Idempotency-Key answers the first
// result without a second row; nobody but the assigned PA reports.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { FieldStatusAnswer } from '@alfie/shared/contracts';
import { bearer } from '../../test/build.ts';
import { rowsOf as dbRows } from '../../db/client.ts';
import { milanoRequest, paWorld, type PaWorld } from '../../test/pa.ts';
import { renderMail } from '../../mail/render.ts';

const FIELD = '/pa/alfie/field-status';
const HOUR_DAYS = 1 / 24;
let keys = 0;
const freshKey = () => `key-${Date.now().toString(36)}-${++keys}`;

function report(w: PaWorld, token: string, body: object, key: string | null = freshKey()) {
  return w.h.app.inject({
    method: 'POST',
    url: FIELD,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

/** A service of the demo PA starting `hours` from now (negative: already started), two hours long. */
const serviceIn = (w: PaWorld, hours: number) =>
  milanoRequest(w, { status: 'assigned', pa: w.pa.id, startInDays: hours * HOUR_DAYS });

const rowsOf = async (w: PaWorld, requestId: number) =>
  (
    await dbRows<{ status: string }>(
      w.h.db,
      sql`select status from field_reports where request_id = ${requestId} order by id`,
    )
  ).map((r) => r.status);

test('the assigned PA reports every step in order; each is recorded once, audited and announced live', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, 1);
  const steps = ['on-the-way', 'at-meeting-point', 'guest-met', 'ended'] as const;
  let last: FieldStatusAnswer | null = null;
  for (const status of steps) {
    const position = status === 'at-meeting-point' ? { lat: 45.6301, lng: 8.7231, accuracy: 12 } : {};
    const res = await report(w, w.pa.token, { requestId: id, status, ...position });
    assert.equal(res.statusCode, 200, `${status}: ${res.body}`);
    last = res.json() as FieldStatusAnswer;
    assert.equal(last.field.status, status);
  }
  assert.deepEqual(
    last!.field.history.map((h) => h.status),
    [...steps],
  );
  const atPoint = last!.field.history[1]!;
  assert.deepEqual([atPoint.lat, atPoint.lng, atPoint.accuracy], [45.6301, 8.7231, 12]);
  assert.equal('lat' in last!.field.history[0]!, false, 'no position where none was sent');
  assert.deepEqual(await rowsOf(w, id), [...steps]);
  const audits = await w.one<{ n: number }>(
    sql`select count(*)::int n from audit_log where entity = 'field-report'
        and (after->>'requestId')::int = ${id}`,
  );
  assert.equal(audits.n, 4);
  const events = await w.one<{ n: number }>(
    sql`select count(*)::int n from request_events where request_id = ${id} and event = 'request.field'`,
  );
  assert.equal(events.n, 4);

  // The PA's own list shows what the server recorded, for the card.
  const mine = await w.h.app.inject({
    method: 'GET',
    url: '/pa/alfie/assignments',
    headers: bearer(w.pa.token),
  });
  const item = (mine.json() as { id: number; field: FieldStatusAnswer['field'] }[]).find((i) => i.id === id);
  assert.deepEqual(item?.field, last!.field);

  // Nothing after the end, and no step twice.
  const again = await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'FIELD.WRONG.ORDER');
});

test('a step out of order, out of the window or on a cancelled service is refused and writes nothing', async (t) => {
  const w = await paWorld(t);
  const soon = await serviceIn(w, 1);
  const skipped = await report(w, w.pa.token, { requestId: soon, status: 'guest-met' });
  assert.equal(skipped.statusCode, 409);
  assert.equal(skipped.json().code, 'FIELD.WRONG.ORDER');

  const later = await serviceIn(w, 5);
  const early = await report(w, w.pa.token, { requestId: later, status: 'on-the-way' });
  assert.equal(early.statusCode, 409);
  assert.equal(early.json().code, 'FIELD.OUT.OF.WINDOW');

  // Started 9 hours ago, ended 7 hours ago: the window closed an hour ago.
  const past = await serviceIn(w, -9);
  const late = await report(w, w.pa.token, { requestId: past, status: 'on-the-way' });
  assert.equal(late.json().code, 'FIELD.OUT.OF.WINDOW');

  const cancelled = await serviceIn(w, 1);
  await w.h.db.execute(sql`update requests set status = 'cancelled' where id = ${cancelled}`);
  const gone = await report(w, w.pa.token, { requestId: cancelled, status: 'on-the-way' });
  assert.equal(gone.json().code, 'FIELD.SERVICE.CANCELLED');
  for (const id of [soon, later, past, cancelled]) assert.deepEqual(await rowsOf(w, id), []);
});

test('only the assigned PA reports: another PA and a missing request get 404, other roles 403', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, 1);
  const other = await report(w, w.pa2.token, { requestId: id, status: 'on-the-way' });
  assert.equal(other.statusCode, 404);
  const missing = await report(w, w.pa.token, { requestId: 99_999_999, status: 'on-the-way' });
  assert.equal(missing.statusCode, 404);
  for (const email of ['admin@example.com', 'operator@example.com', 'customer@example.com']) {
    const res = await report(w, await w.h.login(email), { requestId: id, status: 'on-the-way' });
    assert.equal(res.statusCode, 403, email);
  }
  assert.deepEqual(await rowsOf(w, id), []);
});

// On PGlite too: idempotent steps rest on a unique key and a transaction: one connection on PGlite, a pool on
// PostgreSQL.
describe('on each database', () => {
  test('a retry with the same Idempotency-Key answers the first result; a reused key or none is refused', async (t) => {
    const w = await paWorld(t);
    const id = await serviceIn(w, 1);
    const key = freshKey();
    const first = await report(w, w.pa.token, { requestId: id, status: 'on-the-way' }, key);
    const retry = await report(w, w.pa.token, { requestId: id, status: 'on-the-way' }, key);
    assert.equal(first.statusCode, 200);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.deepEqual(retry.json(), first.json());
    assert.deepEqual(await rowsOf(w, id), ['on-the-way']);

    const reused = await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' }, key);
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().code, 'IDEMPOTENCY.KEY.REUSED');

    const none = await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' }, null);
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().fields, { 'Idempotency-Key': 'REQUIRED.FIELD' });
    const bad = await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' }, 'x');
    assert.deepEqual(bad.json().fields, { 'Idempotency-Key': 'INVALID.VALUE' });
    assert.deepEqual(await rowsOf(w, id), ['on-the-way']);
  });

  test('two presses of the same step at once record it once', async (t) => {
    const w = await paWorld(t);
    const id = await serviceIn(w, 1);
    const answers = await Promise.all([
      report(w, w.pa.token, { requestId: id, status: 'on-the-way' }),
      report(w, w.pa.token, { requestId: id, status: 'on-the-way' }),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
    assert.deepEqual(await rowsOf(w, id), ['on-the-way']);
  });
});

test("a no-show comes after the meeting point, once the country's waiting time has passed, with a note", async (t) => {
  const w = await paWorld(t);
  await w.h.db.execute(sql`update countries set no_show_wait_minutes = 45`);
  // Started 30 minutes ago: the guest is late, but not by the waiting time yet.
  const waiting = await serviceIn(w, -0.5);
  await report(w, w.pa.token, { requestId: waiting, status: 'on-the-way' });
  const tooSoon = await report(w, w.pa.token, { requestId: waiting, status: 'no-show', note: 'Nessuno' });
  assert.equal(tooSoon.json().code, 'FIELD.WRONG.ORDER', 'not before the meeting point');
  await report(w, w.pa.token, { requestId: waiting, status: 'at-meeting-point' });
  const notYet = await report(w, w.pa.token, { requestId: waiting, status: 'no-show', note: 'Nessuno' });
  assert.equal(notYet.statusCode, 409);
  assert.equal(notYet.json().code, 'FIELD.NOT.YET');

  // Started an hour ago: past the 45 minutes.
  const missed = await serviceIn(w, -1);
  await report(w, w.pa.token, { requestId: missed, status: 'on-the-way' });
  await report(w, w.pa.token, { requestId: missed, status: 'at-meeting-point' });
  const noNote = await report(w, w.pa.token, { requestId: missed, status: 'no-show' });
  assert.equal(noNote.statusCode, 400);
  assert.deepEqual(noNote.json().fields, { note: 'REQUIRED.FIELD' });
  const ok = await report(w, w.pa.token, {
    requestId: missed,
    status: 'no-show',
    note: 'Atteso 60 minuti agli arrivi, telefono spento',
  });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal((ok.json() as FieldStatusAnswer).field.status, 'no-show');
  const after = await report(w, w.pa.token, { requestId: missed, status: 'guest-met' });
  assert.equal(after.json().code, 'FIELD.WRONG.ORDER');
});

test('the reported end may be corrected inside the window, never ahead of now nor before the last step', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, -2);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  // Sent late from a phone that was offline: each step at the instant the PA pressed it.
  for (const [status, m] of [
    ['on-the-way', 50],
    ['at-meeting-point', 40],
    ['guest-met', 30],
  ] as const) {
    const res = await report(w, w.pa.token, { requestId: id, status, at: minutesAgo(m) });
    assert.equal(res.statusCode, 200, res.body);
  }
  const future = new Date(Date.now() + 3_600_000).toISOString();
  const ahead = await report(w, w.pa.token, { requestId: id, status: 'ended', at: future });
  assert.equal(ahead.statusCode, 400);
  assert.deepEqual(ahead.json().fields, { at: 'FIELD.TIME.INVALID' });
  const tooEarly = minutesAgo(35);
  const before = await report(w, w.pa.token, { requestId: id, status: 'ended', at: tooEarly });
  assert.deepEqual(before.json().fields, { at: 'FIELD.TIME.INVALID' }, 'before guest met');
  const loose = await report(w, w.pa.token, { requestId: id, status: 'ended', at: 'Nov 27 2026 21:00 GMT' });
  assert.deepEqual(loose.json().fields, { at: 'INVALID.DATE' });
  const rolled = await report(w, w.pa.token, {
    requestId: id,
    status: 'ended',
    at: `${new Date().getUTCFullYear()}-02-30T10:00:00Z`,
  });
  assert.deepEqual(rolled.json().fields, { at: 'INVALID.DATE' });
  const end = minutesAgo(1);
  const ended = await report(w, w.pa.token, { requestId: id, status: 'ended', at: end });
  assert.equal(ended.statusCode, 200, ended.body);
  assert.equal((ended.json() as FieldStatusAnswer).field.history.at(-1)!.at, end);
});

test('a position comes whole and only on arrival at the meeting point', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, 1);
  const onTheWay = await report(w, w.pa.token, { requestId: id, status: 'on-the-way', lat: 45, lng: 9 });
  assert.deepEqual(onTheWay.json().fields, { lat: 'FIELD.POSITION.NOT.HERE' });
  await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
  const half = await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point', lat: 45 });
  assert.deepEqual(half.json().fields, { lng: 'INVALID.VALUE' });
  const outside = await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point', lat: 95, lng: 9 });
  assert.equal(outside.json().fields.lat, 'INVALID.NUMBER');
  assert.deepEqual(await rowsOf(w, id), ['on-the-way']);
  const plain = await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' });
  assert.equal(plain.statusCode, 200, 'refusing the position changes nothing');
});

test('request-detail gives operators every report with positions and notes, the owner statuses and times only', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, -1.5);
  await w.h.db.execute(
    sql`update requests set customer_id = (select c.id from companies c join accounts a on a.id = c.account_id
          where a.email = 'customer@example.com') where id = ${id}`,
  );
  const detail = async (email: string) => {
    const res = await w.h.app.inject({
      method: 'GET',
      url: `/Request/alfie/request-detail?id=${id}`,
      headers: bearer(await w.h.login(email)),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { field: FieldStatusAnswer['field'] };
  };
  // Read once before the reports, so that a stale cached copy would show.
  assert.deepEqual((await detail('admin@example.com')).field, { status: null, history: [] });
  assert.deepEqual((await detail('customer@example.com')).field, { status: null, history: [] });

  await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
  await report(w, w.pa.token, {
    requestId: id,
    status: 'at-meeting-point',
    lat: 45.46,
    lng: 9.19,
    accuracy: 8,
  });
  await report(w, w.pa.token, { requestId: id, status: 'no-show', note: 'Telefono spento' });

  const staff = (await detail('operator@example.com')).field;
  assert.equal(staff.status, 'no-show');
  assert.deepEqual(
    staff.history.map((h) => h.status),
    ['on-the-way', 'at-meeting-point', 'no-show'],
  );
  assert.equal(staff.history[1]!.lat, 45.46);
  assert.equal(staff.history[2]!.note, 'Telefono spento');

  const owner = (await detail('customer@example.com')).field;
  assert.equal(owner.status, 'no-show');
  for (const h of owner.history) assert.deepEqual(Object.keys(h).sort(), ['at', 'recordedAt', 'status']);
  assert.deepEqual(
    owner.history.map((h) => h.at),
    staff.history.map((h) => h.at),
  );
});

test('each report is a timeline entry by the PA, for the operators and the owning customer alike', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, 1);
  await w.h.db.execute(
    sql`update requests set customer_id = (select c.id from companies c join accounts a on a.id = c.account_id
          where a.email = 'customer@example.com') where id = ${id}`,
  );
  await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
  await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point', lat: 45.46, lng: 9.19 });
  const timeline = async (email: string) => {
    const res = await w.h.app.inject({
      method: 'GET',
      url: `/Request/alfie/request-timeline?id=${id}`,
      headers: bearer(await w.h.login(email)),
    });
    assert.equal(res.statusCode, 200, res.body);
    return (
      res.json() as { kind: string; actor: { role: string; name: string | null }; detail: object }[]
    ).filter((e) => e.kind.startsWith('field.'));
  };
  const staff = await timeline('operator@example.com');
  assert.deepEqual(
    staff.map((e) => e.kind),
    ['field.on-the-way', 'field.at-meeting-point'],
  );
  assert.equal(staff[0]!.actor.role, 'personal-assistant');
  assert.ok(staff[0]!.actor.name, "the operators read the PA's name");
  const owner = await timeline('customer@example.com');
  assert.deepEqual(
    owner.map((e) => e.kind),
    ['field.on-the-way', 'field.at-meeting-point'],
  );
  for (const e of owner) {
    assert.equal(e.actor.name, null);
    assert.deepEqual(Object.keys(e.detail), ['paFirstName']);
  }
});

test('the dispatch board shows each service at risk until its PA is at the meeting point, with the field status', async (t) => {
  const w = await paWorld(t);
  // Starts in 10 minutes and nothing reported: at risk (15 minutes by default), with the PA's number to call.
  const id = await serviceIn(w, 10 / 60);
  const later = await serviceIn(w, 2);
  const board = async () => {
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 6 * 3_600_000).toISOString();
    const res = await w.h.app.inject({
      method: 'GET',
      url: `/request/alfie/dispatch-board?from=${from}&to=${to}`,
      headers: bearer(await w.h.login('admin@example.com')),
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as {
      atRiskMinutes: number;
      pas: {
        id: number;
        mobile: string | null;
        assignments: { id: number; field: string | null; atRisk: boolean }[];
      }[];
    };
    const pa = body.pas.find((p) => p.id === w.pa.id)!;
    return { body, pa, of: (rid: number) => pa.assignments.find((a) => a.id === rid)! };
  };
  const before = await board();
  assert.equal(before.body.atRiskMinutes, 15);
  assert.ok(before.pa.mobile, "the PA's number");
  assert.deepEqual(before.of(id), { ...before.of(id), field: null, atRisk: true });
  assert.equal(before.of(later).atRisk, false, 'two hours ahead is not at risk yet');

  await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
  assert.deepEqual((await board()).of(id), { ...before.of(id), field: 'on-the-way', atRisk: true });
  await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' });
  assert.deepEqual((await board()).of(id), { ...before.of(id), field: 'at-meeting-point', atRisk: false });
});

test('the arrival tells every referent who to look for; the end gives the customer its booked and actual times', async (t) => {
  const w = await paWorld(t);
  const id = await serviceIn(w, -1.5);
  const mails = async () =>
    dbRows<{ template: string; to_address: string; language: string; params: Record<string, string> }>(
      w.h.db,
      sql`select template, to_address, language, params from mail_outbox
          where request_id = ${id} and template like 'field-%' order by id`,
    );
  await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
  assert.deepEqual(await mails(), [], 'nothing on the way');
  await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' });
  const referentsWithMail = await dbRows<{ email: string }>(
    w.h.db,
    sql`select distinct lower(trim(email)) email from referents where request_id = ${id} and trim(email) <> ''`,
  );
  const arrived = await mails();
  assert.ok(arrived.length > 0);
  assert.deepEqual(
    arrived.map((m) => m.to_address.toLowerCase()).sort(),
    referentsWithMail.map((r) => r.email).sort(),
  );
  const pa = await w.one<{ firstname: string; mobile: string }>(
    sql`select firstname, mobile from personal_assistants where id = ${w.pa.id}`,
  );
  const guest = await w.one<{ lastname: string }>(
    sql`select lastname from assisted_people where request_id = ${id} order by id limit 1`,
  );
  const first = arrived[0]!;
  assert.equal(first.template, 'field-pa-arrived');
  assert.deepEqual(
    [first.params.paFirstName, first.params.paMobile, first.params.sign],
    [pa.firstname, pa.mobile, guest.lastname],
  );
  const text = renderMail('field-pa-arrived', first.language as 'it', first.params);
  assert.ok(text.text.includes(pa.mobile) && text.text.includes(guest.lastname), text.text);

  await report(w, w.pa.token, { requestId: id, status: 'guest-met' });
  const endedReport = await report(w, w.pa.token, { requestId: id, status: 'ended' });
  const end = (endedReport.json() as FieldStatusAnswer).field.history.at(-1)!.at;
  const ended = (await mails()).filter((m) => m.template === 'field-service-ended');
  const company = await w.one<{ email: string }>(
    sql`select c.email from companies c join requests r on r.customer_id = c.id where r.id = ${id}`,
  );
  assert.equal(ended.length, 1);
  assert.equal(ended[0]!.to_address, company.email);
  assert.equal(ended[0]!.params.actualEnd, end);
});

/** Gives request `id` one flight booked to land 30 minutes before its start, and what the provider last said of it. */
async function flightOf(
  w: PaWorld,
  id: number,
  observed: { state: 'delayed' | 'landed'; lateMinutes: number; landedLateMinutes?: number },
) {
  const [r] = await dbRows<{ start: Date | string }>(
    w.h.db,
    sql`select start_datetime as start from requests where id = ${id}`,
  );
  const booked = new Date(new Date(r!.start).getTime() - 30 * 60_000);
  const late = (m: number | undefined) =>
    m === undefined ? null : new Date(booked.getTime() + m * 60_000).toISOString();
  await w.h.db.execute(sql`delete from travels where request_id = ${id}`);
  const [t] = await dbRows<{ id: number }>(
    w.h.db,
    sql`insert into travels (request_id, type, code, company, "from", "to", arrival_datetime)
      values (${id}, 'airplain', 'AZ777', 'ITA', 'Paris', 'Milano', ${booked.toISOString()}) returning id`,
  );
  await w.h.db.execute(sql`insert into travel_observations
      (travel_id, request_id, state, scheduled_arrival, expected_arrival, landed_at, observed_at)
    values (${t!.id}, ${id}, ${observed.state}, ${booked.toISOString()}, ${late(observed.lateMinutes)},
      ${late(observed.landedLateMinutes)}, now())`);
}

test("a late flight's landing or expected arrival starts the no-show clock; an early one never shortens it", async (t) => {
  const w = await paWorld(t);
  await w.h.db.execute(sql`update countries set no_show_wait_minutes = 45`);
  const atPoint = async (id: number) => {
    await report(w, w.pa.token, { requestId: id, status: 'on-the-way' });
    await report(w, w.pa.token, { requestId: id, status: 'at-meeting-point' });
    return report(w, w.pa.token, { requestId: id, status: 'no-show', note: 'Nessuno agli arrivi' });
  };
  // Started an hour ago, past the 45 minutes from the booked start: but the flight is expected 50 minutes late.
  const delayed = await serviceIn(w, -1);
  await flightOf(w, delayed, { state: 'delayed', lateMinutes: 50 });
  assert.equal((await atPoint(delayed)).json().code, 'FIELD.NOT.YET');
  // The provider still says the booked arrival, but the flight landed 40 minutes late: the clock runs from there.
  const landed = await serviceIn(w, -1);
  await flightOf(w, landed, { state: 'landed', lateMinutes: 0, landedLateMinutes: 40 });
  assert.equal((await atPoint(landed)).json().code, 'FIELD.NOT.YET');
  // Landed 20 minutes early: the wait still counts from the booked start, and it has passed.
  const early = await serviceIn(w, -1);
  await flightOf(w, early, { state: 'landed', lateMinutes: -20, landedLateMinutes: -20 });
  const ok = await atPoint(early);
  assert.equal(ok.statusCode, 200, ok.body);
});
