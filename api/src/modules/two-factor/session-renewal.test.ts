// Turning two-factor on or off ends every other session of the account (token version moved on in the same
// transaction); the session that asked goes on with the token of the answer. A refused attempt ends nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { build, type TestApp } from '../../test/build.ts';
import { authenticate, call, challengeFor, currentCode, enrol, nextCode } from '../../test/two-factor.ts';

const OPERATOR = 'operator@example.com';
const ORDINARY = '/request/alfie/requests-cities?type=business';

const versionOf = async (h: TestApp) =>
  (await h.db.select().from(accounts).where(eq(accounts.email, OPERATOR)))[0]!.tokenVersion;

const statusOn = async (h: TestApp, token: string) => (await call(h, token, 'GET', ORDINARY)).statusCode;

test('enabling ends the other sessions and the old token of this one; the answered token goes on', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const current = await h.login(OPERATOR);
  const other = await h.login(OPERATOR);
  assert.notEqual(other, current);
  const version = await versionOf(h);

  const setup = await call(h, current, 'POST', '/Auth/two-factor/setup');
  const { secret } = setup.json() as { secret: string };
  const right = currentCode(secret);
  const wrong = await call(h, current, 'POST', '/Auth/two-factor/enable', {
    code: right === '000000' ? '000001' : '000000',
  });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(
    [await statusOn(h, current), await statusOn(h, other)],
    [200, 200],
    'a wrong code ends nothing',
  );
  assert.equal(await versionOf(h), version);

  const on = await call(h, current, 'POST', '/Auth/two-factor/enable', { code: right });
  assert.equal(on.statusCode, 200, on.body);
  const renewed = on.json().token as string;
  assert.equal(await versionOf(h), version + 1);
  assert.deepEqual([await statusOn(h, current), await statusOn(h, other)], [401, 401]);
  assert.equal(await statusOn(h, renewed), 200);
  assert.equal((await call(h, renewed, 'GET', '/Auth/two-factor/status')).json().enabled, true);
  // Enabled once is enabled: a second enable is refused and ends nothing.
  assert.equal((await call(h, renewed, 'POST', '/Auth/two-factor/enable', { code: right })).statusCode, 409);
  assert.equal(await statusOn(h, renewed), 200);
});

test('disabling ends the sessions opened with the second step; the answered token goes on', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { secret, recoveryCodes, token: current } = await enrol(h, await h.login(OPERATOR));
  // A second device signs in with password and code.
  const verified = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await challengeFor(h, OPERATOR),
    code: nextCode(secret),
  });
  assert.equal(verified.statusCode, 200, verified.body);
  const other = verified.json().account.token as string;
  assert.notEqual(other, current);
  const version = await versionOf(h);

  const wrong = await call(h, current, 'POST', '/Auth/two-factor/disable', {
    recoveryCode: 'aaaa-bbbb-cccc-dddd',
  });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(
    [await statusOn(h, current), await statusOn(h, other)],
    [200, 200],
    'a wrong code ends nothing',
  );
  assert.equal(await versionOf(h), version);

  const off = await call(h, current, 'POST', '/Auth/two-factor/disable', { recoveryCode: recoveryCodes[0] });
  assert.equal(off.statusCode, 200, off.body);
  const renewed = off.json().token as string;
  assert.equal(await versionOf(h), version + 1);
  assert.deepEqual([await statusOn(h, current), await statusOn(h, other)], [401, 401]);
  assert.equal(await statusOn(h, renewed), 200);
  assert.equal((await call(h, renewed, 'GET', '/Auth/two-factor/status')).json().enabled, false);
  assert.ok((await authenticate(h, OPERATOR)).json().account.token, 'the password alone signs in again');
});
