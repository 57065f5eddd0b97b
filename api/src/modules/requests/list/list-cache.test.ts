// The dashboards' page cache: a repeated call is served from memory while the 'requests' data version stands, and
// any committed change to what a dashboard shows (requests, stops, referents, companies, places) bumps the version
// once per transaction, so the next call sees it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { RequestListItem } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';
import { requestsDataVersion } from '../versioned-cache.ts';

const PAGE = '/request/alfie/active-requests/?type=business&limit=5';

async function firstPage(h: TestApp, token: string) {
  const res = await h.app.inject({ method: 'GET', url: PAGE, headers: bearer(token) });
  assert.equal(res.statusCode, 200);
  return { items: res.json() as RequestListItem[], total: res.headers['x-total-count'] };
}

// On PGlite too: the cache is keyed by data versions that triggers keep, read through each driver.
describe('on each database', () => {
  test('dashboard pages: cached while the data version stands, fresh after any change', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const op = await h.login('operator@example.com');
    const first = (await firstPage(h, op)).items[0]!;

    await t.test(
      'a change that bypasses the triggers is not seen: the page came from the cache',
      async () => {
        await h.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(sql`update requests set service_notes = 'unseen' where id = ${first.id}`);
        });
        assert.notEqual((await firstPage(h, op)).items[0]!.serviceNotes, 'unseen');
      },
    );

    await t.test('a change to the company of a request shows at once', async () => {
      const name = `Renamed ${first.customers!.id}`;
      await h.db.execute(sql`update companies set business_name = ${name} where id = ${first.customers!.id}`);
      const { items } = await firstPage(h, op);
      assert.equal(items[0]!.customers!.businessName, name);
      assert.equal(items[0]!.serviceNotes, 'unseen'); // the whole page was rebuilt
    });

    await t.test('changes to stops and referents show at once', async () => {
      await h.db.execute(sql`update referents set firstname = 'Zoe' where request_id = ${first.id}`);
      assert.ok((await firstPage(h, op)).items[0]!.referents.every((r) => r.firstname === 'Zoe'));
      await h.db.execute(sql`update request_cities set street = 'Via Nuova' where request_id = ${first.id}`);
      assert.ok((await firstPage(h, op)).items[0]!.cities.every((c) => c.street === 'Via Nuova'));
    });

    await t.test('a removed request leaves the page and the total at once', async () => {
      const before = await firstPage(h, op);
      await h.db.execute(sql`delete from requests where id = ${before.items[4]!.id}`);
      const after = await firstPage(h, op);
      assert.equal(Number(after.total), Number(before.total) - 1);
      assert.ok(!after.items.some((i) => i.id === before.items[4]!.id));
    });

    await t.test('one bump per transaction, however many rows it writes', async () => {
      const v0 = Number(await requestsDataVersion(h.db));
      await h.db.transaction(async (tx) => {
        await tx.execute(sql`update requests set help_notes = 'bulk' where type = 'business'`);
        await tx.execute(sql`update referents set phone = '+390000000' where true`);
      });
      assert.equal(Number(await requestsDataVersion(h.db)), v0 + 1);
      const [bulk] = await rowsOf<{ n: number }>(
        h.db,
        sql`select count(*)::int as n from requests where help_notes = 'bulk'`,
      );
      assert.ok(bulk!.n > 5);
    });

    await t.test('a rolled-back change leaves the version as it was', async () => {
      const v0 = await requestsDataVersion(h.db);
      await assert.rejects(
        h.db.transaction(async (tx) => {
          await tx.execute(sql`update requests set help_notes = 'never' where id = ${first.id}`);
          throw new Error('rollback');
        }),
      );
      assert.equal(await requestsDataVersion(h.db), v0);
    });
  });
});
