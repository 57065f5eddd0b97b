// The dashboards' page cache: a repeated call is served from memory while the 'requests' data version stands, and
// any committed change to what a dashboard shows (requests, stops, referents, companies, places) bumps the version
// once per transaction, so the next call sees it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { RequestListItem } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../../test/build.ts';
import { rowsOf } from '../../../db/client.ts';
import { PageCache, requestsDataVersion } from './page-cache.ts';

const PAGE = '/request/alfie/active-requests/?type=business&limit=5';

async function firstPage(h: TestApp, token: string) {
  const res = await h.app.inject({ method: 'GET', url: PAGE, headers: bearer(token) });
  assert.equal(res.statusCode, 200);
  return { items: res.json() as RequestListItem[], total: res.headers['x-total-count'] };
}

test('dashboard pages: cached while the data version stands, fresh after any change', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const op = await h.login('operator@example.com');
  const first = (await firstPage(h, op)).items[0]!;

  await t.test('a change that bypasses the triggers is not seen: the page came from the cache', async () => {
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update requests set service_notes = 'unseen' where id = ${first.id}`);
    });
    assert.notEqual((await firstPage(h, op)).items[0]!.serviceNotes, 'unseen');
  });

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

test('the page cache holds one data version: a newer one drops the older pages, a late older build is not kept', () => {
  const cache = new PageCache();
  const page = (text: string) => ({ body: Buffer.from(text), total: 1, nextCursor: null });
  cache.set(1, 'a', page('[1]'));
  cache.set(1, 'b', page('[2]'));
  assert.equal(cache.get(1, 'a')?.body.toString(), '[1]');
  const held = cache.size;
  assert.equal(cache.get(2, 'a'), undefined, 'version 2 was read: the pages of version 1 are gone');
  assert.ok(cache.size < held);
  assert.equal(cache.size, 0);
  cache.set(1, 'a', page('[old]'));
  assert.equal(cache.get(1, 'a'), undefined, 'a build of an older version is not served');
  assert.equal(cache.get(2, 'a'), undefined, 'nor kept for the newer one');
  cache.set(2, 'a', page('[new]'));
  assert.equal(cache.get(2, 'a')?.body.toString(), '[new]');
});

test('concurrent misses of one page share one build; another version or key builds its own; a failed build is not kept', async () => {
  const cache = new PageCache();
  let builds = 0;
  const build = (text: string) => async () => {
    builds += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { body: Buffer.from(text), total: 1, nextCursor: null };
  };
  const pages = await Promise.all([
    cache.getOrBuild(1, 'a', build('[1]')),
    cache.getOrBuild(1, 'a', build('[other]')),
    cache.getOrBuild(1, 'a', build('[other]')),
  ]);
  assert.equal(builds, 1, 'three callers, one build');
  assert.deepEqual(
    pages.map((p) => p.body.toString()),
    ['[1]', '[1]', '[1]'],
  );
  assert.equal((await cache.getOrBuild(1, 'a', build('[again]'))).body.toString(), '[1]', 'then kept');
  assert.equal(builds, 1);
  await Promise.all([cache.getOrBuild(1, 'b', build('[b]')), cache.getOrBuild(2, 'a', build('[2]'))]);
  assert.equal(builds, 3);

  const failing = async () => {
    builds += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new Error('database gone');
  };
  const failed = await Promise.allSettled([
    cache.getOrBuild(3, 'a', failing),
    cache.getOrBuild(3, 'a', failing),
  ]);
  assert.deepEqual(
    failed.map((f) => f.status),
    ['rejected', 'rejected'],
  );
  assert.equal(builds, 4, 'the failure is shared too');
  assert.equal(
    (await cache.getOrBuild(3, 'a', build('[3]'))).body.toString(),
    '[3]',
    'the next call builds again',
  );
});
