// API tests of assignment: the PAs who offered, the rules of assign-request (approved PA who offered, created and
// unassigned request, country scope), audit and both mails in the same transaction, and a parallel double assign.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PaOffer } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';

const ASSIGN = '/Request/alfie/assign-request';

/** A created, unassigned Italian request with at least `min` approved PAs who offered (not 'read'). */
async function assignable(h: TestApp, min = 1) {
  const rows = await rowsOf<{ request_id: number; pa_ids: number[] }>(
    h.db,
    sql`select o.request_id, array_agg(o.pa_id order by o.pa_id) as pa_ids
          from pa_offers o join requests r on r.id = o.request_id
          join personal_assistants p on p.id = o.pa_id join countries c on c.id = r.country_id
         where r.status = 'created' and r.personal_assistant_id is null and p.status = 'approved'
           and o.response = 'offered' and c.name = 'Italia'
         group by o.request_id having count(*) >= ${min} order by o.request_id`,
  );
  assert.ok(rows.length > 0, 'the seed has assignable requests');
  return rows;
}

const assign = (h: TestApp, token: string, requestId: number, personalAssistantId: number) =>
  h.app.inject({
    method: 'POST',
    url: ASSIGN,
    headers: bearer(token),
    payload: { requestId, personalAssistantId },
  });

test('personal-assistant-by-request lists only assignable offers: approved PAs with a live offer', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { request_id, pa_ids } = (await assignable(h))[0]!;
  // Offers that cannot be assigned: a PA under review or rejected, and an approved PA who declined.
  const [review, rejected, declined] = await Promise.all(
    ['created', 'rejected', 'approved'].map(async (status) => {
      const [pa] = await rowsOf<{ id: number }>(
        h.db,
        sql`select id from personal_assistants where status = ${status}
              and id not in (select pa_id from pa_offers where request_id = ${request_id}) order by id limit 1`,
      );
      assert.ok(pa, `the seed has a ${status} PA without an offer on the request`);
      return pa.id;
    }),
  );
  await h.db.execute(sql`insert into pa_offers (request_id, pa_id, response) values
    (${request_id}, ${review!}, 'offered'), (${request_id}, ${rejected!}, 'offered'),
    (${request_id}, ${declined!}, 'declined')`);
  const op = await h.login('operator@example.com');
  const res = await h.app.inject({
    method: 'GET',
    url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${request_id}`,
    headers: bearer(op),
  });
  assert.equal(res.statusCode, 200);
  const offers = res.json() as PaOffer[];
  const live = await rowsOf<{ pa_id: number }>(
    h.db,
    sql`select o.pa_id from pa_offers o join personal_assistants p on p.id = o.pa_id
         where o.request_id = ${request_id} and p.status = 'approved' and o.response in ('offered', 'accepted')
         order by o.pa_id`,
  );
  assert.deepEqual(
    offers.map((o) => o.id).sort((a, b) => a - b),
    live.map((r) => r.pa_id),
  );
  assert.deepEqual(
    offers.map((o) => o.id).sort((a, b) => a - b),
    [...pa_ids].sort((a, b) => a - b),
  );
  for (const o of offers) {
    assert.equal(o.status, 'approved');
    assert.equal(o.response, 'offered');
    assert.ok(o.firstname && o.firstName === o.firstname && o.lastName === o.lastname);
    assert.ok(o.languagesSpoken.length >= 1 && Array.isArray(o.vehicles) && Array.isArray(o.assigns));
  }
  for (const id of [review, rejected, declined]) assert.ok(!offers.some((o) => o.id === id), String(id));
  const fr = await h.login('operatore.fr@example.com');
  const other = await h.app.inject({
    method: 'GET',
    url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${request_id}`,
    headers: bearer(fr),
  });
  assert.equal(other.statusCode, 403);
});

test('assign-request assigns once, writes the audit log and queues both mails', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { request_id, pa_ids } = (await assignable(h))[0]!;
  const op = await h.login('operator@example.com');
  const started = new Date();
  const res = await assign(h, op, request_id, pa_ids[0]!);
  assert.equal(res.statusCode, 200, res.body);
  const [r] = await rowsOf<{ status: string; pa: number }>(
    h.db,
    sql`select status, personal_assistant_id as pa from requests where id = ${request_id}`,
  );
  assert.deepEqual(r, { status: 'assigned', pa: pa_ids[0] });
  const audits = await rowsOf<{ action: string }>(
    h.db,
    sql`select action from audit_log where entity = 'request' and entity_id = ${String(request_id)}`,
  );
  assert.deepEqual(
    audits.map((a) => a.action),
    ['assign'],
  );
  const mails = await rowsOf<{ template: string; to_address: string }>(
    h.db,
    sql`select template, to_address from mail_outbox where params->>'requestId' = ${String(request_id)} order by template`,
  );
  assert.deepEqual(
    mails.map((m) => m.template),
    ['customer-assignment-summary', 'pa-assignment'],
  );
  await h.mail.deliverDue();
  const files = readdirSync(join(h.dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
  const bodies = files.map((f) => readFileSync(join(h.dataDir, 'mail', f), 'utf8'));
  for (const m of mails)
    assert.ok(
      bodies.some((b) => b.includes(m.to_address)),
      m.to_address,
    );
  assert.ok(started);

  // Assigned now: a second assign (even of the same PA) is 409 and changes nothing.
  const again = await assign(h, op, request_id, pa_ids[0]!);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'ALREADY.ASSIGNED');
  const detail = await h.app.inject({
    method: 'GET',
    url: `/Request/alfie/request-detail?id=${request_id}`,
    headers: bearer(op),
  });
  assert.equal(detail.json().assignedTo.id, pa_ids[0]);
});

test('assign-request refuses what the rules forbid and changes nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { request_id, pa_ids } = (await assignable(h))[0]!;
  const op = await h.login('operator@example.com');
  const [notOffered] = await rowsOf<{ id: number }>(
    h.db,
    sql`select id from personal_assistants where status = 'approved'
          and id not in (select pa_id from pa_offers where request_id = ${request_id}) order by id limit 1`,
  );
  assert.equal((await assign(h, op, request_id, notOffered!.id)).json().code, 'PA.NOT.AVAILABLE');
  const [readOnly] = await rowsOf<{ request_id: number; pa_id: number }>(
    h.db,
    sql`select o.request_id, o.pa_id from pa_offers o join requests r on r.id = o.request_id
        where o.response = 'read' and r.status = 'created' and r.personal_assistant_id is null limit 1`,
  );
  if (readOnly) assert.equal((await assign(h, op, readOnly.request_id, readOnly.pa_id)).statusCode, 409);
  const [notApproved] = await rowsOf<{ id: number }>(
    h.db,
    sql`select id from personal_assistants where status <> 'approved' order by id limit 1`,
  );
  await h.db.execute(
    sql`insert into pa_offers (request_id, pa_id, response) values (${request_id}, ${notApproved!.id}, 'offered')`,
  );
  const refused = await assign(h, op, request_id, notApproved!.id);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().code, 'PA.NOT.APPROVED', 'the real reason, not "already assigned"');
  const [done] = await rowsOf<{ id: number }>(
    h.db,
    sql`select id from requests where status = 'completed' limit 1`,
  );
  assert.equal((await assign(h, op, done!.id, pa_ids[0]!)).statusCode, 409);
  assert.equal((await assign(h, op, 999999, pa_ids[0]!)).statusCode, 404);
  const fr = await h.login('operatore.fr@example.com');
  assert.equal((await assign(h, fr, request_id, pa_ids[0]!)).statusCode, 403);
  for (const who of ['recruiter@example.com', 'customer@example.com'])
    assert.equal((await assign(h, await h.login(who), request_id, pa_ids[0]!)).statusCode, 403, who);
  for (const payload of [
    {},
    { requestId: request_id },
    { requestId: request_id, personalAssistantId: 'x' },
    { requestId: request_id, personalAssistantId: pa_ids[0], extra: 1 },
  ]) {
    const res = await h.app.inject({ method: 'POST', url: ASSIGN, headers: bearer(op), payload });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
  }
  const [after] = await rowsOf<{ status: string; pa: number | null; audits: number; mails: number }>(
    h.db,
    sql`select status, personal_assistant_id as pa,
          (select count(*)::int from audit_log where entity = 'request' and entity_id = ${String(request_id)}) as audits,
          (select count(*)::int from mail_outbox where params->>'requestId' = ${String(request_id)}) as mails
        from requests where id = ${request_id}`,
  );
  assert.deepEqual(after, { status: 'created', pa: null, audits: 0, mails: 0 });
});

// On PGlite too: concurrent assignments: one connection on PGlite, a pool on PostgreSQL.
describe('on each database', () => {
  test('two operators assigning at once: exactly one wins, the other gets 409', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const targets = (await assignable(h, 2)).slice(0, 3);
    const tokens = await Promise.all(
      ['operator@example.com', 'admin@example.com', 'backoffice@example.com'].map((e) => h.login(e)),
    );
    for (const { request_id, pa_ids } of targets) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          assign(h, tokens[i % tokens.length]!, request_id, pa_ids[i % pa_ids.length]!),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      assert.deepEqual(codes, [200, 409, 409, 409, 409, 409], `request ${request_id}`);
      const [r] = await rowsOf<{ audits: number; pa_mails: number; customer_mails: number }>(
        h.db,
        sql`select (select count(*)::int from audit_log where entity = 'request' and entity_id = ${String(request_id)}) as audits,
            (select count(*)::int from mail_outbox where template = 'pa-assignment' and params->>'requestId' = ${String(request_id)}) as pa_mails,
            (select count(*)::int from mail_outbox where template = 'customer-assignment-summary' and params->>'requestId' = ${String(request_id)}) as customer_mails`,
      );
      assert.deepEqual(r, { audits: 1, pa_mails: 1, customer_mails: 1 });
    }
  });
});
