// request-detail answers kept per requests' data version: a repeated call is served from memory, any committed
// change to what a detail shows (migrations 0005 and 0016: the request and its stops and referents, its company,
// people, travels, the assigned PA and the PA's languages, vehicles and past assignments) shows on the next call,
// and the access rule still runs on every call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { RequestDetail } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';

async function detail(h: TestApp, token: string, id: number) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/Request/alfie/request-detail?id=${id}`,
    headers: bearer(token),
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.json() as RequestDetail };
}

test('request details: cached while the data version stands, fresh after any change a detail shows', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const op = await h.login('operator@example.com');
  // An assigned request with a PA who has languages, vehicles and past assignments, people and a travel.
  const [row] = await rowsOf<{ id: number; pa: number }>(
    h.db,
    sql`select r.id, r.personal_assistant_id as pa from requests r
        where r.personal_assistant_id is not null
          and exists (select 1 from assisted_people a where a.request_id = r.id)
          and exists (select 1 from pa_languages l where l.pa_id = r.personal_assistant_id)
        order by r.id limit 1`,
  );
  assert.ok(row, 'the demo seed has an assigned request with assisted people');
  const { id, pa } = row;
  const first = await detail(h, op, id);
  assert.equal(first.status, 200);
  assert.equal(first.type, 'application/json; charset=utf-8');
  assert.equal(first.body.request.id, id);
  assert.equal(first.body.assignedTo?.id, pa);

  await t.test(
    'a change that bypasses the triggers is not seen: the answer came from the cache',
    async () => {
      await h.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update requests set service_notes = 'unseen' where id = ${id}`);
      });
      assert.notEqual((await detail(h, op, id)).body.request.serviceNotes, 'unseen');
    },
  );

  // Each write below goes through the triggers: the next call shows it (and the whole answer was rebuilt).
  const changes: [string, ReturnType<typeof sql>, (d: RequestDetail) => boolean][] = [
    [
      'the request',
      sql`update requests set help_notes = 'fresh' where id = ${id}`,
      (d) => d.request.helpNotes === 'fresh',
    ],
    [
      'its company',
      sql`update companies set vat_code = 'IT00000000001' where id = (select customer_id from requests where id = ${id})`,
      (d) => d.customer?.vatCode === 'IT00000000001',
    ],
    [
      'its assisted people',
      sql`update assisted_people set title = 'Dott.' where request_id = ${id}`,
      (d) => d.assisted.length > 0 && d.assisted.every((a) => a.title === 'Dott.'),
    ],
    [
      'its travels',
      sql`insert into travels (request_id, type, code, company, lastname, "from", "to", arrival_datetime)
          values (${id}, 'airplain', 'AZ1234', 'ITA', 'Rossi', 'FCO', 'LIN', now())`,
      (d) => d.travels.some((x) => x.code === 'AZ1234'),
    ],
    [
      'the assigned PA',
      sql`update personal_assistants set hobby = 'Vela' where id = ${pa}`,
      (d) => d.assignedTo?.hobby === 'Vela',
    ],
    [
      "the PA's languages",
      sql`delete from pa_languages where pa_id = ${pa}`,
      (d) => d.assignedTo?.languagesSpoken.length === 0,
    ],
    [
      "the PA's vehicles",
      sql`insert into pa_vehicles (pa_id, vehicle_type, brand, model, registration_year)
          values (${pa}, 'car', 'Fiat', 'Tipo', 2024)`,
      (d) => d.assignedTo?.vehicles.some((v) => v.model === 'Tipo') === true,
    ],
    [
      "the PA's past assignments",
      sql`insert into pa_past_assignments (pa_id, date, city) values (${pa}, '2026-01-02', 'Aosta')`,
      (d) => d.assignedTo?.assigns.some((a) => a.city === 'Aosta') === true,
    ],
  ];
  for (const [what, change, shows] of changes)
    await t.test(`a change to ${what} shows at once`, async () => {
      assert.equal(shows((await detail(h, op, id)).body), false, 'not so before the change');
      await h.db.execute(change);
      const after = (await detail(h, op, id)).body;
      assert.ok(shows(after), JSON.stringify(after));
      assert.equal(after.request.serviceNotes, 'unseen', 'the whole answer was rebuilt');
    });

  await t.test('the access rule runs on every answer, cached or not', async () => {
    // Moved to another country and another company than the demo customer's: one change, one new version.
    await h.db.execute(sql`update requests
      set country_id = (select k.id from countries k where k.id <> requests.country_id order by k.id limit 1),
          customer_id = (select c.id from companies c join accounts a on a.id = c.account_id
                         where a.email <> 'customer@example.com' order by c.id limit 1)
      where id = ${id}`);
    const admin = await h.login('admin@example.com');
    assert.equal((await detail(h, admin, id)).status, 200, 'every country: built and kept');
    assert.equal((await detail(h, op, id)).status, 403, 'out of the Italian operator’s scope now');
    const customer = await h.login('customer@example.com');
    assert.equal((await detail(h, customer, id)).status, 403, 'another company’s request');
  });

  await t.test('a removed request is 404 at once, and every time after', async () => {
    const [other] = await rowsOf<{ id: number }>(
      h.db,
      sql`select id from requests where id <> ${id} order by id limit 1`,
    );
    assert.equal((await detail(h, op, other!.id)).status, 200);
    await h.db.execute(sql`delete from requests where id = ${other!.id}`);
    assert.equal((await detail(h, op, other!.id)).status, 404);
    assert.equal((await detail(h, op, other!.id)).status, 404);
  });
});
