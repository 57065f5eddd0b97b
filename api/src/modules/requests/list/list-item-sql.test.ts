// The list item's exact values and formats for a request written with edge values (sub-millisecond instants,
// cents, a numeric flat price, stops and referents stored out of order, no customer), on whichever driver runs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { build } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';
import { itemRows, listItemById } from './list-item-sql.ts';

// On PGlite too: the dashboard query runs prepared on the PostgreSQL pool and plain on PGlite.
describe('on each database', () => {
  test('list item: values and formats of every field', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const one = async <T>(q: ReturnType<typeof sql>) => (await rowsOf<T>(h.db, q))[0]!;
    const country = await one<{ id: number; name: string; currency_symbol: string }>(
      sql`select id, name, currency_symbol from countries order by id limit 1`,
    );
    const city = await one<{ id: number; name: string }>(
      sql`select id, name from cities where country_id = ${country.id} order by id limit 1`,
    );
    const poi = await one<{ id: number; name: string }>(sql`select id, name from pois order by id limit 1`);
    const company = await one<{ id: number; business_name: string; vat_code: string | null; email: string }>(
      sql`select id, business_name, vat_code, email from companies order by id limit 1`,
    );
    const bare = await one<{ id: number }>(sql`insert into requests (u_id, type, country_id, create_date,
      start_datetime, end_datetime, passengers, required_vehicles, required_cultures, currency_code,
      net_cents, vat_cents, amount_cents, pa_payment_cents)
    values ('0b7c4c6e-2f7a-4d4e-9a51-3f1f6c1d2e01', 'business', ${country.id}, '2026-03-04 05:06:07.891999+00',
      '2026-03-05 10:00:00+01', '2026-03-05 12:30:00.5+00', 3, array['van', 'car', null], array['it'], 'EUR',
      100000, 23457, 123457, 5)
    returning id`);

    await rowsOf(
      h.db,
      sql`insert into request_cities (request_id, order_index, city_id, poi_id, street, street_number, postal_code,
        city_price_cents, poi_price_cents, flat_price)
      values (${bare.id}, 1, ${city.id}, null, 'Via Roma', '1a', '00100', null, null, null),
             (${bare.id}, 0, ${city.id}, ${poi.id}, null, null, null, 2000, 1999, 1.5)`,
    );
    await rowsOf(
      h.db,
      sql`insert into referents (request_id, firstname, lastname, phone, mobile, email)
      values (${bare.id}, 'Zoe', 'Zeta', '1', '2', 'z@example.com'), (${bare.id}, 'Ada', 'Alfa', '3', '4', 'a@example.com')`,
    );
    const stop = { cityId: city.id, countryId: country.id, country: country.name, city: city.name };
    const expected = {
      id: bare.id,
      uId: '0b7c4c6e-2f7a-4d4e-9a51-3f1f6c1d2e01',
      type: 'business',
      createDate: '2026-03-04T05:06:07.891',
      startDatetime: '2026-03-05T09:00:00.000Z',
      endDatetime: '2026-03-05T12:30:00.500Z',
      status: 'created',
      personalAssistantId: null,
      passengers: 3,
      cities: [
        {
          ...stop,
          poi: poi.name,
          poiId: poi.id,
          street: null,
          poiPrice: 19.99,
          cityPrice: 20,
          flatPrice: 1.5,
          streetNumber: null,
          postalCode: null,
          orderIndex: 0,
        },
        {
          ...stop,
          poi: null,
          poiId: null,
          street: 'Via Roma',
          poiPrice: null,
          cityPrice: null,
          flatPrice: null,
          streetNumber: '1a',
          postalCode: '00100',
          orderIndex: 1,
        },
      ],
      customers: null,
      services: null,
      serviceNotes: null,
      helpNotes: null,
      requiredVehicle: 'van',
      requiredVehicle1: 'car',
      requiredVehicle2: null,
      requiredVehicle3: null,
      requiredVehicle4: null,
      requiredVehicle5: null,
      requiredVehicle6: null,
      requiredVehicle7: null,
      requiredCulture1: 'it',
      requiredCulture2: null,
      requiredCulture3: null,
      requiredCulture4: null,
      requiredCulture5: null,
      requiredCulture6: null,
      amount: 1234.57,
      additionalDetails: null,
      paPaymentAmount: 0.05,
      paPaymentInstant: null,
      referents: [
        { firstname: 'Zoe', lastname: 'Zeta', phone: '1', mobile: '2', email: 'z@example.com' },
        { firstname: 'Ada', lastname: 'Alfa', phone: '3', mobile: '4', email: 'a@example.com' },
      ],
      currencyCode: 'EUR',
      currencySymbol: country.currency_symbol,
    };

    await t.test('by id, as the detail reads it', async () => {
      assert.deepEqual(await listItemById(h.db, bare.id), expected);
      assert.equal(await listItemById(h.db, -1), null);
      // The statement's text is made once (prepared.ts, preparedById): each call still reads its own id.
      const other = await one<{ id: number }>(
        sql`select id from requests where id <> ${bare.id} order by id limit 1`,
      );
      assert.equal((await listItemById(h.db, other.id))?.id, other.id);
      assert.deepEqual(await listItemById(h.db, bare.id), expected);
    });

    await t.test('as JSON text in a page, with the cursor key in microseconds', async () => {
      const rows = await itemRows(h.db, sql`requests.id = ${bare.id}`, 10);
      assert.equal(rows.length, 1);
      assert.deepEqual(JSON.parse(rows[0]!.item), expected);
      assert.equal(rows[0]!.key, '2026-03-04T05:06:07.891999Z');
      assert.equal(rows[0]!.id, bare.id);
    });

    await t.test('a customer and a payment instant', async () => {
      await rowsOf(
        h.db,
        sql`update requests set customer_id = ${company.id},
      pa_payment_instant = '2026-03-06 00:00:00.0071+00' where id = ${bare.id}`,
      );
      const item = (await listItemById(h.db, bare.id))!;
      assert.deepEqual(item.customers, {
        id: company.id,
        businessName: company.business_name,
        vatCode: company.vat_code,
        email: company.email,
      });
      assert.equal(item.paPaymentInstant, '2026-03-06T00:00:00.007Z');
    });
  });
});
