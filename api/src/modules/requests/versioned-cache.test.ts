// VersionedCache: answers of one data version at a time, concurrent misses of one key sharing one build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VersionedCache } from './versioned-cache.ts';

test('the page cache holds one data version: a newer one drops the older pages, a late older build is not kept', () => {
  const cache = new VersionedCache<{ body: Buffer; total: number; nextCursor: null }>(1024 * 1024);
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
  const cache = new VersionedCache<{ body: Buffer; total: number; nextCursor: null }>(1024 * 1024);
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
