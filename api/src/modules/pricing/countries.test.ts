// Country calls of the pricing screen: create, edit, delete, the country form rules and audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { bearer, build, type TestApp } from '../../test/build.ts';
import { DEFAULT_CANCELLATION_POLICY } from '@alfie/shared/contracts';
import { auditLog, countries } from '../../db/schema.ts';

const country = {
  country: 'España',
  code: 'ES',
  vat: 21,
  withholdingTax: 15,
  currencySymbol: '€',
  currencyCode: 'EUR',
};
const save = (h: TestApp, headers: Record<string, string>, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/pricing/alfie/country-new-price',
    headers,
    payload: payload as object,
  });
const remove = (h: TestApp, headers: Record<string, string>, name: string, code: string) =>
  h.app.inject({
    method: 'DELETE',
    url: `/pricing/alfie/country-delete-price?countryName=${encodeURIComponent(name)}&countryCode=${code}`,
    headers,
  });

test('a country is created (country, code), edited (name, countryCode) and deleted, each audited', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = bearer(await h.login('admin@example.com'));
  const created = await save(h, headers, country);
  assert.equal(created.statusCode, 200, created.body);
  const body = created.json();
  assert.deepEqual(
    { ...body, id: 0 },
    {
      id: 0,
      name: 'España',
      countryCode: 'ES',
      vat: 21,
      withholdingTax: 15,
      currencySymbol: '€',
      currencyCode: 'EUR',
      travelBufferMinutes: 60,
      noShowWaitMinutes: 60,
      // A country created without one gets the default cancellation policy.
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    },
  );
  // Older clients send the numbers as text.
  const edited = await save(h, headers, {
    name: 'Spagna',
    countryCode: 'es',
    vat: '10',
    withholdingTax: '19',
    currencySymbol: '€',
    currencyCode: 'eur',
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const [row] = await h.db.select().from(countries).where(eq(countries.id, body.id));
  assert.deepEqual([row!.name, row!.code, row!.vat, row!.withholdingTax], ['Spagna', 'ES', 10, 19]);
  const byId = await save(h, headers, {
    id: body.id,
    name: 'Spagna',
    countryCode: 'ESP',
    vat: 10,
    withholdingTax: 19,
    currencySymbol: '€',
    currencyCode: 'EUR',
  });
  assert.equal(byId.json().countryCode, 'ESP');
  const unknown = await save(h, headers, {
    ...(byId.json() as Record<string, unknown>),
    id: undefined,
    name: 'Atlantide',
    countryCode: 'ATX',
  });
  assert.equal(unknown.statusCode, 404);

  assert.equal((await remove(h, headers, 'Spagna', 'IT')).statusCode, 404, 'name and code must match');
  assert.equal((await remove(h, headers, 'spagna', 'esp')).statusCode, 200);
  assert.equal((await h.db.select().from(countries).where(eq(countries.id, body.id))).length, 0);
  const audits = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'country'));
  assert.deepEqual(
    audits.map((a) => a.action),
    ['create', 'update', 'update', 'delete'],
  );
});

test('a country with cities cannot be deleted (409 COUNTRY.HAS.CITIES); duplicates are 409', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = bearer(await h.login('admin@example.com'));
  const res = await remove(h, headers, 'Italia', 'IT');
  assert.equal(res.statusCode, 409);
  assert.deepEqual(res.json(), { error: 'The country still has cities', code: 'COUNTRY.HAS.CITIES' });
  const dupName = await save(h, headers, { ...country, country: 'italia', code: 'XX' });
  assert.equal(dupName.statusCode, 409);
  assert.equal(dupName.json().fields.name, 'INVALID.COUNTRY');
  const dupCode = await save(h, headers, { ...country, code: 'it' });
  assert.equal(dupCode.json().fields.countryCode, 'INVALID.CODE');
});

test('the country form rules of docs/product.md §5 are enforced by the server', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = bearer(await h.login('admin@example.com'));
  const cases: [unknown, string, string][] = [
    [{ ...country, code: '1S' }, 'code', 'INVALID.CODE'],
    [{ ...country, code: '' }, 'code', 'REQUIRED.FIELD'],
    [{ ...country, country: ' ' }, 'country', 'REQUIRED.FIELD'],
    [{ ...country, vat: 0 }, 'vat', 'REQUIRED.FIELD'],
    [{ ...country, vat: '2a' }, 'vat', 'INVALID.NUMBER'],
    [{ ...country, withholdingTax: 12.5 }, 'withholdingTax', 'INVALID.NUMBER'],
    [{ ...country, currencyCode: 'EU' }, 'currencyCode', 'INVALID.CODE'],
    [{ ...country, currencySymbol: '' }, 'currencySymbol', 'REQUIRED.FIELD'],
  ];
  for (const [payload, field, key] of cases) {
    const res = await save(h, headers, payload);
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().fields?.[field], key, `${field}: ${res.body}`);
  }
  assert.equal((await save(h, headers, { ...country, extra: 1 })).statusCode, 400);
  for (const email of ['operator@example.com', 'customer@example.com']) {
    const other = bearer(await h.login(email));
    assert.equal((await save(h, other, country)).statusCode, 403);
    assert.equal((await remove(h, other, 'Italia', 'IT')).statusCode, 403);
  }
  assert.equal((await h.db.select().from(countries).where(eq(countries.code, 'ES'))).length, 0);
  assert.equal((await remove(h, headers, 'Italia', '')).statusCode, 400);
});

test('the travel time between assignments: 60 minutes by default, set per country from 0 to 720, kept when omitted', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = bearer(await h.login('admin@example.com'));
  const created = await save(h, headers, { ...country, travelBufferMinutes: 0 });
  assert.equal(created.statusCode, 200, created.body);
  assert.equal(created.json().travelBufferMinutes, 0, 'no travel time at all is allowed');
  const id = created.json().id as number;
  const edit = {
    id,
    name: 'España',
    countryCode: 'ES',
    vat: 21,
    withholdingTax: 15,
    currencySymbol: '€',
    currencyCode: 'EUR',
  };
  assert.equal(
    (await save(h, headers, { ...edit, travelBufferMinutes: '720' })).json().travelBufferMinutes,
    720,
  );
  assert.equal((await save(h, headers, edit)).json().travelBufferMinutes, 720, 'an older client keeps it');
  for (const bad of [721, -1, 1.5, 'x']) {
    const res = await save(h, headers, { ...edit, travelBufferMinutes: bad });
    assert.equal(res.statusCode, 400, String(bad));
    assert.equal(res.json().fields?.travelBufferMinutes, 'TRAVEL.BUFFER.INVALID', String(bad));
  }
  const [row] = await h.db.select().from(countries).where(eq(countries.id, id));
  assert.equal(row!.travelBufferMinutes, 720, 'refusals change nothing');
  const prices = await h.app.inject({ method: 'GET', url: '/pricing/alfie/prices', headers });
  const italia = (prices.json() as { name: string; travelBufferMinutes: number }[]).find(
    (c) => c.name === 'Italia',
  );
  assert.equal(italia?.travelBufferMinutes, 60, 'the default of every country');
  const byOperator = await save(h, bearer(await h.login('operator@example.com')), {
    ...edit,
    travelBufferMinutes: 5,
  });
  assert.equal(byOperator.statusCode, 403);
});

test('the no-show waiting time: 60 minutes by default, set per country from 0 to 360, kept when omitted', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const headers = bearer(await h.login('admin@example.com'));
  const created = await save(h, headers, { ...country, noShowWaitMinutes: 30 });
  assert.equal(created.statusCode, 200, created.body);
  assert.equal(created.json().noShowWaitMinutes, 30);
  const id = created.json().id as number;
  const edit = {
    id,
    name: 'España',
    countryCode: 'ES',
    vat: 21,
    withholdingTax: 15,
    currencySymbol: '€',
    currencyCode: 'EUR',
  };
  assert.equal((await save(h, headers, { ...edit, noShowWaitMinutes: '360' })).json().noShowWaitMinutes, 360);
  assert.equal((await save(h, headers, edit)).json().noShowWaitMinutes, 360, 'an older client keeps it');
  for (const bad of [361, -1, 2.5, 'x']) {
    const res = await save(h, headers, { ...edit, noShowWaitMinutes: bad });
    assert.equal(res.statusCode, 400, String(bad));
    assert.equal(res.json().fields?.noShowWaitMinutes, 'NO.SHOW.WAIT.INVALID', String(bad));
  }
  const [row] = await h.db.select().from(countries).where(eq(countries.id, id));
  assert.equal(row!.noShowWaitMinutes, 360, 'refusals change nothing');
  const prices = await h.app.inject({ method: 'GET', url: '/pricing/alfie/prices', headers });
  const italia = (prices.json() as { name: string; noShowWaitMinutes: number }[]).find(
    (c) => c.name === 'Italia',
  );
  assert.equal(italia?.noShowWaitMinutes, 60, 'the default of every country');
});
