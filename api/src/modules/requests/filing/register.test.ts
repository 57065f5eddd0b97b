// POST /Request/alfie/register-new-request: the frozen quote, the rules of docs/product.md §5, ownership, atomicity.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, sql } from 'drizzle-orm';
import { bearer, type TestApp } from '../../../test/build.ts';
import { buildFor, type Cleanup } from '../../../test/setup.ts';
import { assistedPeople, auditLog, referents, requestCities, requests, travels } from '../../../db/schema.ts';
import { demoCompany, demoPlaces, validPayload } from '../../../test/customer-requests.ts';

const URL_NEW = '/Request/alfie/register-new-request';
const HOUR = 3_600_000;

async function setup(t: Cleanup) {
  const h = await buildFor(t);
  const token = await h.login('customer@example.com');
  const places = await demoPlaces(h);
  const company = await demoCompany(h);
  const ids = {
    customerId: company.id,
    countryId: places.italy.id,
    cityId: places.milano.id,
    poiId: places.malpensa.id,
  };
  const post = (payload: unknown, tok = token) =>
    h.app.inject({ method: 'POST', url: URL_NEW, headers: bearer(tok), payload: payload as object });
  return { h, token, places, company, ids, post };
}

const counts = async (h: TestApp) => {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  return {
    requests: await one(h.db.select({ n: count() }).from(requests)),
    stops: await one(h.db.select({ n: count() }).from(requestCities)),
    referents: await one(h.db.select({ n: count() }).from(referents)),
    assisted: await one(h.db.select({ n: count() }).from(assistedPeople)),
    travels: await one(h.db.select({ n: count() }).from(travels)),
    audit: await one(h.db.select({ n: count() }).from(auditLog)),
  };
};

// On PGlite too: prices and shares frozen as numerics through each driver.
describe('on each database', () => {
  test('a POI departure is priced with the POI rule (forfait), VAT once, PA share of the net, all frozen', async (t) => {
    const { h, post, ids, places, company } = await setup(t);
    const res = await post(validPayload(ids));
    assert.equal(res.statusCode, 200, res.body);
    const { id, amount, currencyCode } = res.json() as { id: number; amount: number; currencyCode: string };
    assert.ok(id > 0);
    const [row] = await h.db.select().from(requests).where(eq(requests.id, id));
    // The answer carries the frozen amount, which the thank-you page shows (not the browser's estimate).
    assert.equal(amount, row!.amountCents / 100);
    assert.equal(currencyCode, row!.currencyCode);
    assert.equal(row!.services, 'meet-and-greet');
    // Malpensa: 60 €/h, flat fee 4 h, 60 % to the PA; Italy VAT 22 %. Two hours bill the flat four.
    assert.equal(places.malpensa.priceCents, 6000);
    assert.equal(places.malpensa.forfaitHours, 4);
    assert.equal(row!.netCents, 24_000);
    assert.equal(row!.vatCents, 5_280);
    assert.equal(row!.amountCents, 29_280);
    assert.equal(row!.paPaymentCents, 14_400);
    assert.equal(row!.currencyCode, 'EUR');
    assert.equal(row!.status, 'created');
    assert.equal(row!.type, 'business');
    assert.equal(row!.customerId, company.id);
    assert.equal(row!.personalAssistantId, null);
    assert.deepEqual(row!.requiredVehicles, ['carType1', 'moto']);
    assert.deepEqual(row!.requiredCultures, ['it', 'en', 'other:Portuguese']);
    assert.equal(row!.serviceNotes, 'Meet at arrivals gate');
    assert.equal(row!.helpNotes, 'Carry the luggage');
    const [stop] = await h.db.select().from(requestCities).where(eq(requestCities.requestId, id));
    assert.equal(stop!.poiId, places.malpensa.id);
    assert.equal(stop!.poiPriceCents, 6000);
    assert.equal(stop!.cityPriceCents, places.milano.priceCents);
    assert.equal(stop!.flatPrice, 4);
    const refs = await h.db.select().from(referents).where(eq(referents.requestId, id)).orderBy(referents.id);
    assert.deepEqual(
      refs.map((r) => [r.firstname, r.lastname]),
      [
        ['Maria', 'Rossi Bianchi'],
        ['Luca', 'Verdi'],
      ],
      'a whole name sent in firstname is split on the first space',
    );
    const people = await h.db.select().from(assistedPeople).where(eq(assistedPeople.requestId, id));
    assert.equal(people.length, 2);
    const trips = await h.db.select().from(travels).where(eq(travels.requestId, id));
    assert.equal(trips[0]!.code, 'AZ123');
    assert.equal(trips[0]!.lastname, 'Smith', "the travel's passenger surname is stored");
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'request' and ${auditLog.entityId} = ${String(id)}`);
    assert.equal(audits.length, 1);
    assert.equal(audits[0]!.action, 'register');

    // A price rule changed later does not change the frozen quote.
    await h.db.execute(sql`update pois set price_cents = 99900 where id = ${places.malpensa.id}`);
    const [again] = await h.db.select().from(requests).where(eq(requests.id, id));
    assert.equal(again!.amountCents, 29_280);
  });
});

test('a street departure is priced with the city rule by the minute; the POI rule bills beyond its forfait', async (t) => {
  const { h, post, ids, places } = await setup(t);
  const base = validPayload(ids);
  const start = new Date(base.startDatetime);
  const cityPayload = validPayload(ids, {
    endDatetime: new Date(start.getTime() + 2.5 * HOUR).toISOString(),
    cities: [{ countryId: ids.countryId, cityId: ids.cityId, street: 'Via Torino 51', poiId: null }],
  });
  const res = await post(cityPayload);
  assert.equal(res.statusCode, 200, res.body);
  const [row] = await h.db
    .select()
    .from(requests)
    .where(eq(requests.id, (res.json() as { id: number }).id));
  // Milano: 45 €/h x 2.5 h = 112.50 €, VAT 22 % = 24.75 €, PA 60 % of the net = 67.50 €.
  assert.equal(places.milano.priceCents, 4500);
  assert.deepEqual(
    [row!.netCents, row!.vatCents, row!.amountCents, row!.paPaymentCents],
    [11_250, 2_475, 13_725, 6_750],
  );
  const longPoi = validPayload(ids, {
    endDatetime: new Date(start.getTime() + 5 * HOUR + 20 * 60_000).toISOString(),
  });
  const res2 = await post(longPoi);
  const [row2] = await h.db
    .select()
    .from(requests)
    .where(eq(requests.id, (res2.json() as { id: number }).id));
  // 5 h 20 min at 60 €/h = 320 €; VAT 70.40 €; PA 192 €.
  assert.deepEqual(
    [row2!.netCents, row2!.vatCents, row2!.amountCents, row2!.paPaymentCents],
    [32_000, 7_040, 39_040, 19_200],
  );
  // An arrival stop is stored second and does not change the price of the departure.
  const withArrival = validPayload(ids, {
    cities: [
      { countryId: ids.countryId, cityId: ids.cityId, poiId: ids.poiId },
      { countryId: ids.countryId, cityId: ids.cityId, street: 'Corso Buenos Aires 12' },
    ],
  });
  const res3 = await post(withArrival);
  assert.equal(res3.statusCode, 200, res3.body);
  const id3 = (res3.json() as { id: number }).id;
  const stops = await h.db
    .select()
    .from(requestCities)
    .where(eq(requestCities.requestId, id3))
    .orderBy(requestCities.orderIndex);
  assert.deepEqual(
    stops.map((s) => [s.orderIndex, s.poiId, s.street]),
    [
      [0, ids.poiId, null],
      [1, null, 'Corso Buenos Aires 12'],
    ],
  );
  const [row3] = await h.db.select().from(requests).where(eq(requests.id, id3));
  assert.equal(row3!.amountCents, 29_280);
});

test('every new-request rule of docs/product.md §5 answers 400 with its key on its field, and stores nothing', async (t) => {
  const { h, post, ids } = await setup(t);
  const base = validPayload(ids);
  const start = new Date(base.startDatetime);
  const before = await counts(h);
  const referent = base.referents[0]!;
  const assisted = base.assisted[0]!;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ startDatetime: new Date(Date.now() - 2 * HOUR).toISOString() }, 'startDatetime', 'START.DATE.PAST'],
    [
      { endDatetime: new Date(start.getTime() + 59 * 60_000).toISOString() },
      'endDatetime',
      'END.DATE.INVALID',
    ],
    [{ endDatetime: start.toISOString() }, 'endDatetime', 'END.DATE.INVALID'],
    [{ startDatetime: 'tomorrow' }, 'startDatetime', 'INVALID.DATE'],
    [{ startDatetime: `${start.getUTCFullYear() + 1}-02-30T10:00:00Z` }, 'startDatetime', 'INVALID.DATE'],
    [{ startDatetime: `${start.getUTCFullYear() + 1}-1-5T10:00:00Z` }, 'startDatetime', 'INVALID.DATE'],
    [{ endDatetime: `${start.getUTCFullYear() + 1}-11-28T25:00Z` }, 'endDatetime', 'INVALID.DATE'],
    [{ endDatetime: `${start.toISOString()}junk` }, 'endDatetime', 'INVALID.DATE'],
    [{ endDatetime: 'Nov 27 2030 21:00 GMT' }, 'endDatetime', 'INVALID.DATE'],
    [{ cities: [{ countryId: ids.countryId, cityId: ids.cityId }] }, 'cities.0.street', 'REQUIRED.PLACE'],
    [
      { cities: [{ countryId: ids.countryId, cityId: ids.cityId, poiId: ids.poiId, street: 'Via Roma 1' }] },
      'cities.0.street',
      'ADDRESS.OR.POI',
    ],
    [
      {
        cities: [
          { countryId: ids.countryId, cityId: ids.cityId, poiId: ids.poiId },
          { countryId: ids.countryId, cityId: ids.cityId, street: '  ' },
        ],
      },
      'cities.1.street',
      'REQUIRED.PLACE',
    ],
    [{ cities: [] }, 'cities', 'REQUIRED.PLACE'],
    [{ requiredVehicle: null, requiredVehicle1: null }, 'requiredVehicle', 'SELECT.ONE.FIELD'],
    [{ requiredVehicle: 'nothing', requiredVehicle1: 'carType2' }, 'requiredVehicle', 'SELECT.ONE.FIELD'],
    [{ referents: [{ ...referent, email: 'maria@' }] }, 'referents.0.email', 'INVALID.EMAIL'],
    [{ referents: [{ ...referent, phone: '' }] }, 'referents.0.phone', 'REQUIRED.FIELD'],
    [{ referents: [{ ...referent, mobile: '  ' }] }, 'referents.0.mobile', 'REQUIRED.FIELD'],
    [{ referents: [{ ...referent, firstname: ' ' }] }, 'referents.0.firstname', 'REQUIRED.FIELD'],
    [{ referents: [] }, 'referents', 'REQUIRED.FIELD'],
    [
      { referents: [{ ...referent, firstname: 'Marco', lastname: '' }] },
      'referents.0.lastname',
      'REQUIRED.SURNAME',
    ],
    [
      { referents: [{ ...referent, firstname: ' Marco ', lastname: undefined }] },
      'referents.0.lastname',
      'REQUIRED.SURNAME',
    ],
    [{ assisted: [{ ...assisted, title: '' }] }, 'assisted.0.title', 'REQUIRED.FIELD'],
    [{ assisted: [{ ...assisted, lastname: '' }] }, 'assisted.0.lastname', 'REQUIRED.FIELD'],
    [{ assisted: [{ ...assisted, firstname: '' }] }, 'assisted.0.firstname', 'REQUIRED.FIELD'],
    [{ referents: [{ ...referent, lastname: 'Rossi\u202E' }] }, 'referents.0.lastname', 'INVALID.CHARACTERS'],
    [{ assisted: [{ ...assisted, firstname: '\u202DLuca' }] }, 'assisted.0.firstname', 'INVALID.CHARACTERS'],
    [
      { cities: [{ countryId: ids.countryId, cityId: ids.cityId, street: 'Via \u2069Roma 1' }] },
      'cities.0.street',
      'INVALID.CHARACTERS',
    ],
    [{ customerId: undefined }, 'customerId', 'REQUIRED.FIELD'],
    [{ type: 'consumer' }, 'type', 'INVALID.VALUE'],
    [{ personalAssistantId: 7 }, 'personalAssistantId', 'INVALID.INPUT'],
    [{ isAdmin: true }, 'isAdmin', 'INVALID.INPUT'],
  ];
  for (const [over, field, key] of cases) {
    const res = await post(validPayload(ids, over));
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {};
    assert.ok(field in fields, `${field} expected in ${JSON.stringify(fields)}`);
    if (key !== 'INVALID.INPUT') assert.equal(fields[field], key, `${field}: ${res.body}`);
  }
  // An optional assisted mobile and no travels are fine.
  const ok = await post(validPayload(ids, { travels: [], assisted: [{ ...assisted, mobile: '' }] }));
  assert.equal(ok.statusCode, 200, ok.body);
  const after = await counts(h);
  assert.equal(after.requests, before.requests + 1, 'only the valid request was stored');
});

test('places must exist and belong together (country, city, POI)', async (t) => {
  const { post, ids, places } = await setup(t);
  const stop = (s: Record<string, unknown>) => validPayload(ids, { cities: [s] });
  const cases: [Record<string, unknown>, string, string][] = [
    [{ countryId: ids.countryId, cityId: 999_999, street: 'x' }, 'cities.0.cityId', 'INVALID.CITY'],
    [{ countryId: ids.countryId, cityId: places.paris.id, street: 'x' }, 'cities.0.cityId', 'INVALID.CITY'],
    [{ countryId: 999_999, cityId: ids.cityId, street: 'x' }, 'cities.0.countryId', 'INVALID.COUNTRY'],
    [
      { countryId: ids.countryId, cityId: ids.cityId, poiId: places.romePoi.id },
      'cities.0.poiId',
      'ADDRESS.INVALID',
    ],
    [{ countryId: ids.countryId, cityId: ids.cityId, poiId: 999_999 }, 'cities.0.poiId', 'ADDRESS.INVALID'],
  ];
  for (const [s, field, key] of cases) {
    const res = await post(stop(s));
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal((res.json() as { fields: Record<string, string> }).fields[field], key);
  }
  const mixed = await post(
    validPayload(ids, {
      cities: [
        { countryId: ids.countryId, cityId: ids.cityId, poiId: ids.poiId },
        { countryId: places.france.id, cityId: places.paris.id, street: 'Rue de Rivoli 1' },
      ],
    }),
  );
  assert.equal(mixed.statusCode, 400);
  assert.equal(
    (mixed.json() as { fields: Record<string, string> }).fields['cities.1.countryId'],
    'INVALID.COUNTRY',
  );
});

test('a customer files only for its own company; operators and anonymous callers cannot file', async (t) => {
  const { h, post, ids } = await setup(t);
  const before = await counts(h);
  const other = await post(validPayload({ ...ids, customerId: ids.customerId + 1 }));
  assert.equal(other.statusCode, 403);
  assert.equal(other.json().code, 'FORBIDDEN');
  for (const email of ['operator@example.com', 'admin@example.com', 'backoffice@example.com']) {
    const res = await post(validPayload(ids), await h.login(email));
    assert.equal(res.statusCode, 403, email);
  }
  const anonymous = await h.app.inject({ method: 'POST', url: URL_NEW, payload: validPayload(ids) });
  assert.equal(anonymous.statusCode, 401);
  assert.deepEqual(await counts(h), before);
});

// On PGlite too: a request and its rows are written in one transaction on each driver.
describe('on each database', () => {
  test('a failure in the middle of the write leaves nothing behind', async (t) => {
    const { h, post, ids } = await setup(t);
    const before = await counts(h);
    // The travels are written after the request, its stops, referents and assisted people.
    await h.db.execute(sql`create function alfie_test_fail() returns trigger language plpgsql as $$
    begin raise exception 'disk full'; end $$`);
    await h.db.execute(
      sql`create trigger alfie_test_fail before insert on travels for each row execute function alfie_test_fail()`,
    );
    const res = await post(validPayload(ids));
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().code, 'SERVER.ERROR');
    assert.doesNotMatch(res.body, /disk full/, 'details stay in the log');
    assert.deepEqual(await counts(h), before);
    await h.db.execute(sql`drop trigger alfie_test_fail on travels`);
    assert.equal((await post(validPayload(ids))).statusCode, 200);
  });
});
