// A kept answer is compressed once, in the best encoding the caller accepts, and the compression plugin is left the
// callers it serves better (zstd only) and the answers too small to gain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { COMPRESSION_THRESHOLD_BYTES, encodedAnswer, type EncodableAnswer } from './encoded-answer.ts';

/** A JSON list shaped like a dashboard page: repeated keys, varied values. */
function pageOf(items: number): Buffer {
  const rows = Array.from({ length: items }, (_, i) => ({
    id: 1000 + i,
    status: ['created', 'assigned', 'completed'][i % 3],
    startDatetime: new Date(Date.UTC(2026, 10, 1 + (i % 28), i % 24)).toISOString(),
    customers: { id: i % 17, businessName: `Company ${i % 17} S.r.l.` },
    serviceNotes: `Meet at gate ${i % 40}, flight AZ${1000 + ((i * 37) % 900)}`,
  }));
  return Buffer.from(JSON.stringify(rows), 'utf8');
}

async function appServing(answer: EncodableAnswer) {
  const app = Fastify();
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  app.get('/kept', async (_request, reply) => {
    reply.header('vary', 'Origin').type('application/json; charset=utf-8');
    return encodedAnswer(reply, answer);
  });
  return app;
}

const CHROMIUM = 'gzip, deflate, br, zstd';

test('a browser gets the kept answer in brotli, compressed once for every later caller', async (t) => {
  const answer: EncodableAnswer = { body: pageOf(100) };
  const app = await appServing(answer);
  t.after(() => app.close());

  const first = await app.inject({ url: '/kept', headers: { 'accept-encoding': CHROMIUM } });
  assert.equal(first.headers['content-encoding'], 'br');
  assert.deepEqual(brotliDecompressSync(first.rawPayload), answer.body);
  assert.equal(first.headers.vary, 'Origin, Accept-Encoding');
  const kept = await answer.encoded?.br;
  assert.ok(kept, 'the brotli form is kept on the answer');

  const second = await app.inject({ url: '/kept', headers: { 'accept-encoding': CHROMIUM } });
  assert.deepEqual(second.rawPayload, kept);
  assert.equal(await answer.encoded?.br, kept, 'the second caller got the same bytes, not a new compression');

  // What the plugin alone sends the same browser: its zstd at the speed-first level.
  const plain = Fastify();
  await plain.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  plain.get('/plain', async (_request, reply) => reply.type('application/json').send(answer.body));
  t.after(() => plain.close());
  const once = await plain.inject({ url: '/plain', headers: { 'accept-encoding': CHROMIUM } });
  assert.equal(once.headers['content-encoding'], 'zstd');
  assert.ok(
    kept.length < once.rawPayload.length,
    `kept brotli ${kept.length} B, zstd ${once.rawPayload.length} B`,
  );
});

test('the encoding follows the caller: gzip, zstd only, none, and weights', async (t) => {
  const answer: EncodableAnswer = { body: pageOf(100) };
  const app = await appServing(answer);
  t.after(() => app.close());
  const get = (encoding?: string) =>
    app.inject({ url: '/kept', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  const gzip = await get('gzip');
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.deepEqual(gunzipSync(gzip.rawPayload), answer.body);

  const weighted = await get('br;q=0.4, gzip;q=0.5');
  assert.equal(weighted.headers['content-encoding'], 'gzip');
  assert.equal((await get('br;q=0, gzip')).headers['content-encoding'], 'gzip');

  // Only the plugin speaks zstd alone: it compresses the body as it does any answer.
  const zstd = await get('zstd');
  assert.equal(zstd.headers['content-encoding'], 'zstd');
  assert.deepEqual(zstdDecompressSync(zstd.rawPayload), answer.body);
  assert.equal(answer.encoded?.br, undefined, 'nobody asked for brotli');

  for (const none of [undefined, 'identity']) {
    const res = await get(none);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.deepEqual(res.rawPayload, answer.body);
  }
});

test('an answer under 1 KB is sent as it is', async (t) => {
  const answer: EncodableAnswer = { body: Buffer.from('[{"id":1}]') };
  const app = await appServing(answer);
  t.after(() => app.close());
  const res = await app.inject({ url: '/kept', headers: { 'accept-encoding': CHROMIUM } });
  assert.equal(res.headers['content-encoding'], undefined);
  assert.equal(res.body, '[{"id":1}]');
  assert.equal(answer.encoded, undefined);
});
