// GET /request/alfie/requests and /delete-request: own data only, filters, paging, cancellation rules; price rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  computeQuote,
  departureRule,
  isReservationOngoing,
  unitsToCents,
  type CustomerCountryPricing,
  type CustomerRequest,
} from '@alfie/shared/contracts';
import { bearer } from '../../../test/build.ts';
import { buildFor, type Cleanup } from '../../../test/setup.ts';
import { auditLog, requests } from '../../../db/schema.ts';
import {
  demoCompany,
  demoPlaces,
  demoRequestIds,
  otherCustomer,
  validPayload,
} from '../../../test/customer-requests.ts';

const LIST = '/request/alfie/requests';
const del = (id: number | string) => `/request/alfie/delete-request?id=${id}`;

async function setup(t: Cleanup) {
  const h = await buildFor(t);
  const token = await h.login('customer@example.com');
  const company = await demoCompany(h);
  const ids = await demoRequestIds(h);
  const get = (url: string, tok = token) => h.app.inject({ method: 'GET', url, headers: bearer(tok) });
  return { h, token, company, ids, get };
}

test('the list holds the caller’s own requests only, newest first, with the first stop’s city and street or POI', async (t) => {
  const { h, company, get, ids } = await setup(t);
  const res = await get(LIST);
  assert.equal(res.statusCode, 200);
  const items = res.json() as CustomerRequest[];
  const [{ own } = { own: 0 }] = await h.db
    .select({ own: count() })
    .from(requests)
    .where(eq(requests.customerId, company.id));
  assert.ok(own > 10, 'the demo customer has requests');
  assert.equal(items.length, own);
  assert.equal(res.headers['x-total-count'], String(own));
  const created = items.map((i) => Date.parse(i.createDate));
  assert.deepEqual(
    created,
    [...created].sort((a, b) => b - a),
    'newest first',
  );
  const confirmed = new Set(
    (
      await h.db
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.customerId, company.id), isNotNull(requests.serviceConfirmedAt)))
    ).map((r) => r.id),
  );
  for (const item of items) {
    assert.deepEqual(Object.keys(item).sort(), [
      'cancellationFee',
      'cities',
      'createDate',
      'currencyCode',
      'endDatetime',
      'finalAmount',
      'id',
      'startDatetime',
      'status',
    ]);
    if (confirmed.has(item.id)) assert.ok(item.finalAmount != null, 'the confirmed amount');
    else assert.equal(item.finalAmount, null, 'no final amount before an operator confirms the service');
    if (item.status !== 'cancelled') assert.equal(item.cancellationFee, null, 'no fee unless cancelled');
    assert.ok(item.cities.length >= 1);
    assert.ok(item.cities[0]!.city);
    assert.ok(item.cities[0]!.poi || item.cities[0]!.street, 'street or POI');
  }
  // A new request comes first.
  const filed = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(await h.login('customer@example.com')),
    payload: validPayload(ids),
  });
  const newest = ((await get(LIST)).json() as CustomerRequest[])[0]!;
  assert.equal(newest.id, filed.json().id);
  assert.deepEqual(newest.cities, [{ city: 'Milano', street: null, poi: 'Aeroporto di Milano Malpensa' }]);
});

test('status ongoing / closed is applied on the server, the same split as the screen’s isReservationOngoing', async (t) => {
  const { get } = await setup(t);
  const all = (await get(LIST)).json() as CustomerRequest[];
  const now = new Date();
  const ongoing = (await get(`${LIST}?status=ongoing`)).json() as CustomerRequest[];
  const closed = (await get(`${LIST}?status=closed`)).json() as CustomerRequest[];
  assert.ok(ongoing.length > 0 && closed.length > 0);
  assert.equal(ongoing.length + closed.length, all.length);
  assert.ok(ongoing.every((r) => isReservationOngoing(r, now)));
  assert.ok(closed.every((r) => !isReservationOngoing(r, now)));
  assert.equal((await get(`${LIST}?status=deleted`)).statusCode, 400);
});

test('paging with limit and cursor walks the whole list once, X-Total-Count on every page', async (t) => {
  const { get } = await setup(t);
  const all = (await get(LIST)).json() as CustomerRequest[];
  const seen: number[] = [];
  let url = `${LIST}?limit=7`;
  for (let guard = 0; guard < 100; guard++) {
    const res = await get(url);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-total-count'], String(all.length));
    const page = res.json() as CustomerRequest[];
    assert.ok(page.length <= 7);
    seen.push(...page.map((r) => r.id));
    const next = res.headers['x-next-cursor'];
    if (!next) break;
    url = `${LIST}?limit=7&cursor=${String(next)}`;
  }
  assert.deepEqual(
    seen,
    all.map((r) => r.id),
  );
  assert.equal((await get(`${LIST}?limit=7&cursor=garbage`)).statusCode, 400);
});

test('customer A never sees, nor cancels, customer B’s requests; operators cannot use the customer list', async (t) => {
  const { h, get, ids, company } = await setup(t);
  const b = await otherCustomer(h);
  const filed = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(await h.login('customer@example.com')),
    payload: validPayload(ids),
  });
  const aId = filed.json().id as number;
  const bList = (await get(LIST, b.token)).json() as CustomerRequest[];
  assert.ok(!bList.some((r) => r.id === aId));
  const [{ bOwn } = { bOwn: 0 }] = await h.db
    .select({ bOwn: count() })
    .from(requests)
    .where(eq(requests.customerId, b.companyId));
  assert.equal(bList.length, bOwn);
  const aIds = new Set(
    (await h.db.select({ id: requests.id }).from(requests).where(eq(requests.customerId, company.id))).map(
      (r) => r.id,
    ),
  );
  assert.ok(bList.every((r) => !aIds.has(r.id)));
  const steal = await get(del(aId), b.token);
  assert.equal(steal.statusCode, 403);
  const [row] = await h.db.select().from(requests).where(eq(requests.id, aId));
  assert.equal(row!.status, 'created');
  for (const email of ['operator@example.com', 'admin@example.com']) {
    const tok = await h.login(email);
    assert.equal((await get(LIST, tok)).statusCode, 403, email);
    assert.equal((await get(del(aId), tok)).statusCode, 403, email);
  }
  assert.equal((await h.app.inject({ method: 'GET', url: LIST })).statusCode, 401);
});

test('the owner cancels a future request: it stays as cancelled with an audit row; again, past or missing is refused', async (t) => {
  const { h, get, ids } = await setup(t);
  const filed = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(await h.login('customer@example.com')),
    payload: validPayload(ids),
  });
  const id = filed.json().id as number;
  const res = await get(del(id));
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json(), true);
  const [row] = await h.db.select().from(requests).where(eq(requests.id, id));
  assert.equal(row!.status, 'cancelled', 'kept for history');
  const audits = await h.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'cancel')),
    );
  assert.equal(audits.length, 1);
  assert.equal((audits[0]!.before as { status: string }).status, 'created');
  const closed = (await get(`${LIST}?status=closed`)).json() as CustomerRequest[];
  assert.ok(
    closed.some((r) => r.id === id && r.status === 'cancelled'),
    'a cancelled request is closed',
  );

  const again = await get(del(id));
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'INVALID.STATE');

  // A request that already started cannot be cancelled.
  const filed2 = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(await h.login('customer@example.com')),
    payload: validPayload(ids),
  });
  const started = filed2.json().id as number;
  await h.db.execute(
    sql`update requests set start_datetime = now() - interval '10 minutes', end_datetime = now() + interval '2 hours' where id = ${started}`,
  );
  assert.equal((await get(del(started))).statusCode, 409);
  const [still] = await h.db.select().from(requests).where(eq(requests.id, started));
  assert.equal(still!.status, 'created');

  assert.equal((await get(del(999_999))).statusCode, 404);
  assert.equal((await get(del('abc'))).statusCode, 400);
});

test("price rules for the live quote: customers read rates, VAT and policy, never the PA's share or tax; operators read all; anonymous callers nothing", async (t) => {
  const { h, get } = await setup(t);
  const res = await get('/request/alfie/price-rules');
  assert.equal(res.statusCode, 200);
  const countries = res.json() as (Record<string, unknown> & {
    name: string;
    vat: number;
    cities: (Record<string, unknown> & {
      cityName: string;
      price: number;
      poIs: (Record<string, unknown> & { name: string; price: number; forfait: number })[];
    })[];
  })[];
  const italy = countries.find((c) => c.name === 'Italia')!;
  assert.equal(italy.vat, 22);
  const milano = italy.cities.find((c) => c.cityName === 'Milano')!;
  assert.equal(milano.price, 45);
  const malpensa = milano.poIs.find((p) => p.name === 'Aeroporto di Milano Malpensa')!;
  assert.deepEqual([malpensa.price, malpensa.forfait], [60, 4]);
  for (const c of countries) {
    assert.deepEqual(
      Object.keys(c).filter((k) => ['withholdingTax', 'travelBufferMinutes'].includes(k)),
      [],
      c.name,
    );
    assert.ok(Array.isArray(c.cancellationPolicy), `${c.name}: the policy the request is filed under`);
    for (const city of c.cities) {
      assert.equal('percToPA' in city, false, city.cityName);
      for (const poi of city.poIs) assert.equal('percToPA' in poi, false, poi.name);
    }
  }
  assert.equal((await h.app.inject({ method: 'GET', url: '/request/alfie/price-rules' })).statusCode, 401);

  // One tree for both routes: the operators' list holds the same countries with the agency's figures, in id order.
  const operators = (await get('/pricing/alfie/prices', await h.login('admin@example.com'))).json() as {
    name: string;
    withholdingTax: number;
    travelBufferMinutes: number;
    cities: { percToPA: number; poIs: { percToPA: number }[] }[];
  }[];
  const full = operators.find((c) => c.name === 'Italia')!;
  assert.equal(typeof full.withholdingTax, 'number');
  assert.equal(full.cities.find((c) => 'cityName' in c && c.cityName === 'Milano')?.percToPA, 60);
  const customerView = operators.map(({ withholdingTax: _w, travelBufferMinutes: _b, cities, ...c }) => ({
    ...c,
    cities: cities.map(({ percToPA: _c, poIs, ...city }) => ({
      ...city,
      poIs: poIs.map(({ percToPA: _p, ...poi }) => poi),
    })),
  }));
  const byName = (list: { name: string }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
  assert.deepEqual(byName(customerView), byName(countries));
  assert.deepEqual(
    countries.map((c) => c.name),
    byName(countries).map((c) => c.name),
  );
});

test("the customer's price rules quote what filing the request freezes (POI and street departures), without the PA's share", async (t) => {
  const { h, token, company, get } = await setup(t);
  const places = await demoPlaces(h);
  const rules = (await get('/request/alfie/price-rules')).json() as CustomerCountryPricing[];
  const city = rules.find((c) => c.id === places.italy.id)!.cities.find((c) => c.id === places.milano.id)!;
  const ids = { customerId: company.id, countryId: places.italy.id, cityId: places.milano.id };
  const street = [{ countryId: ids.countryId, cityId: ids.cityId, street: 'Via Torino 51', poiId: null }];
  for (const payload of [
    validPayload({ ...ids, poiId: places.malpensa.id }),
    validPayload({ ...ids, poiId: places.malpensa.id }, { cities: street }),
  ]) {
    const poi = city.poIs.find((p) => p.id === payload.cities[0]!.poiId) ?? null;
    // The request form's live quote: the same departure rule, with no PA share to read.
    const rule = departureRule(
      { priceCents: unitsToCents(city.price), percToPA: 0 },
      poi ? { priceCents: unitsToCents(poi.price), forfaitHours: poi.forfait, percToPA: 0 } : null,
    );
    const vat = rules.find((c) => c.id === places.italy.id)!.vat;
    const quote = computeQuote(
      rule,
      Date.parse(payload.endDatetime) - Date.parse(payload.startDatetime),
      vat,
    );
    const res = await h.app.inject({
      method: 'POST',
      url: '/Request/alfie/register-new-request',
      headers: bearer(token),
      payload,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(unitsToCents((res.json() as { amount: number }).amount), quote.amountCents, rule.kind);
  }
});
