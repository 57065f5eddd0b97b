// Pricing calls: the price tree, city and POI rules (create, edit, delete), roles, validation and audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { CountryPricing } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../test/build.ts';
import { auditLog, cities, countries, pois } from '../../db/schema.ts';

async function admin(h: TestApp) {
  return bearer(await h.login('admin@example.com'));
}
const post = (h: TestApp, headers: Record<string, string>, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/pricing/alfie/create-new-price',
    headers,
    payload: payload as object,
  });
const del = (h: TestApp, headers: Record<string, string>, query: string) =>
  h.app.inject({ method: 'DELETE', url: `/pricing/alfie/delete-price?${query}`, headers });
async function italy(h: TestApp) {
  const [row] = await h.db.select().from(countries).where(eq(countries.name, 'Italia'));
  return row!;
}

test('prices: the country tree of docs/product.md §3 with prices in currency units and flat fee in hours', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const res = await h.app.inject({ method: 'GET', url: '/pricing/alfie/prices', headers: await admin(h) });
  assert.equal(res.statusCode, 200);
  const body = res.json() as CountryPricing[];
  assert.equal(res.headers['x-total-count'], String(body.length));
  const it = body.find((c) => c.name === 'Italia')!;
  assert.deepEqual(Object.keys(it).sort(), [
    'cancellationPolicy',
    'cities',
    'countryCode',
    'currencyCode',
    'currencySymbol',
    'id',
    'name',
    'noShowWaitMinutes',
    'travelBufferMinutes',
    'vat',
    'withholdingTax',
  ]);
  assert.equal(it.countryCode, 'IT');
  assert.equal(it.vat, 22);
  const milano = it.cities.find((c) => c.cityName === 'Milano')!;
  assert.equal(milano.price, 45);
  assert.equal(milano.countryId, it.id);
  const malpensa = milano.poIs.find((p) => p.name === 'Aeroporto di Milano Malpensa')!;
  assert.deepEqual(
    { price: malpensa.price, forfait: malpensa.forfait, cityId: malpensa.cityId },
    { price: 60, forfait: 4, cityId: milano.id },
  );
  // Paging by country.
  const page = await h.app.inject({
    method: 'GET',
    url: '/pricing/alfie/prices?limit=1',
    headers: await admin(h),
  });
  assert.equal(page.json().length, 1);
  assert.ok(page.headers['x-next-cursor']);
  const next = await h.app.inject({
    method: 'GET',
    url: `/pricing/alfie/prices?limit=1&cursor=${String(page.headers['x-next-cursor'])}`,
    headers: await admin(h),
  });
  assert.notEqual(next.json()[0].id, page.json()[0].id);
});

test('pricing is for operator-admin and operator only (401 without token, 403 for other roles)', async (t) => {
  const h = await build();
  t.after(() => h.close());
  assert.equal((await h.app.inject({ method: 'GET', url: '/pricing/alfie/prices' })).statusCode, 401);
  for (const email of ['operator@example.com', 'recruiter@example.com', 'customer@example.com']) {
    const headers = bearer(await h.login(email));
    assert.equal(
      (await h.app.inject({ method: 'GET', url: '/pricing/alfie/prices', headers })).statusCode,
      403,
      email,
    );
    assert.equal((await del(h, headers, 'poiId=1')).statusCode, 403, email);
  }
  const generic = bearer(await h.login('backoffice@example.com'));
  assert.equal(
    (await h.app.inject({ method: 'GET', url: '/pricing/alfie/prices', headers: generic })).statusCode,
    200,
  );
});

test('a city rule is created in integer cents, edited (rates only) and audited', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = await admin(h);
  const { id: countryId } = await italy(h);
  const created = await post(h, headers, {
    countryId,
    cityName: 'Bergamo',
    price: 38.55,
    forfait: null,
    percToPA: 60,
  });
  assert.equal(created.statusCode, 200, created.body);
  const city = created.json();
  assert.equal(city.price, 38.55);
  const [row] = await h.db.select().from(cities).where(eq(cities.id, city.id));
  assert.equal(row!.priceCents, 3855);
  assert.equal(row!.forfaitHours, null);

  const edited = await post(h, headers, {
    id: city.id,
    countryId,
    cityName: 'Bergamo',
    price: 40.1,
    forfait: null,
    percToPA: 55.5,
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const [after] = await h.db.select().from(cities).where(eq(cities.id, city.id));
  assert.equal(after!.priceCents, 4010);
  assert.equal(after!.percToPA, 55.5);
  const audits = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'city-price'), eq(auditLog.entityId, String(city.id))));
  assert.deepEqual(audits.map((a) => a.action).sort(), ['create', 'update']);

  // The place of a rule is fixed: a new name, another country, an unknown id are refused.
  const renamed = await post(h, headers, {
    id: city.id,
    countryId,
    cityName: 'Brescia',
    price: 40,
    percToPA: 50,
  });
  assert.equal(renamed.statusCode, 400);
  assert.equal(renamed.json().fields.cityName, 'INVALID.VALUE');
  const missing = await post(h, headers, { id: 999_999, countryId, cityName: 'X', price: 40, percToPA: 50 });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().code, 'RULE.NOT.FOUND');
  // Same name twice in a country.
  const dup = await post(h, headers, { countryId, cityName: 'bergamo', price: 40, percToPA: 50 });
  assert.equal(dup.statusCode, 409);
  assert.equal(dup.json().fields.cityName, 'INVALID.CITY');
  const noCountry = await post(h, headers, {
    countryId: 999_999,
    cityName: 'Nowhere',
    price: 40,
    percToPA: 50,
  });
  assert.equal(noCountry.statusCode, 400);
  assert.equal(noCountry.json().code, 'INVALID.COUNTRY');
});

test('the rule validation of docs/product.md §5 is enforced by the server', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = await admin(h);
  const { id: countryId } = await italy(h);
  const [milano] = await h.db.select().from(cities).where(eq(cities.name, 'Milano'));
  const city = { countryId, cityName: 'Como', price: 40, percToPA: 50 };
  const poi = { cityId: milano!.id, name: 'Fiera Milano', price: 40, forfait: 2, percToPA: 50 };
  const cases: [unknown, string, string][] = [
    [{ ...city, price: 0 }, 'price', 'REQUIRED.FIELD'],
    [{ ...city, price: 40.123 }, 'price', 'INVALID.NUMBER'],
    // Stored in cents, 1e-9 or 0.004 would become 0 and customers would be quoted 0.
    [{ ...city, price: 1e-9 }, 'price', 'AMOUNT.TOO.SMALL'],
    [{ ...city, price: 0.004 }, 'price', 'AMOUNT.TOO.SMALL'],
    [{ id: milano!.id, countryId, pois: [{ ...poi, price: 1e-9 }] }, 'pois.0.price', 'AMOUNT.TOO.SMALL'],
    [{ ...city, percToPA: 0 }, 'percToPA', 'REQUIRED.FIELD'],
    [{ ...city, percToPA: 101 }, 'percToPA', 'INVALID.NUMBER'],
    [{ ...city, cityName: '  ' }, 'cityName', 'REQUIRED.FIELD'],
    [{ ...city, cityName: 'Co\u202Emo' }, 'cityName', 'INVALID.CHARACTERS'],
    [
      { id: milano!.id, countryId, pois: [{ ...poi, name: 'Fiera \u2067x' }] },
      'pois.0.name',
      'INVALID.CHARACTERS',
    ],
    [{ id: milano!.id, countryId, pois: [{ ...poi, forfait: 0 }] }, 'pois.0.forfait', 'REQUIRED.FIELD'],
    [{ id: milano!.id, countryId, pois: [{ ...poi, name: '' }] }, 'pois.0.name', 'REQUIRED.FIELD'],
    [{ id: milano!.id, countryId, pois: [{ ...poi, price: -5 }] }, 'pois.0.price', 'REQUIRED.FIELD'],
  ];
  for (const [payload, field, key] of cases) {
    const res = await post(h, headers, payload);
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().fields?.[field], key, `${field}: ${res.body}`);
  }
  for (const payload of [{}, { ...city, admin: true }, { countryId }, [], { ...city, price: 'abc' }]) {
    assert.equal((await post(h, headers, payload)).statusCode, 400, JSON.stringify(payload));
  }
  assert.equal(
    (await h.db.select().from(cities).where(eq(cities.name, 'Como'))).length,
    0,
    'nothing stored by refused bodies',
  );
  const cent = await post(h, headers, { ...city, price: 0.01 });
  assert.equal(cent.statusCode, 200, 'one cent is the smallest price');
});

test('POI rules: created for a city of the country, edited with their id, never moved', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = await admin(h);
  const { id: countryId } = await italy(h);
  const [milano] = await h.db.select().from(cities).where(eq(cities.name, 'Milano'));
  const [paris] = await h.db.select().from(cities).where(eq(cities.name, 'Paris'));
  const item = { cityId: milano!.id, name: 'Fiera Milano Rho', price: 52.5, forfait: 3, percToPA: 58 };
  const created = await post(h, headers, { id: milano!.id, countryId, pois: [item] });
  assert.equal(created.statusCode, 200, created.body);
  const [saved] = created.json().pois;
  assert.equal(saved.price, 52.5);
  const [row] = await h.db.select().from(pois).where(eq(pois.id, saved.id));
  assert.deepEqual([row!.priceCents, row!.forfaitHours, row!.percToPA], [5250, 3, 58]);

  const edited = await post(h, headers, {
    id: milano!.id,
    countryId,
    pois: [{ ...item, id: saved.id, price: 61, forfait: 4 }],
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const [after] = await h.db.select().from(pois).where(eq(pois.id, saved.id));
  assert.deepEqual([after!.priceCents, after!.forfaitHours], [6100, 4]);

  const wrongCountry = await post(h, headers, {
    id: paris!.id,
    countryId,
    pois: [{ ...item, cityId: paris!.id }],
  });
  assert.equal(wrongCountry.statusCode, 400);
  assert.equal(wrongCountry.json().code, 'INVALID.COUNTRY');
  const mixed = await post(h, headers, { id: milano!.id, countryId, pois: [{ ...item, cityId: paris!.id }] });
  assert.equal(mixed.statusCode, 400);
  assert.equal(mixed.json().fields['pois.0.cityId'], 'INVALID.CITY');
  const dup = await post(h, headers, {
    id: milano!.id,
    countryId,
    pois: [{ ...item, name: 'FIERA MILANO RHO' }],
  });
  assert.equal(dup.statusCode, 409);
  const renamed = await post(h, headers, {
    id: milano!.id,
    countryId,
    pois: [{ ...item, id: saved.id, name: 'Other' }],
  });
  assert.equal(renamed.statusCode, 400);
  const gone = await post(h, headers, { id: milano!.id, countryId, pois: [{ ...item, id: 999_999 }] });
  assert.equal(gone.statusCode, 404);
  assert.equal(gone.json().error, 'Rule not found or already used');
});

test('delete-price: 404 when missing, 409 while requests use it, else deleted and audited', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = await admin(h);
  const { id: countryId } = await italy(h);
  const [milano] = await h.db.select().from(cities).where(eq(cities.name, 'Milano'));
  const [malpensa] = await h.db.select().from(pois).where(eq(pois.name, 'Aeroporto di Milano Malpensa'));

  const missing = await del(h, headers, 'poiId=999999');
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { error: 'Rule not found or already used', code: 'RULE.NOT.FOUND' });
  assert.equal((await del(h, headers, 'cityId=999999')).statusCode, 404);
  // Demo requests start in Milano and at Malpensa.
  const used = await del(h, headers, `poiId=${malpensa!.id}`);
  assert.equal(used.statusCode, 409);
  assert.equal(used.json().code, 'RULE.IN.USE');
  assert.equal((await del(h, headers, `cityId=${milano!.id}`)).json().code, 'RULE.IN.USE');
  // Exactly one of cityId and poiId.
  assert.equal((await del(h, headers, '')).statusCode, 400);
  assert.equal((await del(h, headers, `cityId=${milano!.id}&poiId=${malpensa!.id}`)).statusCode, 400);
  assert.equal((await del(h, headers, 'poiId=abc')).statusCode, 400);

  const city = (await post(h, headers, { countryId, cityName: 'Lecco', price: 30, percToPA: 50 })).json();
  const poi = (
    await post(h, headers, {
      id: city.id,
      countryId,
      pois: [{ cityId: city.id, name: 'Stazione di Lecco', price: 30, forfait: 2, percToPA: 50 }],
    })
  ).json().pois[0];
  const withPoi = await del(h, headers, `cityId=${city.id}`);
  assert.equal(withPoi.statusCode, 409, 'a city goes after its POI rules');
  assert.equal((await del(h, headers, `poiId=${poi.id}`)).statusCode, 200);
  assert.equal((await del(h, headers, `poiId=${poi.id}`)).statusCode, 404, 'already gone');
  assert.equal((await del(h, headers, `cityId=${city.id}`)).statusCode, 200);
  assert.equal((await h.db.select().from(cities).where(eq(cities.id, city.id))).length, 0);
  const deletes = await h.db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
  assert.deepEqual(deletes.map((d) => d.entity).sort(), ['city-price', 'poi-price']);
  assert.equal(deletes.find((d) => d.entity === 'poi-price')!.entityId, String(poi.id));
});

test('get-cities: anyone (the signup too) gets countries with cities and POIs (ids, names and labels only)', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const anonymous = await h.app.inject({ method: 'GET', url: '/system/alfie/get-cities' });
  assert.equal(anonymous.statusCode, 200);
  assert.deepEqual(
    anonymous.json().map((c: { name: string }) => c.name),
    ['Italia', 'France'],
  );
  for (const email of ['customer@example.com', 'recruiter@example.com', 'admin@example.com']) {
    const res = await h.app.inject({
      method: 'GET',
      url: '/system/alfie/get-cities?language=EN',
      headers: bearer(await h.login(email)),
    });
    assert.equal(res.statusCode, 200, email);
    const italia = res.json().find((c: { name: string }) => c.name === 'Italia');
    assert.deepEqual(Object.keys(italia).sort(), ['cities', 'id', 'label', 'name']);
    const milano = italia.cities.find((c: { cityName: string }) => c.cityName === 'Milano');
    assert.deepEqual(Object.keys(milano).sort(), ['cityName', 'id', 'poIs']);
    assert.deepEqual(Object.keys(milano.poIs[0]).sort(), ['id', 'name']);
    assert.ok(res.headers['x-total-count']);
  }
  // The stored name stays the key; the label follows the language asked.
  const labels = async (query: string) =>
    (await h.app.inject({ method: 'GET', url: `/system/alfie/get-cities${query}` }))
      .json()
      .map((c: { name: string; label: string }) => `${c.name}=${c.label}`);
  assert.deepEqual(await labels(''), ['Italia=Italia', 'France=France']);
  assert.deepEqual(await labels('?language=it'), ['Italia=Italia', 'France=Francia']);
  assert.deepEqual(await labels('?language=en'), ['Italia=Italy', 'France=France']);
  assert.deepEqual(await labels('?language=fr'), ['Italia=Italie', 'France=France']);
  const bad = await h.app.inject({
    method: 'GET',
    url: '/System/Alfie/Get-Cities?language=de',
    headers: bearer(await h.login('customer@example.com')),
  });
  assert.equal(bad.statusCode, 400);
  assert.equal(
    (await h.app.inject({ method: 'GET', url: '/health' })).statusCode,
    200,
    'health still public',
  );
});
