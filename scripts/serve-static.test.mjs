import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings, serveStatic } from './serve-static.mjs';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, city: 'Roma' })))};\n`;
const json = JSON.stringify({ remotes: Array.from({ length: 300 }, (_, i) => `mfe_${i}`) });
let dir;
let server;
let origin;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'alfie-serve-static-'));
  writeFileSync(path.join(dir, 'app.0123456789abcdef0123.js'), script);
  writeFileSync(path.join(dir, 'app.0123456789abcdef0123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'app.0123456789abcdef0123.js.gz'), gzipSync(script, { level: 9 }));
  writeFileSync(path.join(dir, 'config.json'), json);
  server = await serveStatic({ root: dir, port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes and headers (node's http, which decodes nothing, unlike fetch). */
async function get(file, acceptEncoding) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}/${file}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('a script goes out as its brotli twin to a browser that accepts brotli', async () => {
  const res = await get('app.0123456789abcdef0123.js', 'gzip, deflate, br, zstd');
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(Number(res.headers['content-length']), res.body.length);
  assert.deepEqual(res.body, brotliCompressSync(script));
  assert.equal(res.headers.vary, 'Accept-Encoding');
});

test('its gzip twin to a caller that refuses brotli or does not know it', async () => {
  for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
    const res = await get('app.0123456789abcdef0123.js', header);
    assert.equal(res.headers['content-encoding'], 'gzip', header);
    assert.equal(gunzipSync(res.body).toString(), script, header);
    assert.equal(Number(res.headers['content-length']), res.body.length, header);
  }
});

test('as it is to a caller that accepts no compression', async () => {
  const res = await get('app.0123456789abcdef0123.js');
  assert.equal(res.headers['content-encoding'], undefined);
  assert.equal(res.body.toString(), script);
});

test('a file without twins (config.json, written at start) is gzipped on the fly', async () => {
  const res = await get('config.json', 'gzip, br');
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(res.body).toString(), json);
});

test('Accept-Encoding: names lower-cased, q=0 refused', () => {
  assert.deepEqual([...acceptedEncodings('GZip, br;q=0, zstd;q=0.5')], ['gzip', 'zstd']);
  assert.deepEqual([...acceptedEncodings('')], []);
  assert.deepEqual([...acceptedEncodings(undefined)], []);
});
