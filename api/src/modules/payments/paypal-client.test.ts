// The PayPal REST client against the local fake: token cache, retries with one PayPal-Request-Id, timeouts, errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PayPalClient, PayPalError } from './paypal-client.ts';
import { startFakePayPal, type FakePayPal } from '../../test/paypal-fake.ts';

async function setup(
  t: { after: (fn: () => Promise<void>) => void },
  over: Partial<ConstructorParameters<typeof PayPalClient>[0]> = {},
) {
  const fake = await startFakePayPal();
  t.after(() => fake.close());
  fake.addAuthorizedOrder({ orderId: 'O-1', authorizationId: 'A-1', value: '80.52', referenceId: '7' });
  const client = new PayPalClient({
    apiBase: `${fake.url}/`,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    retryDelayMs: 5,
    ...over,
  });
  return { fake, client };
}
const tokenCalls = (fake: FakePayPal) => fake.calls.filter((c) => c.path === '/v1/oauth2/token').length;

test('one OAuth token serves calls until it expires, then a new one is fetched', async (t) => {
  const { fake, client } = await setup(t);
  const order = await client.getOrder('O-1');
  assert.equal(order.purchase_units?.[0]?.reference_id, '7');
  assert.equal((await client.getAuthorization('A-1')).amount?.value, '80.52');
  assert.equal(tokenCalls(fake), 1);

  const { fake: short, client: shortClient } = await setup(t);
  short.tokenLifetime = 60; // kept until a minute before expiry: already stale
  await shortClient.getOrder('O-1');
  await shortClient.getOrder('O-1');
  assert.equal(tokenCalls(short), 2);
});

test('concurrent first calls share one token request', async (t) => {
  const { fake, client } = await setup(t);
  await Promise.all([client.getOrder('O-1'), client.getOrder('O-1'), client.getAuthorization('A-1')]);
  assert.equal(tokenCalls(fake), 1);
});

test('5xx answers are retried with the same PayPal-Request-Id, and PayPal runs the capture once', async (t) => {
  const { fake, client } = await setup(t);
  await client.accessToken();
  fake.failNext(2, 503);
  const capture = await client.capture('A-1', 'capture-1');
  assert.equal(capture.status, 'COMPLETED');
  const keys = fake.calls.filter((c) => c.path.endsWith('/capture')).map((c) => c.requestId);
  assert.deepEqual(keys, ['capture-1', 'capture-1', 'capture-1']);
  // The same key again (a retry after a lost answer) answers the first capture instead of failing.
  assert.equal((await client.capture('A-1', 'capture-1')).id, capture.id);
  assert.equal(fake.authorizations.get('A-1')!.status, 'CAPTURED');
});

test('gives up after the retries with an error naming the call and the status', async (t) => {
  const { fake, client } = await setup(t, { retries: 1 });
  await client.accessToken();
  fake.failNext(2, 500);
  await assert.rejects(client.getOrder('O-1'), (err: unknown) => {
    assert.ok(err instanceof PayPalError);
    assert.equal(err.status, 500);
    assert.equal(err.refused, false);
    assert.match(err.message, /GET \/v2\/checkout\/orders\/O-1 answered 500/);
    return true;
  });
});

test('a slow PayPal times out with a clear error', async (t) => {
  const { fake, client } = await setup(t, { timeoutMs: 100, retries: 0 });
  await client.accessToken();
  fake.delayNext(400);
  await assert.rejects(client.getOrder('O-1'), (err: unknown) => {
    assert.ok(err instanceof PayPalError);
    assert.equal(err.status, 0);
    assert.match(err.message, /timed out after 100 ms/);
    return true;
  });
});

test('4xx answers are not retried and carry PayPal issue and debug id', async (t) => {
  const { fake, client } = await setup(t);
  await assert.rejects(client.getAuthorization('NOPE'), (err: unknown) => {
    assert.ok(err instanceof PayPalError);
    assert.equal(err.status, 404);
    assert.equal(err.refused, true);
    assert.equal(err.issue, 'INVALID_RESOURCE_ID');
    assert.match(err.message, /debug id fake-debug/);
    return true;
  });
  assert.equal(fake.calls.filter((c) => c.path.endsWith('/NOPE')).length, 1);
});

test('wrong credentials are a clear 401 error', async (t) => {
  const { client } = await setup(t, { clientSecret: 'wrong' });
  await assert.rejects(
    client.getOrder('O-1'),
    /oauth2\/token answered 401 invalid_client: Client Authentication failed/,
  );
});

test('void and reauthorize (once) change the authorization at PayPal', async (t) => {
  const { fake, client } = await setup(t);
  const fresh = await client.reauthorize('A-1', 'reauth-1');
  assert.notEqual(fresh.id, 'A-1');
  assert.equal(fresh.status, 'CREATED');
  await assert.rejects(client.reauthorize(fresh.id, 'reauth-2'), /REAUTHORIZATION_NOT_SUPPORTED/);
  await client.void(fresh.id, 'void-1');
  assert.equal(fake.authorizations.get(fresh.id)!.status, 'VOIDED');
});
