// The HTTP shell of the API: error bodies, validation, routes without regard to case, limits, headers, health, docs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { build } from './test/build.ts';
import { trustedProxies } from './app.ts';
import { loadConfig } from './config.ts';
import { vschema } from './plugins/validation.ts';
import { httpError } from './lib/http-error.ts';
import { sendPage, decodeCursor } from './lib/paging.ts';

test('errors: 404 body, 5xx hidden, HttpError keys, validation fields, unknown fields, bad JSON, body limit', async (t) => {
  const probe = v.strictObject({
    name: v.pipe(v.string('REQUIRED.FIELD'), v.nonEmpty('REQUIRED.FIELD')),
    nested: v.optional(v.strictObject({ n: v.number('INVALID.NUMBER') })),
  });
  const h = await build({
    seed: false,
    env: { BODY_LIMIT: '2048' },
    routes: (app) => {
      app.post(
        '/probe/echo',
        { config: { public: true }, schema: vschema({ body: probe }) },
        async (req) => req.body,
      );
      app.get('/probe/boom', { config: { public: true } }, async () => {
        throw new Error('select * from secret_table where password = 1');
      });
      app.get('/probe/conflict', { config: { public: true } }, async () => {
        throw httpError(409, 'ALREADY.ASSIGNED');
      });
      app.get('/probe/page', { config: { public: true } }, async (_req, reply) =>
        sendPage(reply, [1, 2, 3], { total: 10, limit: 2, keyOf: (n) => [n] }),
      );
    },
  });
  t.after(() => h.close());
  const nf = await h.app.inject({ url: '/nowhere' });
  assert.equal(nf.statusCode, 404);
  assert.deepEqual(nf.json(), { error: 'not found', code: 'NOT.FOUND' });

  const boom = await h.app.inject({ url: '/probe/boom' });
  assert.equal(boom.statusCode, 500);
  assert.deepEqual(boom.json(), { error: 'An error occurred', code: 'SERVER.ERROR' });
  assert.ok(!boom.body.includes('secret_table'));

  assert.deepEqual((await h.app.inject({ url: '/probe/conflict' })).json(), {
    error: 'The request has already been assigned',
    code: 'ALREADY.ASSIGNED',
  });

  const post = (payload: unknown) =>
    h.app.inject({ method: 'POST', url: '/PROBE/Echo', payload: payload as object });
  assert.deepEqual((await post({ name: 'x' })).json(), { name: 'x' }, 'routes match without regard to case');
  const missing = await post({});
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json(), {
    error: 'required field',
    code: 'REQUIRED.FIELD',
    fields: { name: 'REQUIRED.FIELD' },
  });
  assert.deepEqual((await post({ name: 'x', nested: { n: 'a' } })).json().fields, {
    'nested.n': 'INVALID.NUMBER',
  });
  const unknown = await post({ name: 'x', role: 'operator-admin' });
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.json().fields.role, 'INVALID.INPUT');
  const nestedUnknown = await post({ name: 'x', nested: { n: 1, extra: true } });
  assert.equal(nestedUnknown.statusCode, 400);

  const badJson = await h.app.inject({
    method: 'POST',
    url: '/probe/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"name":',
  });
  assert.equal(badJson.statusCode, 400);
  assert.equal(badJson.json().code, 'INVALID.INPUT');
  const huge = await post({ name: 'x'.repeat(5000) });
  assert.equal(huge.statusCode, 413);
  assert.equal(huge.json().code, 'PAYLOAD.TOO.LARGE');

  const page = await h.app.inject({ url: '/probe/page' });
  assert.deepEqual(page.json(), [1, 2]);
  assert.equal(page.headers['x-total-count'], '10');
  assert.deepEqual(decodeCursor(String(page.headers['x-next-cursor']), ['id']), [2]);
  assert.throws(() => decodeCursor('garbage', ['instant', 'id']), /Invalid data/);
});

// On PGlite too: the embedded database is what npm start runs on: the health answer there.
describe('on each database', () => {
  test('health, docs, security headers, CORS limited to CORS_ORIGINS, request ids', async (t) => {
    const h = await build({ seed: false, env: { CORS_ORIGINS: 'http://localhost:3000' } });
    t.after(() => h.close());
    const health = await h.app.inject({ url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    assert.equal(health.headers['x-content-type-options'], 'nosniff');
    assert.ok(health.headers['content-security-policy']);
    assert.match(String(health.headers['x-request-id']), /^[\w-]{8,}$/);
    // A client's own text never becomes the request id (nor the log's reqId); the proxy's hex id or a UUID does.
    const idFor = async (sent: string) =>
      String(
        (await h.app.inject({ url: '/health', headers: { 'x-request-id': sent } })).headers['x-request-id'],
      );
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const sent of ['trace-123', 'admin logged in\nfake line', '0'.repeat(33), 'x'.repeat(5000), ''])
      assert.match(await idFor(sent), uuid, JSON.stringify(sent.slice(0, 40)));
    assert.equal(await idFor('0123456789abcdef0123456789abcdef'), '0123456789abcdef0123456789abcdef');
    assert.equal(await idFor('3b241101-e2bb-4255-8caf-4136c566a962'), '3b241101-e2bb-4255-8caf-4136c566a962');

    const docs = await h.app.inject({ url: '/docs/json' });
    assert.equal(docs.statusCode, 200);
    const spec = docs.json();
    assert.ok(spec.paths['/Auth/authenticate'].post.requestBody, 'body schema generated from valibot');
    assert.ok(
      spec.paths['/Auth/generateresetpasswordtoken'].get.parameters.some(
        (p: { name: string }) => p.name === 'username',
      ),
    );
    assert.equal((await h.app.inject({ url: '/docs' })).statusCode < 400, true);

    const allowed = await h.app.inject({
      method: 'OPTIONS',
      url: '/Auth/authenticate',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    const denied = await h.app.inject({
      method: 'OPTIONS',
      url: '/Auth/authenticate',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });
});

test('health answers 503 when the database does not answer', async (t) => {
  const h = await build({ seed: false });
  t.after(() => h.close());
  h.database.ping = async () => {
    throw new Error('connection refused');
  };
  const res = await h.app.inject({ url: '/health' });
  assert.equal(res.statusCode, 503);
});

test('behind the trusted proxy hops only the last hop decides the client address', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-cfg-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: '1' });
  const app = Fastify({ trustProxy: trustedProxies(config) });
  t.after(() => app.close());
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress: '10.0.0.5',
    headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
  });
  assert.equal(res.json().ip, '203.0.113.9');
  const local = loadConfig({ DATA_DIR: dataDir });
  assert.equal(trustedProxies(local), 'loopback');
});
