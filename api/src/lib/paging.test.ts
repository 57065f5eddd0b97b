// Cursors of list calls: a tampered one is a 400 with a field error on every list, never a 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer } from '../test/build.ts';
import { buildFor, tokensOf } from '../test/setup.ts';
import { decodeCursor, encodeCursor } from './paging.ts';

const b64 = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const TAMPERED = [
  b64(['garbage', 1]),
  b64([1e300, 1]),
  b64(['2026-02-30T10:00:00.000Z', 1]),
  b64(['Nov 27 2026 21:00 GMT', 1]),
  b64(['2026-03-01T10:00:00.000Z', 1.5]),
  b64(['2026-03-01T10:00:00.000Z', 'x']),
  'not base64 json',
];

test('decodeCursor: the key of a cursor it encoded, each place checked against the shape', () => {
  const key = ['2026-03-01T10:00:00.123456Z', 7] as const;
  assert.deepEqual(decodeCursor(encodeCursor(key), ['instant', 'id']), key);
  assert.equal(decodeCursor(undefined, ['id']), null);
  for (const cursor of TAMPERED)
    assert.throws(
      () => decodeCursor(cursor, ['instant', 'id']),
      (e: { statusCode?: number }) => e.statusCode === 400,
      cursor,
    );
  assert.throws(
    () => decodeCursor(b64([-1]), ['id']),
    (e: { statusCode?: number }) => e.statusCode === 400,
  );
});

test('every keyset list answers a tampered cursor with 400 and a field error on cursor', async (t) => {
  const h = await buildFor(t);
  const tokens = await tokensOf(h, ['admin', 'customer']);
  const pa = await h.login('pa@example.com');
  const lists: [string, string][] = [
    [tokens.admin, '/request/alfie/closeout'],
    [tokens.admin, '/customer/alfie/customers/'],
    [tokens.customer, '/request/alfie/requests'],
    [tokens.admin, '/operator/alfie/operators'],
    [pa, '/pa/alfie/open-requests'],
  ];
  for (const [token, url] of lists)
    for (const cursor of TAMPERED) {
      const res = await h.app.inject({
        method: 'GET',
        url: `${url}?limit=2&cursor=${encodeURIComponent(cursor)}`,
        headers: bearer(token),
      });
      assert.equal(res.statusCode, 400, `${url} ${cursor}: ${res.body}`);
      assert.equal((res.json() as { fields?: Record<string, string> }).fields?.cursor, 'INVALID.VALUE', url);
    }
});
