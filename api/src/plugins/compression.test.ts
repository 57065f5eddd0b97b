// Compressed answers: a large JSON answer comes brotli- or gzip-encoded as the client asks and decodes to the very
// same body; small answers, clients that ask for nothing and the live event stream stay uncompressed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { RequestDetail, RequestListItem } from '@alfie/shared/contracts';
import { bearer } from '../test/build.ts';
import { buildFor, tokensOf } from '../test/setup.ts';
import { baseUrlOf, openEvents, ticketOf } from '../test/events.ts';

const LIST = '/request/alfie/active-requests/?type=business&sort=createDate&order=desc&limit=100';

test('a dashboard page is sent compressed as the client asks, and decodes to the same JSON', async (t) => {
  const h = await buildFor(t);
  const { operatorUser } = await tokensOf(h, ['operatorUser']);
  const get = (encoding?: string) =>
    h.app.inject({
      url: LIST,
      headers: { ...bearer(operatorUser), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
  const plain = await get();
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.rawPayload.length > 1024, `the demo's page is ${plain.rawPayload.length} bytes`);

  const br = await get('br, gzip');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(String(br.headers.vary), /accept-encoding/i);
  assert.ok(
    br.rawPayload.length < plain.rawPayload.length / 3,
    `${br.rawPayload.length} of ${plain.rawPayload.length}`,
  );
  assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')), plain.json());

  const gzip = await get('gzip');
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')), plain.json());
});

test('small answers and the event stream are not compressed', async (t) => {
  const h = await buildFor(t);
  const { operatorUser } = await tokensOf(h, ['operatorUser']);
  const health = await h.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(health.statusCode, 200);
  assert.equal(health.headers['content-encoding'], undefined);

  // Compressing the stream would hold each event in the compressor until it had enough to send.
  const stream = await openEvents(await baseUrlOf(h.app), `ticket=${await ticketOf(h.app, operatorUser)}`, {
    'accept-encoding': 'br, gzip',
  });
  t.after(() => stream.close());
  assert.equal(stream.status, 200);
  assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.equal(stream.headers.get('content-encoding'), null);
});

test('a kept page and a kept detail reach a browser in brotli, and a change sends the new data, not old bytes', async (t) => {
  const h = await buildFor(t);
  const { operatorUser } = await tokensOf(h, ['operatorUser']);
  const browser = { ...bearer(operatorUser), 'accept-encoding': 'gzip, deflate, br, zstd' };
  const decoded = async <T>(url: string): Promise<T> => {
    const res = await h.app.inject({ url, headers: browser });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as T;
  };
  const [first] = await decoded<RequestListItem[]>(LIST);
  assert.ok(first);
  const DETAIL = `/Request/alfie/request-detail?id=${first.id}`;
  assert.equal((await decoded<RequestDetail>(DETAIL)).request.id, first.id);

  // A write the operators make (service notes of the request) bumps the data version: both answers are built again.
  await h.db.execute(sql`update requests set service_notes = 'gate B12' where id = ${first.id}`);
  assert.equal((await decoded<RequestListItem[]>(LIST))[0]?.serviceNotes, 'gate B12');
  assert.equal((await decoded<RequestDetail>(DETAIL)).request.serviceNotes, 'gate B12');
});
