// API tests of the dashboards' server-side sort: every column orders the whole filtered list, paging follows the
// sort (each row once, in order), a cursor of another sort is refused, and the page cache keeps sorts apart.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { REQUEST_SORTS, SORT_ORDERS, type RequestListItem, type RequestSort } from '@alfie/shared/contracts';
import { bearer, build, type TestApp } from '../../../test/build.ts';

const LIST = '/request/alfie/active-requests/';

async function list(h: TestApp, token: string, query: string) {
  const res = await h.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: bearer(token) });
  return { res, items: res.statusCode === 200 ? (res.json() as RequestListItem[]) : [] };
}

/** The sorted value as the screen shows it; text sorts ignore case. */
const valueOf: Record<RequestSort, (i: RequestListItem) => string | number> = {
  createDate: (i) => Date.parse(`${i.createDate}Z`),
  startDatetime: (i) => Date.parse(i.startDatetime),
  departure: (i) => (i.cities.find((c) => c.orderIndex === 0)?.city ?? '').toLowerCase(),
  customer: (i) => (i.customers?.businessName ?? '').toLowerCase(),
  status: (i) => i.status,
};

// Cities and statuses are plain lowercase ASCII words, ordered alike by every collation and by JavaScript.
const comparable = (sort: RequestSort) => sort !== 'customer';

async function pages(h: TestApp, token: string, query: string, limit: number): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { res, items } = await list(
      h,
      token,
      `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    assert.equal(res.statusCode, 200, query);
    seen.push(...items.map((i) => i.id));
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return seen;
  }
}

// On PGlite too: the order of the lists, prepared on the pool and plain on PGlite.
describe('on each database', () => {
  test('dashboards: the API sorts the whole list and paging follows the sort', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const op = await h.login('operator@example.com');
    const base = (await list(h, op, 'type=business')).items;
    assert.ok(base.length > 50);

    for (const sort of REQUEST_SORTS) {
      for (const order of SORT_ORDERS) {
        await t.test(
          `${sort} ${order}: the whole list in order, and its pages give it back once`,
          async () => {
            const query = `type=business&sort=${sort}&order=${order}`;
            const { res, items } = await list(h, op, query);
            assert.equal(res.statusCode, 200);
            assert.deepEqual(
              items.map((i) => i.id).sort((a, b) => a - b),
              base.map((i) => i.id).sort((a, b) => a - b),
            );
            if (comparable(sort)) {
              const sign = order === 'asc' ? 1 : -1;
              for (let i = 1; i < items.length; i++) {
                const a = valueOf[sort](items[i - 1]!);
                const b = valueOf[sort](items[i]!);
                const cmp = typeof a === 'number' ? a - (b as number) : a < b ? -1 : a > b ? 1 : 0;
                assert.ok(sign * cmp <= 0, `${sort} ${order} at ${i}: ${a} then ${b}`);
                if (cmp === 0) assert.ok(sign * (items[i - 1]!.id - items[i]!.id) < 0, 'ties broken by id');
              }
            }
            assert.deepEqual(
              await pages(h, op, query, 40),
              items.map((i) => i.id),
            );
          },
        );
      }
    }

    await t.test(
      'the first page of a sort is the head of the whole sorted list, not a sorted newest page',
      async () => {
        const earliest = [...base].sort(
          (a, b) => Date.parse(a.startDatetime) - Date.parse(b.startDatetime) || a.id - b.id,
        );
        const { items } = await list(h, op, 'type=business&sort=startDatetime&order=asc&limit=10');
        assert.deepEqual(
          items.map((i) => i.id),
          earliest.slice(0, 10).map((i) => i.id),
        );
        const newest = (await list(h, op, 'type=business&limit=10')).items;
        assert.notDeepEqual(
          items.map((i) => i.id),
          newest.map((i) => i.id),
        );
      },
    );

    await t.test('without sort the order stays createDate newest first', async () => {
      const { items } = await list(h, op, 'type=business&sort=createDate&order=desc');
      assert.deepEqual(
        items.map((i) => i.id),
        base.map((i) => i.id),
      );
    });

    await t.test('the sort composes with the filters', async () => {
      const { items } = await list(h, op, 'type=business&status=created&sort=departure&order=asc');
      assert.ok(items.length > 0 && items.every((i) => i.status === 'created'));
      for (let i = 1; i < items.length; i++)
        assert.ok(valueOf.departure(items[i - 1]!) <= valueOf.departure(items[i]!));
    });

    await t.test('an unknown sort or order, or a cursor of another sort, is a 400', async () => {
      for (const q of ['sort=amount', 'order=up', 'sort=createDate;drop table requests']) {
        const { res } = await list(h, op, `type=business&${q}`);
        assert.equal(res.statusCode, 400, q);
      }
      const first = await list(h, op, 'type=business&limit=5');
      const cursor = first.res.headers['x-next-cursor'] as string;
      assert.ok(cursor);
      for (const other of [
        'sort=customer&order=desc',
        'sort=createDate&order=asc',
        'sort=status&order=desc',
      ]) {
        const { res } = await list(h, op, `type=business&limit=5&cursor=${cursor}&${other}`);
        assert.equal(res.statusCode, 400, other);
      }
    });
  });
});
