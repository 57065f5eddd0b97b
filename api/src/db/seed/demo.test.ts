// The demo seed: every status and both types over the last 60 and next 30 days, quotes from the shared rule,
// offers only from approved PAs with a login in the request's city (the demo PA among them), deterministic, and never into a database that already has data.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { computeQuote, REQUEST_STATUSES, REVIEW_STATUSES } from '@alfie/shared/contracts';
import { build } from '../../test/build.ts';
import { openDatabase, rowsOf } from '../client.ts';
import { seedDemo } from './demo.ts';
import * as t from '../schema.ts';

// On PGlite too: the demo seed is loaded into the embedded database by npm start.
describe('on each database', () => {
  test('the seeded database has what the screens need', async (tt) => {
    const h = await build();
    tt.after(() => h.close());
    const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(h.db, q);
    const byStatus = await rows<{ status: string; type: string }>(
      sql`select distinct status, type from requests`,
    );
    for (const status of REQUEST_STATUSES)
      for (const type of ['business', 'consumer'])
        assert.ok(
          byStatus.some((r) => r.status === status && r.type === type),
          `${status}/${type}`,
        );
    const [span] = await rows<{ n: number; min_days: number; max_days: number }>(
      sql`select count(*)::int n, min(extract(epoch from start_datetime - now()) / 86400)::float min_days, max(extract(epoch from start_datetime - now()) / 86400)::float max_days from requests`,
    );
    assert.ok(span!.n >= 300);
    assert.ok(span!.min_days >= -61 && span!.min_days < -50);
    assert.ok(span!.max_days <= 31 && span!.max_days > 20);
    for (const table of ['companies', 'personal_assistants']) {
      const statuses = (await rows<{ status: string }>(sql.raw(`select distinct status from ${table}`)))
        .map((r) => r.status)
        .sort();
      assert.deepEqual(statuses, [...REVIEW_STATUSES].sort(), table);
    }
    const offers = await rows<{ status: string }>(
      sql`select pa.status from pa_offers o join personal_assistants pa on pa.id = o.pa_id`,
    );
    assert.ok(offers.length > 0 && offers.every((o) => o.status === 'approved'));
    // Offers come from PAs with a login who work in a city of the request (the accepted ones of past assignments may
    // come from a PA of the country when nobody works in that city); the demo PA has some on open requests.
    const [outside] = await rows<{ n: number }>(
      sql`select count(*)::int n from pa_offers o join personal_assistants pa on pa.id = o.pa_id
        left join accounts a on a.id = pa.account_id and a.role = 'personal-assistant'
        where a.id is null or o.response <> 'accepted' and not exists (select 1 from request_cities rc join pa_cities pc on pc.city_id = rc.city_id
          where rc.request_id = o.request_id and pc.pa_id = pa.id)`,
    );
    assert.equal(outside!.n, 0);
    const [demo] = await rows<{ cities: string; open_offers: number }>(
      sql`select (select string_agg(c.name, ',' order by c.name) from pa_cities pc join cities c on c.id = pc.city_id
          where pc.pa_id = pa.id) cities,
        (select count(*)::int from pa_offers o join requests r on r.id = o.request_id
          where o.pa_id = pa.id and o.response = 'offered' and r.status = 'created' and r.start_datetime > now()) open_offers
        from personal_assistants pa where pa.email = 'pa@example.com' and pa.status = 'approved'`,
    );
    assert.equal(demo?.cities, 'Milano,Roma');
    assert.ok(demo!.open_offers > 0, 'the demo PA has offers on open requests');
    assert.equal((await h.login('pa@example.com')).length > 20, true);
    const [countries] = await rows<{ names: string }>(
      sql`select string_agg(name, ',' order by name) names from countries`,
    );
    assert.equal(countries!.names, 'France,Italia');
    const pois = await rows<{ name: string }>(sql`select name from pois`);
    assert.ok(
      pois.some((p) => /Aeroporto|Aéroport/.test(p.name)) && pois.some((p) => /Centrale|Gare/.test(p.name)),
    );

    // Amounts follow the shared quote of the first stop's rule.
    const sample = await rows<{
      kind: string;
      rate: number;
      forfait: number | null;
      perc: number;
      vat: number;
      ms: number;
      amount: number;
      pa: number;
    }>(sql`
    select case when rc.poi_id is null then 'city' else 'poi' end kind, coalesce(rc.poi_price_cents, rc.city_price_cents) rate,
      rc.flat_price::float forfait, rc.perc_to_pa::float perc, c.vat, (extract(epoch from r.end_datetime - r.start_datetime) * 1000)::float ms,
      r.amount_cents amount, r.pa_payment_cents pa
    from requests r join request_cities rc on rc.request_id = r.id and rc.order_index = 0 join countries c on c.id = r.country_id limit 50`);
    for (const s of sample) {
      const q = computeQuote(
        { kind: s.kind as 'city' | 'poi', rateCents: s.rate, forfaitHours: s.forfait, percToPA: s.perc },
        s.ms,
        s.vat,
      );
      assert.equal(s.amount, q.amountCents);
      assert.equal(s.pa, q.paPaymentCents);
    }
  });
});

test('the seed is deterministic and only loads into an empty database', async () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const snapshot = async () => {
    const d = await openDatabase({ memory: true });
    await d.migrate();
    assert.equal((await seedDemo(d.db, { now, requests: 120 })).seeded, true);
    assert.equal((await seedDemo(d.db, { now })).seeded, false, 'second run is a no-op');
    const r = await d.db
      .select({
        id: t.requests.id,
        amount: t.requests.amountCents,
        status: t.requests.status,
        start: t.requests.startDatetime,
      })
      .from(t.requests)
      .orderBy(t.requests.id);
    await d.close();
    return r;
  };
  assert.deepEqual(await snapshot(), await snapshot());
});
