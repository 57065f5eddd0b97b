// The busy-PA rule: assign-request refuses a PA whose staffed request overlaps [start - buffer, end + buffer)
// (409 PA.BUSY naming that request, nothing changed), the buffer is the country's, and two operators assigning
// one PA to two overlapping requests at once cannot both win.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { bearer } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';
import { paWorld, type PaWorld } from '../../../test/pa.ts';
import {
  assignPa,
  BASE,
  HOUR,
  MINUTE,
  offeredRequest,
  offersOf,
  setBuffer,
  setPeriod,
  staffedRequest,
} from '../../../test/busy.ts';

/** The request being assigned: [BASE, BASE + 2h), offered by pa@example.com. */
async function world(t: Parameters<typeof paWorld>[0]) {
  const w = await paWorld(t);
  const op = await w.h.login('operator@example.com');
  const target = await offeredRequest(w, BASE, BASE + 2 * HOUR, [w.pa.id]);
  const conflictOf = async () => (await offersOf(w, op, target)).find((o) => o.id === w.pa.id)!.conflict;
  return { w, op, target, conflictOf };
}

async function unchanged(w: PaWorld, id: number) {
  const [row] = await rowsOf(
    w.h.db,
    sql`select status, personal_assistant_id as pa,
          (select count(*)::int from audit_log where entity = 'request' and entity_id = ${String(id)}) as audits,
          (select count(*)::int from mail_outbox where params->>'requestId' = ${String(id)}) as mails
        from requests where id = ${id}`,
  );
  assert.deepEqual(row, { status: 'created', pa: null, audits: 0, mails: 0 });
}

test('an overlapping assignment makes the PA busy: 409 PA.BUSY with its id, and nothing changes', async (t) => {
  const { w, op, target, conflictOf } = await world(t);
  const other = await staffedRequest(w, w.pa.id, BASE + HOUR, BASE + 3 * HOUR);
  const res = await assignPa(w, op, target, w.pa.id);
  assert.equal(res.statusCode, 409);
  const body = res.json();
  assert.equal(body.code, 'PA.BUSY');
  assert.equal(body.error, 'The PA already has an assignment at that time (travel time included)');
  assert.deepEqual(body.fields, { personalAssistantId: 'PA.BUSY' });
  assert.deepEqual(body.conflict, {
    requestId: other,
    startDatetime: new Date(BASE + HOUR).toISOString(),
    endDatetime: new Date(BASE + 3 * HOUR).toISOString(),
  });
  await unchanged(w, target);
  assert.deepEqual(await conflictOf(), body.conflict, 'the offer list shows the same conflict');
});

test('the default buffer is 60 minutes on either side: touching its edge is free, a minute inside is busy', async (t) => {
  const { w, op, target, conflictOf } = await world(t);
  const end = BASE + 2 * HOUR;
  const other = await staffedRequest(w, w.pa.id, end + 60 * MINUTE, end + 3 * HOUR);
  assert.equal(await conflictOf(), null, 'starts exactly at end + buffer');
  await setPeriod(w, other, end + 59 * MINUTE, end + 3 * HOUR);
  assert.equal((await conflictOf())?.requestId, other, 'starts within the buffer after');
  await setPeriod(w, other, BASE - 4 * HOUR, BASE - 60 * MINUTE);
  assert.equal(await conflictOf(), null, 'ends exactly at start - buffer');
  await setPeriod(w, other, BASE - 4 * HOUR, BASE - 59 * MINUTE);
  assert.equal((await conflictOf())?.requestId, other, 'ends within the buffer before');
  assert.equal((await assignPa(w, op, target, w.pa.id)).json().code, 'PA.BUSY');
  await setPeriod(w, other, BASE - 4 * HOUR, BASE - 60 * MINUTE);
  const ok = await assignPa(w, op, target, w.pa.id);
  assert.equal(ok.statusCode, 200, ok.body);
});

test('only staffed requests count: a cancelled or unassigned one at the same time leaves the PA free', async (t) => {
  const { w, conflictOf } = await world(t);
  await staffedRequest(w, w.pa.id, BASE, BASE + HOUR, 'cancelled');
  await offeredRequest(w, BASE, BASE + HOUR, [w.pa.id]);
  assert.equal(await conflictOf(), null);
  for (const status of ['pending-capture', 'completed']) {
    const id = await staffedRequest(w, w.pa.id, BASE, BASE + HOUR, status);
    assert.equal((await conflictOf())?.requestId, id, status);
    await w.h.db.execute(sql`update requests set status = 'cancelled' where id = ${id}`);
  }
  const otherPa = await staffedRequest(w, w.pa2.id, BASE, BASE + HOUR);
  assert.ok(otherPa);
  assert.equal(await conflictOf(), null, "another PA's assignment is not this PA's");
});

test("the buffer is the request's country's, set by the admin on the country form", async (t) => {
  const { w, op, target, conflictOf } = await world(t);
  const end = BASE + 2 * HOUR;
  const other = await staffedRequest(w, w.pa.id, end + 90 * MINUTE, end + 3 * HOUR);
  assert.equal(await conflictOf(), null, '90 minutes later is free with the default 60');
  const admin = bearer(await w.h.login('admin@example.com'));
  const edit = async (travelBufferMinutes: number) => {
    const prices = (
      await w.h.app.inject({ method: 'GET', url: '/pricing/alfie/prices', headers: admin })
    ).json() as Record<string, unknown>[];
    const c = prices.find((p) => p.name === 'Italia')!;
    const res = await w.h.app.inject({
      method: 'POST',
      url: '/pricing/alfie/country-new-price',
      headers: admin,
      payload: {
        id: c.id,
        name: c.name,
        countryCode: c.countryCode,
        vat: c.vat,
        withholdingTax: c.withholdingTax,
        currencySymbol: c.currencySymbol,
        currencyCode: c.currencyCode,
        travelBufferMinutes,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  await edit(120);
  assert.equal((await conflictOf())?.requestId, other, 'busy with Italia at 120 minutes');
  await setBuffer(w, 0, 'France');
  assert.equal((await conflictOf())?.requestId, other, "another country's buffer does not apply");
  await edit(0);
  await setPeriod(w, other, end, end + HOUR);
  assert.equal(await conflictOf(), null, 'back to back is free with no travel time');
  await setPeriod(w, other, end - MINUTE, end + HOUR);
  assert.equal((await conflictOf())?.requestId, other, 'a real overlap stays busy at 0');
  assert.equal((await assignPa(w, op, target, w.pa.id)).statusCode, 409);
});

test('two operators assigning one PA to two overlapping requests at once: exactly one wins', async (t) => {
  const w = await paWorld(t);
  const tokens = await Promise.all(['operator@example.com', 'admin@example.com'].map((e) => w.h.login(e)));
  for (let round = 0; round < 3; round++) {
    const start = BASE + round * 86_400_000;
    const a = await offeredRequest(w, start, start + 2 * HOUR, [w.pa.id]);
    const b = await offeredRequest(w, start + HOUR, start + 3 * HOUR, [w.pa.id]);
    const [ra, rb] = await Promise.all([
      assignPa(w, tokens[0]!, a, w.pa.id),
      assignPa(w, tokens[1]!, b, w.pa.id),
    ]);
    const codes = [ra, rb].map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, 409], `round ${round}`);
    const loser = ra.statusCode === 409 ? ra : rb;
    const winner = loser === ra ? b : a;
    assert.equal(loser.json().code, 'PA.BUSY');
    assert.equal(loser.json().conflict.requestId, winner);
    const rows = await rowsOf<{ id: number }>(
      w.h.db,
      sql`select id from requests where personal_assistant_id = ${w.pa.id} and id in (${a}, ${b})`,
    );
    assert.deepEqual(
      rows.map((r) => Number(r.id)),
      [winner],
    );
  }
});
