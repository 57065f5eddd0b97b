// The dispatch board: the range rule, the caller's country scope, staffed requests in the PAs' lanes and waiting
// ones in the unassigned lane, the urgency window at its configurable edge, and the period index it reads through.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { DispatchBoard } from '@alfie/shared/contracts/dispatch-board';
import { bearer, build } from '../../../test/build.ts';
import { BASE, HOUR, setPeriod } from '../../../test/busy.ts';
import { milanoRequest, paWorld, type PaWorld } from '../../../test/pa.ts';
import { rowsOf } from '../../../db/client.ts';
import { dispatchBoard } from './service.ts';
import type { Caller } from '../../../auth/caller.ts';

const URL = '/request/alfie/dispatch-board';
const DAY = 24 * HOUR;
/** Midnight UTC of the reference day (past every seeded request). */
const DAY0 = BASE - 10 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const range = (from: number, to: number) =>
  `${URL}?from=${encodeURIComponent(iso(from))}&to=${encodeURIComponent(iso(to))}`;

async function boardOf(w: PaWorld, token: string, from = DAY0, to = DAY0 + DAY): Promise<DispatchBoard> {
  const res = await w.call(token, 'GET', range(from, to));
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as DispatchBoard;
}

/** A request of the reference day in `status` over [start, end), assigned to `pa` when given. */
async function requestAt(w: PaWorld, status: string, start: number, end: number, pa: number | null = null) {
  const id = await milanoRequest(w, { status, pa });
  await setPeriod(w, id, start, end);
  return id;
}

const idsOf = (b: DispatchBoard) => ({
  staffed: b.pas.flatMap((p) => p.assignments.map((a) => a.id)),
  unassigned: b.unassigned.map((r) => r.id),
});

// On PGlite too: day boundaries in the database's time zone arithmetic as each driver returns them.
describe('on each database', () => {
  test('the range: both instants, from before to, at most 7 days (169 hours for a week whose clocks go back)', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const token = await h.login('operator@example.com');
    const get = (url: string) => h.app.inject({ method: 'GET', url, headers: bearer(token) });
    const refused = async (url: string, field: string, code: string) => {
      const res = await get(url);
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.equal(res.json().fields[field], code, url);
    };
    await refused(range(DAY0, DAY0 - HOUR), 'to', 'END.DATE.INVALID');
    await refused(range(DAY0, DAY0), 'to', 'END.DATE.INVALID');
    await refused(range(DAY0, DAY0 + 169 * HOUR + 1), 'to', 'RANGE.TOO.LONG');
    await refused(range(DAY0, DAY0 + 30 * DAY), 'to', 'RANGE.TOO.LONG');
    await refused(`${URL}?from=tomorrow&to=${iso(DAY0)}`, 'from', 'INVALID.DATE');
    await refused(`${URL}?from=2026-02-30T00:00:00Z&to=2026-03-02T00:00:00Z`, 'from', 'INVALID.DATE');
    await refused(`${URL}?from=2026-03-01%2000:00:00Z&to=2026-03-02T00:00:00Z`, 'from', 'INVALID.DATE');
    await refused(`${URL}?from=2026-03-01T00:00:00Z&to=2026-03-02T00:00:00,5Z`, 'to', 'INVALID.DATE');
    await refused(`${URL}?to=${iso(DAY0)}`, 'from', 'REQUIRED.FIELD');
    assert.equal((await get(range(DAY0, DAY0 + 169 * HOUR))).statusCode, 200);
    assert.equal((await get(range(DAY0, DAY0 + 7 * DAY))).statusCode, 200);
    // Roles outside AREA_ROLES.requests are refused by the guard.
    const recruiter = await h.login('recruiter@example.com');
    const res = await h.app.inject({
      method: 'GET',
      url: range(DAY0, DAY0 + DAY),
      headers: bearer(recruiter),
    });
    assert.equal(res.statusCode, 403);
  });

  test('staffed requests sit in their PA lane, waiting ones in the unassigned lane; cancelled and out-of-range ones nowhere', async (t) => {
    const w = await paWorld(t);
    const operator = await w.h.login('operator@example.com');
    const at = (hours: number) => DAY0 + hours * HOUR;
    const assigned = await requestAt(w, 'assigned', at(9), at(11), w.pa.id);
    const paid = await requestAt(w, 'pending-capture', at(14), at(16), w.pa.id);
    const other = await requestAt(w, 'assigned', at(9), at(10), w.pa2.id);
    const waiting = await requestAt(w, 'created', at(8), at(9));
    // Overlapping the range's start (from the evening before) counts; ending exactly at its start does not.
    const overnight = await requestAt(w, 'created', at(-2), at(1));
    const endedBefore = await requestAt(w, 'created', at(-3), at(0));
    const cancelled = await requestAt(w, 'cancelled', at(12), at(13));
    const nextDay = await requestAt(w, 'assigned', at(25), at(27), w.pa.id);
    await w.h.db
      .execute(sql`insert into pa_offers (request_id, pa_id, response) values (${waiting}, ${w.pa.id}, 'offered'),
    (${waiting}, ${w.pa2.id}, 'read')`);

    const board = await boardOf(w, operator);
    const { staffed, unassigned } = idsOf(board);
    const mine = board.pas.find((p) => p.id === w.pa.id)!;
    assert.deepEqual(
      mine.assignments.map((a) => [a.id, a.status]),
      [
        [assigned, 'assigned'],
        [paid, 'pending-capture'],
      ],
    );
    assert.deepEqual(
      board.pas.find((p) => p.id === w.pa2.id)!.assignments.map((a) => a.id),
      [other],
    );
    assert.deepEqual(unassigned, [overnight, waiting]);
    for (const gone of [endedBefore, cancelled, nextDay]) {
      assert.ok(!staffed.includes(gone) && !unassigned.includes(gone), `request ${gone} is not on the board`);
    }
    const row = board.unassigned.find((r) => r.id === waiting)!;
    assert.equal(row.offers, 1, "a 'read' offer is hidden, as on the assignment page");
    assert.equal(row.city, 'Milano');
    assert.equal(row.startDatetime, iso(at(8)));
    assert.ok(row.customer, 'the customer of a business request');
    // Approved PAs without assignments are lanes too (they are who can be sent); applicants are not.
    const applicants = await rowsOf<{ id: number }>(
      w.h.db,
      sql`select id from personal_assistants where status <> 'approved'`,
    );
    assert.ok(board.pas.some((p) => p.assignments.length === 0));
    assert.ok(!board.pas.some((p) => applicants.some((a) => Number(a.id) === p.id)));
    // The week holds the next day's assignment too.
    assert.ok(idsOf(await boardOf(w, operator, DAY0, DAY0 + 7 * DAY)).staffed.includes(nextDay));
  });
});

test("country scope: a country's operator sees its country's requests and PAs; admin and operator see all", async (t) => {
  const w = await paWorld(t);
  const at = (hours: number) => DAY0 + hours * HOUR;
  const france = Number(
    (await w.one<{ id: number }>(sql`select id from countries where name = 'France'`)).id,
  );
  const italian = await requestAt(w, 'created', at(9), at(10));
  const french = await requestAt(w, 'created', at(9), at(10));
  // An Italian PA staffed on a French request shows on the French board, with that assignment only.
  const frenchStaffed = await requestAt(w, 'assigned', at(11), at(12), w.pa.id);
  const italianStaffed = await requestAt(w, 'assigned', at(14), at(15), w.pa.id);
  await w.h.db.execute(
    sql`update requests set country_id = ${france} where id in (${french}, ${frenchStaffed})`,
  );

  const it = await boardOf(w, await w.h.login('operator@example.com'));
  const fr = await boardOf(w, await w.h.login('operatore.fr@example.com'));
  assert.deepEqual(idsOf(it), { staffed: idsOf(it).staffed, unassigned: [italian] });
  assert.ok(idsOf(it).staffed.includes(italianStaffed) && !idsOf(it).staffed.includes(frenchStaffed));
  assert.deepEqual(idsOf(fr), { staffed: [frenchStaffed], unassigned: [french] });
  const italianPas = await rowsOf<{ id: number }>(
    w.h.db,
    sql`select id from personal_assistants where status = 'approved' and country_id <> ${france}`,
  );
  assert.deepEqual(
    fr.pas.map((p) => p.id),
    [w.pa.id],
    'the French board lists no Italian PA but the one staffed in France',
  );
  assert.ok(italianPas.length > 1);
  const all = idsOf(await boardOf(w, await w.h.login('admin@example.com')));
  assert.deepEqual(all.unassigned, [italian, french]);
  assert.ok(all.staffed.includes(frenchStaffed) && all.staffed.includes(italianStaffed));
  // The generic operator is tied to its country (Italia), like every operator but the full admin.
  const generic = idsOf(await boardOf(w, await w.h.login('backoffice@example.com')));
  assert.deepEqual(generic.unassigned, [italian]);
  assert.ok(generic.staffed.includes(italianStaffed) && !generic.staffed.includes(frenchStaffed));
});

// On PGlite too: the urgent edge is timestamp arithmetic as each driver returns it.
describe('on each database', () => {
  test('urgent: waiting for a PA and starting within DISPATCH_URGENT_HOURS of now, the edge included', async (t) => {
    const h = await build({ env: { DISPATCH_URGENT_HOURS: '6' } });
    t.after(() => h.close());
    const w = {
      h,
      milano: 0,
      one: async <T>(q: ReturnType<typeof sql>) => (await rowsOf<T>(h.db, q))[0]!,
    } as PaWorld;
    w.milano = Number((await w.one<{ id: number }>(sql`select id from cities where name = 'Milano'`)).id);
    const pa = Number(
      (
        await w.one<{ id: number }>(
          sql`select id from personal_assistants where status = 'approved' order by id limit 1`,
        )
      ).id,
    );
    // The clock is the test's: "now" is pinned in the service, and the route's answer says which window applied.
    const now = DAY0 + 3 * HOUR;
    const atEdge = await requestAt(w, 'created', now + 6 * HOUR, now + 8 * HOUR);
    const pastEdge = await requestAt(w, 'created', now + 6 * HOUR + 1, now + 8 * HOUR);
    const started = await requestAt(w, 'created', now - HOUR, now + HOUR);
    const ended = await requestAt(w, 'created', now - 2 * HOUR, now);
    const staffedSoon = await requestAt(w, 'assigned', now + HOUR, now + 2 * HOUR, pa);
    const admin: Caller = {
      accountId: 1,
      role: 'operator-admin',
      email: 'admin@example.com',
      language: 'it',
      companyId: null,
      operatorId: null,
      countryId: null,
      countryName: null,
    };
    const board = await dispatchBoard(
      h.db,
      admin,
      { from: new Date(DAY0), to: new Date(DAY0 + DAY) },
      { hours: h.config.dispatchUrgentHours, atRiskMinutes: h.config.fieldAtRiskMinutes, now: new Date(now) },
    );
    const urgent = Object.fromEntries(board.unassigned.map((r) => [r.id, r.urgent]));
    assert.deepEqual(urgent, { [ended]: false, [started]: true, [atEdge]: true, [pastEdge]: false });
    assert.ok(board.pas.some((p) => p.assignments.some((a) => a.id === staffedSoon)));
    assert.equal(board.urgentHours, 6);
    assert.equal(board.now, iso(now));

    // Through the route, with the real clock: the configured window is in the answer, and a request 5 hours ahead is
    // urgent under 6 while one 7 hours ahead is not.
    const soon = await requestAt(w, 'created', Date.now() + 5 * HOUR, Date.now() + 6 * HOUR);
    const later = await requestAt(w, 'created', Date.now() + 7 * HOUR, Date.now() + 8 * HOUR);
    const res = await h.app.inject({
      method: 'GET',
      url: range(Date.now(), Date.now() + DAY),
      headers: bearer(await h.login('admin@example.com')),
    });
    assert.equal(res.statusCode, 200, res.body);
    const live = res.json() as DispatchBoard;
    assert.equal(live.urgentHours, 6);
    assert.equal(live.unassigned.find((r) => r.id === soon)?.urgent, true);
    assert.equal(live.unassigned.find((r) => r.id === later)?.urgent, false);
  });
});

test('the default window is 48 hours, and a bad setting stops the start', async () => {
  const { loadConfig, ConfigError } = await import('../../../config.ts');
  const base = { DATA_DIR: '/tmp/alfie-config-test', JWT_SECRET: 'x'.repeat(40) };
  assert.equal(loadConfig(base).dispatchUrgentHours, 48);
  assert.equal(loadConfig({ ...base, DISPATCH_URGENT_HOURS: '72' }).dispatchUrgentHours, 72);
  for (const bad of ['0', '169', '12h', '-1'])
    assert.throws(() => loadConfig({ ...base, DISPATCH_URGENT_HOURS: bad }), ConfigError, bad);
});

test('both lanes are read through the period index (GiST on the service period)', async (t) => {
  const h = await build({ seed: false });
  t.after(() => h.close());
  await h.db.transaction(async (tx) => {
    // On a small table the planner prefers a scan; forbidding scans shows the index serves the board's condition.
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = await rowsOf<Record<string, string>>(
      tx,
      sql`explain select r.id from requests r where tstzrange(r.start_datetime, r.end_datetime)
          && tstzrange(${iso(DAY0)}::timestamptz, ${iso(DAY0 + DAY)}::timestamptz)`,
    );
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    assert.match(text, /requests_period_idx/, text);
  });
});
