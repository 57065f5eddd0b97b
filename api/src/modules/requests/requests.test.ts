// API tests of the operators' dashboards and request detail: filters as the seed predicts, country scope, paging,
// the list item's fields, malformed dates, and who may read a detail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { formatItalianDateTime, type RequestDetail, type RequestListItem } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../test/build.ts';
import { rowsOf } from '../../db/client.ts';
import { getRequestDetail } from './detail/detail-service.ts';

const LIST = '/request/alfie/active-requests/';

async function list(h: TestApp, token: string, query: string) {
  const res = await h.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: bearer(token) });
  return { res, items: res.statusCode === 200 ? (res.json() as RequestListItem[]) : [] };
}

const countryOf = (h: TestApp, name: string) =>
  rowsOf<{ id: number }>(h.db, sql`select id from countries where name = ${name}`).then((r) => r[0]!.id);

test('dashboards: filters, scope, order, fields and paging', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const italy = await countryOf(h, 'Italia');
  const op = await h.login('operator@example.com');

  await t.test(
    'the whole business list of the Italian operator, newest first, with every field',
    async () => {
      const { res, items } = await list(h, op, 'type=business');
      assert.equal(res.statusCode, 200);
      const { n } = (
        await rowsOf<{ n: number }>(
          h.db,
          sql`select count(*)::int as n from requests where type = 'business' and country_id = ${italy}`,
        )
      )[0]!;
      assert.equal(items.length, n);
      assert.equal(res.headers['x-total-count'], String(n));
      assert.ok(n > 50);
      for (let i = 1; i < items.length; i++) assert.ok(items[i - 1]!.createDate >= items[i]!.createDate);
      for (const it of items) {
        assert.equal(it.type, 'business');
        assert.ok(it.cities.every((c) => c.countryId === italy));
      }
      const item = items[0]!;
      assert.match(item.createDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
      for (const k of [
        'requiredVehicle',
        'requiredVehicle7',
        'requiredCulture1',
        'requiredCulture6',
        'uId',
        'paPaymentInstant',
      ])
        assert.ok(k in item, k);
      assert.deepEqual(Object.keys(item.customers!).sort(), ['businessName', 'email', 'id', 'vatCode']);
      assert.ok(item.referents.length >= 1);
      const [row] = await rowsOf<{
        amount_cents: number;
        pa_payment_cents: number;
        required_vehicles: string[];
      }>(
        h.db,
        sql`select amount_cents, pa_payment_cents, required_vehicles from requests where id = ${item.id}`,
      );
      assert.equal(Math.round(item.amount! * 100), row!.amount_cents);
      assert.equal(Math.round(item.paPaymentAmount! * 100), row!.pa_payment_cents);
      assert.equal(item.requiredVehicle, row!.required_vehicles[0]);
      const stop = items.flatMap((i) => i.cities).find((c) => c.poiId !== null)!;
      assert.ok(stop.poi && stop.poiPrice! > 0 && stop.poiPrice! < 1000, 'POI price in currency units');
    },
  );

  await t.test('each filter narrows the list as the data predicts', async () => {
    // One request leaves Milano for Roma: the Roma filter must not list it (it matched any stop before).
    await h.db.execute(sql`update request_cities set city_id = (select id from cities where name = 'Roma')
      where order_index = 1 and request_id = (select rc.request_id from request_cities rc
        join cities c on c.id = rc.city_id join requests r on r.id = rc.request_id
        where rc.order_index = 0 and c.name = 'Milano' and r.type = 'business'
          and exists (select 1 from request_cities a where a.request_id = rc.request_id and a.order_index = 1)
        order by rc.request_id limit 1)`);
    const all = (await list(h, op, 'type=business')).items;
    const created = (await list(h, op, 'type=business&status=created')).items;
    assert.ok(created.length > 0 && created.length < all.length);
    assert.equal(created.length, all.filter((i) => i.status === 'created').length);
    const assigned = (await list(h, op, 'type=business&status=assigned')).items;
    assert.equal(assigned.length, all.filter((i) => i.status === 'assigned').length);

    // The city filter matches the departure (the first stop), the city the column shows.
    const departsFrom = (i: RequestListItem, city: string) =>
      i.cities.find((c) => c.orderIndex === 0)?.city === city;
    const roma = (await list(h, op, 'type=business&city=Roma')).items;
    assert.equal(roma.length, all.filter((i) => departsFrom(i, 'Roma')).length);
    assert.ok(roma.length > 0 && roma.length < all.length);
    assert.ok(roma.every((i) => departsFrom(i, 'Roma')));
    assert.ok(
      all.some((i) => !departsFrom(i, 'Roma') && i.cities.some((c) => c.city === 'Roma')),
      'a request that only arrives in Roma, which the filter must leave out',
    );
    assert.equal((await list(h, op, 'type=business&city=roma')).items.length, roma.length);

    const since = new Date(Date.now() - 7 * 86_400_000);
    const startdate = encodeURIComponent(formatItalianDateTime(since));
    const week = (
      await list(h, op, `type=business&startdate=${startdate}&dateformat=dd%2FMM%2Fyyyy%2C%20HH%3Amm`)
    ).items;
    // The bound has minute precision and applies to the service start ("date of assignment"): every service
    // starting from the minute of `since` on is in, the future ones included.
    const bound = Math.floor(since.getTime() / 60_000) * 60_000;
    assert.equal(week.length, all.filter((i) => Date.parse(i.startDatetime) >= bound).length);
    assert.ok(week.length > 0 && week.length < all.length);
    assert.ok(week.every((i) => Date.parse(i.startDatetime) >= bound));
    assert.ok(
      week.some((i) => Date.parse(i.startDatetime) > Date.now() + 86_400_000),
      'future services kept',
    );
    assert.ok(
      week.some((i) => Date.parse(`${i.createDate}Z`) < bound),
      'a service received before the bound but starting after it is shown',
    );

    const both = (await list(h, op, `type=business&status=created&city=Roma&startdate=${startdate}`)).items;
    assert.ok(both.every((i) => i.status === 'created' && departsFrom(i, 'Roma')));
  });

  await t.test('a malformed or impossible date is a 400', async () => {
    for (const bad of ['2026-01-01', '31/02/2026, 10:00', 'yesterday', '01/13/2026, 10:00']) {
      const { res } = await list(h, op, `type=business&startdate=${encodeURIComponent(bad)}`);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().code, 'INVALID.DATE');
    }
    assert.equal((await list(h, op, 'type=other')).res.statusCode, 400);
    assert.equal((await list(h, op, 'type=business&status=completed')).res.statusCode, 400);
  });

  await t.test('consumer list holds only consumer requests', async () => {
    const { items } = await list(h, op, 'type=consumer');
    assert.ok(items.length > 0 && items.every((i) => i.type === 'consumer'));
  });

  await t.test('pages with limit and cursor give the whole list once, in order', async () => {
    const all = (await list(h, op, 'type=business')).items.map((i) => i.id);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const { res, items } = await list(h, op, `type=business&limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(res.headers['x-total-count'], String(all.length));
      seen.push(...items.map((i) => i.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
      assert.equal(items.length, 40);
    }
    assert.deepEqual(seen, all);
    assert.equal((await list(h, op, 'type=business&limit=5&cursor=garbage')).res.statusCode, 400);
  });

  await t.test(
    'country scope: France sees French requests only, the generic operator Italy, admin all',
    async () => {
      const fr = await h.login('operatore.fr@example.com');
      const france = await countryOf(h, 'France');
      const frItems = (await list(h, fr, 'type=business')).items;
      assert.ok(frItems.length > 0 && frItems.every((i) => i.cities.every((c) => c.countryId === france)));
      const { n } = (
        await rowsOf<{ n: number }>(
          h.db,
          sql`select count(*)::int as n from requests where type = 'business'`,
        )
      )[0]!;
      const all = (await list(h, await h.login('admin@example.com'), 'type=business&limit=1')).res;
      assert.equal(all.headers['x-total-count'], String(n));
      const italy = await countryOf(h, 'Italia');
      const it = (
        await rowsOf<{ n: number }>(
          h.db,
          sql`select count(*)::int as n from requests where type = 'business' and country_id = ${italy}`,
        )
      )[0]!.n;
      assert.ok(it > 0 && it < n);
      const generic = (await list(h, await h.login('backoffice@example.com'), 'type=business&limit=1')).res;
      assert.equal(generic.headers['x-total-count'], String(it));
    },
  );

  await t.test('only the requests roles reach the dashboards', async () => {
    for (const who of ['recruiter@example.com', 'customer@example.com']) {
      assert.equal((await list(h, await h.login(who), 'type=business')).res.statusCode, 403, who);
    }
    const anon = await h.app.inject({ method: 'GET', url: `${LIST}?type=business` });
    assert.equal(anon.statusCode, 401);
  });

  await t.test('requests-cities: sorted city names of that type within the scope', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/request/alfie/requests-cities?type=business',
      headers: bearer(op),
    });
    assert.equal(res.statusCode, 200);
    const names = res.json() as string[];
    assert.ok(names.includes('Roma') && names.includes('Milano'));
    assert.ok(!names.includes('Paris'));
    // Exactly the departures (first stops) of the operator's list: the cities the filter can match.
    const departures = new Set(
      (await list(h, op, 'type=business')).items.map((i) => i.cities.find((c) => c.orderIndex === 0)!.city),
    );
    assert.deepEqual(new Set(names), departures);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    const admin = await h.login('admin@example.com');
    const all = await h.app.inject({
      method: 'GET',
      url: '/request/alfie/requests-cities?type=consumer',
      headers: bearer(admin),
    });
    assert.ok((all.json() as string[]).includes('Paris'));
  });
});

test('request detail: the parts of a request, for the callers who may see it', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const [req] = await rowsOf<{ id: number; customer_id: number; country_id: number }>(
    h.db,
    sql`select r.id, r.customer_id, r.country_id from requests r join countries c on c.id = r.country_id
        where c.name = 'Italia' and r.personal_assistant_id is not null
          and exists (select 1 from travels t where t.request_id = r.id) order by r.id limit 1`,
  );
  const url = `/Request/alfie/request-detail?id=${req!.id}`;
  const op = await h.login('operator@example.com');
  const res = await h.app.inject({ method: 'GET', url, headers: bearer(op) });
  assert.equal(res.statusCode, 200);
  const d = res.json() as RequestDetail;
  assert.equal(d.request.id, req!.id);
  assert.equal(d.customer!.id, req!.customer_id);
  assert.ok(d.referents.length >= 1 && d.assisted.length >= 1 && d.travels.length >= 1);
  assert.ok(['airplain', 'train'].includes(d.travels[0]!.type));
  assert.equal(d.assignedTo!.id, d.request.personalAssistantId);
  assert.ok(Array.isArray(d.assignedTo!.languagesSpoken));

  const fr = await h.login('operatore.fr@example.com');
  assert.equal((await h.app.inject({ method: 'GET', url, headers: bearer(fr) })).statusCode, 403);
  // A customer reads only its own requests through this route (detail/customer-detail.test.ts covers it).
  assert.equal(
    (await h.app.inject({ method: 'GET', url, headers: bearer(await h.login('recruiter@example.com')) }))
      .statusCode,
    403,
  );
  const missing = await h.app.inject({
    method: 'GET',
    url: '/request/alfie/request-detail?id=999999',
    headers: bearer(op),
  });
  assert.equal(missing.statusCode, 404);
  assert.equal(
    (await h.app.inject({ method: 'GET', url: '/Request/alfie/request-detail?id=abc', headers: bearer(op) }))
      .statusCode,
    400,
  );

  // The exported service, as the customer area calls it: the owner reads it, another customer does not.
  const customer = {
    accountId: 0,
    role: 'customer' as const,
    email: '',
    language: 'it' as const,
    operatorId: null,
    countryId: null,
    countryName: null,
  };
  const own = await getRequestDetail(h.db, req!.id, { ...customer, companyId: req!.customer_id });
  assert.equal(own.request.id, req!.id);
  await assert.rejects(getRequestDetail(h.db, req!.id, { ...customer, companyId: req!.customer_id + 1 }), {
    statusCode: 403,
  });
});
