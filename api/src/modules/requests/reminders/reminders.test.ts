// API tests of the reminders before a service, with the job's clock moved by the test: the 24 h and 2 h reminders
// reach the PA and the referents once each, in their languages, on the request's timeline; none for a cancelled
// request, none whose time had passed when the PA was assigned, none after the start; offsets from the
// configuration; two runs at once queue each reminder once.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { TimelineEntry } from '@alfie/shared/contracts';
import { loadConfig } from '../../../config.ts';
import { accounts, companies, requestReminders, requests } from '../../../db/schema.ts';
import { renderMail } from '../../../mail/render.ts';
import { paWorld, type PaWorld } from '../../../test/pa.ts';
import { REMINDER_TEMPLATES, reminderMails, staffed, type Staffed } from '../../../test/reminders.ts';
import { transition } from '../lifecycle/transition.ts';
import { reminderOutcome, runReminderJob, type ReminderReport } from './run.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const run = (w: PaWorld, now: Date, offsetsHours = w.h.config.reminderOffsetsHours) =>
  runReminderJob({ db: w.h.db, offsetsHours, now });

/** This request's part of a run's report, as `offset recipient` strings. */
const mine = (report: ReminderReport, id: number, kind: 'sent' | 'skipped') =>
  report[kind]
    .filter((c) => c.requestId === id)
    .map((c) => `${c.offsetHours} ${c.recipient}`)
    .sort();

const PA = 'pa@example.com';
const REFERENTS = ['anna.neri@example.com', 'bruno.galli@example.com'];
const everyone = (offset: number) => [PA, ...REFERENTS].map((r) => `${offset} ${r}`).sort();

test('the 24 h and 2 h reminders reach the PA and the referents once each, in their languages', async (t) => {
  const w = await paWorld(t);
  assert.deepEqual(w.h.config.reminderOffsetsHours, [24, 2]);
  const r = await staffed(w, 20);
  const at = (msBeforeStart: number) => new Date(r.start.getTime() - msBeforeStart);

  assert.deepEqual(mine(await run(w, at(24 * HOUR + MINUTE)), r.id, 'sent'), [], 'not before its time');
  assert.deepEqual(mine(await run(w, at(24 * HOUR - MINUTE)), r.id, 'sent'), everyone(24));
  assert.deepEqual(mine(await run(w, at(24 * HOUR - 2 * MINUTE)), r.id, 'sent'), [], 'once');
  assert.deepEqual(mine(await run(w, at(3 * HOUR)), r.id, 'sent'), []);
  assert.deepEqual(mine(await run(w, at(2 * HOUR - MINUTE)), r.id, 'sent'), everyone(2));
  assert.deepEqual(mine(await run(w, at(HOUR)), r.id, 'sent'), [], 'once');

  const mails = await reminderMails(w, r.id);
  assert.deepEqual(
    mails.map((m) => `${m.template} ${m.toAddress.toLowerCase()} ${m.language}`),
    // 24 h, then 2 h: the PA in French, each referent once in the customer's English, none without an e-mail.
    [0, 1].flatMap(() => [
      `pa-reminder ${PA} fr`,
      'referent-reminder anna.neri@example.com en',
      'referent-reminder bruno.galli@example.com en',
    ]),
  );
  // Each claim row points at its mail; the mail reads in the recipient's language with the PA's name.
  const claims = await w.h.db.select().from(requestReminders).where(eq(requestReminders.requestId, r.id));
  assert.equal(claims.length, 6);
  assert.ok(claims.every((c) => c.outcome === 'sent' && mails.some((m) => m.id === c.mailId)));
  const toPa = renderMail('pa-reminder', 'fr', mails[0]!.params as Record<string, string>);
  assert.match(toPa.subject, new RegExp(`^Rappel\u202f: mission Alfie n° ${r.id} le `));
  const toAnna = renderMail('referent-reminder', 'en', mails[1]!.params as Record<string, string>);
  assert.match(toAnna.text, /Dear Anna Neri,/);
  assert.match(toAnna.text, /Your personal assistant will be \S+ \S+/);

  // The operators' timeline lists the reminders as mails of the request.
  const operator = await w.h.login('operator@example.com');
  const res = await w.call(operator, 'GET', `/Request/alfie/request-timeline?id=${r.id}`);
  assert.equal(res.statusCode, 200);
  const listed = (res.json() as TimelineEntry[]).filter(
    (e) => e.kind === 'mail' && REMINDER_TEMPLATES.includes(String(e.detail.template)),
  );
  assert.equal(listed.length, 6);
});

test('a cancelled request gets no reminder, nor does a request whose start has passed', async (t) => {
  const w = await paWorld(t);
  const cancelled = await staffed(w, 21);
  await w.h.db.transaction(async (tx) => {
    const [before] = await tx.select().from(requests).where(eq(requests.id, cancelled.id));
    await transition(tx, { event: 'cancel', request: before!, actor: null, why: 'test' });
  });
  const started = await staffed(w, 22);
  for (const now of [
    new Date(cancelled.start.getTime() - 24 * HOUR + MINUTE),
    new Date(cancelled.start.getTime() - 2 * HOUR + MINUTE),
  ]) {
    const report = await run(w, now);
    assert.deepEqual(mine(report, cancelled.id, 'sent'), []);
    assert.deepEqual(mine(report, cancelled.id, 'skipped'), []);
  }
  const late = await run(w, new Date(started.start.getTime() + MINUTE));
  assert.deepEqual(mine(late, started.id, 'sent'), [], 'never after the start');
  assert.equal((await reminderMails(w, cancelled.id)).length, 0);
  assert.equal((await reminderMails(w, started.id)).length, 0);
});

test('a reminder still queued when the customer cancels goes with the cancellation, never sent', async (t) => {
  const w = await paWorld(t);
  const r = await staffed(w, 23);
  // Queued by the job, not yet delivered by the outbox worker.
  assert.deepEqual(
    mine(await run(w, new Date(r.start.getTime() - 24 * HOUR + MINUTE)), r.id, 'sent'),
    everyone(24),
  );
  assert.equal((await reminderMails(w, r.id)).length, 3);

  const [owner] = await w.h.db
    .select({ email: accounts.email })
    .from(requests)
    .innerJoin(companies, eq(companies.id, requests.customerId))
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(requests.id, r.id));
  const res = await w.call(await w.h.login(owner!.email), 'GET', `/request/alfie/delete-request?id=${r.id}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await reminderMails(w, r.id)).length, 0, 'nothing left for the outbox worker');
  const claims = await w.h.db.select().from(requestReminders).where(eq(requestReminders.requestId, r.id));
  assert.deepEqual(
    claims.map((c) => `${c.outcome} ${c.mailId}`),
    ['skipped null', 'skipped null', 'skipped null'],
  );
  const later = await run(w, new Date(r.start.getTime() - 2 * HOUR + MINUTE));
  assert.deepEqual(mine(later, r.id, 'sent'), [], 'nor queued again');
});

test('a PA assigned after a reminder’s time gets neither it nor the referents; it is recorded skipped', async (t) => {
  const w = await paWorld(t);
  // Assigned now; the start then moved to 1 hour from now: both reminders' times were before the assignment.
  const oneHour = await staffed(w, 23);
  const threeHours = await staffed(w, 24);
  const startIn = async (r: Staffed, ms: number) => {
    const start = new Date(Date.now() + ms);
    await w.h.db
      .update(requests)
      .set({ startDatetime: start, endDatetime: new Date(start.getTime() + 2 * HOUR) })
      .where(eq(requests.id, r.id));
    return start;
  };
  const oneHourStart = await startIn(oneHour, HOUR);
  const threeHoursStart = await startIn(threeHours, 3 * HOUR);

  const first = await run(w, new Date());
  assert.deepEqual(mine(first, oneHour.id, 'sent'), []);
  assert.deepEqual(mine(first, oneHour.id, 'skipped'), [...everyone(24), ...everyone(2)].sort());
  // Assigned 3 hours before the start: no 24 h reminder, the 2 h one in its time.
  assert.deepEqual(mine(first, threeHours.id, 'skipped'), everyone(24));
  const later = await run(w, new Date(threeHoursStart.getTime() - 2 * HOUR + MINUTE));
  assert.deepEqual(mine(later, threeHours.id, 'sent'), everyone(2));
  assert.deepEqual(mine(later, oneHour.id, 'skipped'), [], 'decided once');
  assert.ok(oneHourStart.getTime() > Date.now());

  assert.equal((await reminderMails(w, oneHour.id)).length, 0);
  assert.deepEqual(
    (await reminderMails(w, threeHours.id)).map((m) => m.template),
    ['pa-reminder', 'referent-reminder', 'referent-reminder'],
  );
  const skipped = await w.h.db
    .select()
    .from(requestReminders)
    .where(eq(requestReminders.requestId, oneHour.id));
  assert.equal(skipped.length, 6);
  assert.ok(skipped.every((c) => c.outcome === 'skipped' && c.mailId === null));
});

test('the offsets come from REMINDER_EARLY_HOURS and REMINDER_LATE_HOURS', async (t) => {
  const w = await paWorld(t);
  const offsets = loadConfig({
    ...process.env,
    DATA_DIR: w.h.dataDir,
    REMINDER_EARLY_HOURS: '48',
    REMINDER_LATE_HOURS: '6',
  }).reminderOffsetsHours;
  assert.deepEqual(offsets, [48, 6]);
  const r = await staffed(w, 25);
  const at = (ms: number) => new Date(r.start.getTime() - ms);
  assert.deepEqual(mine(await run(w, at(48 * HOUR - MINUTE), offsets), r.id, 'sent'), everyone(48));
  assert.deepEqual(mine(await run(w, at(24 * HOUR - MINUTE), offsets), r.id, 'sent'), []);
  assert.deepEqual(mine(await run(w, at(6 * HOUR - MINUTE), offsets), r.id, 'sent'), everyone(6));
  assert.deepEqual(mine(await run(w, at(2 * HOUR - MINUTE), offsets), r.id, 'sent'), []);
  const claims = await w.h.db.select().from(requestReminders).where(eq(requestReminders.requestId, r.id));
  assert.deepEqual([...new Set(claims.map((c) => c.offsetHours))].sort(), [48, 6].sort());
});

// On PGlite too: two runs at once claim rows with row locks: one connection on PGlite, a pool on PostgreSQL.
describe('on each database', () => {
  test('two runs at once queue each reminder once', async (t) => {
    const w = await paWorld(t);
    const r = await staffed(w, 26);
    const now = new Date(r.start.getTime() - 24 * HOUR + MINUTE);
    const [a, b] = await Promise.all([run(w, now), run(w, now)]);
    assert.deepEqual([...mine(a, r.id, 'sent'), ...mine(b, r.id, 'sent')].sort(), everyone(24));
    const mails = await reminderMails(w, r.id);
    assert.equal(mails.length, 3);
    assert.equal(new Set(mails.map((m) => m.toAddress.toLowerCase())).size, 3);
  });
});

test('after a stop of every process only the nearest due reminder goes out', () => {
  const start = new Date('2030-01-10T10:00:00Z');
  const assigned = new Date('2030-01-01T10:00:00Z');
  const now = new Date(start.getTime() - HOUR);
  assert.equal(reminderOutcome(24, [24, 2], start, assigned, now), 'skipped');
  assert.equal(reminderOutcome(2, [24, 2], start, assigned, now), 'sent');
  assert.equal(reminderOutcome(2, [24, 2], start, assigned, new Date(start.getTime() - 3 * HOUR)), null);
  // Assigned exactly at the reminder's time still gets it.
  const due = new Date(start.getTime() - 2 * HOUR);
  assert.equal(reminderOutcome(2, [24, 2], start, due, now), 'sent');
});
