// Required enrolment is the server's rule: a session of a required role without two-factor reaches only the
// enrolment routes (status, setup, enable, logout, language) until enable answers it a full token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { build, type TestApp } from '../../test/build.ts';
import { authenticate, call, enrol, nextCode } from '../../test/two-factor.ts';

const OPERATOR = 'operator@example.com';
const ADMIN = 'admin@example.com';
/** Ordinary calls an operator-user may make: refused while enrolment is pending. */
const ORDINARY = ['/request/alfie/requests-cities?type=business', '/customer/alfie/customers-cities'];
const PENDING = 'TWO.FACTOR.ENROLMENT.REQUIRED';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function require2fa(h: TestApp, admin: string, role: string, required: boolean) {
  const res = await call(h, admin, 'POST', '/operator/alfie/two-factor-policy', { role, required });
  assert.equal(res.statusCode, 200, res.body);
}

async function assertPending(h: TestApp, token: string, what: string) {
  for (const url of ORDINARY) {
    const res = await call(h, token, 'GET', url);
    assert.equal(res.statusCode, 403, `${what}: ${url}`);
    assert.equal(res.json().code, PENDING, `${what}: ${url}`);
  }
  const status = await call(h, token, 'GET', '/Auth/two-factor/status');
  assert.equal(status.statusCode, 200, `${what}: status`);
}

async function assertFull(h: TestApp, token: string, what: string) {
  for (const url of ORDINARY)
    assert.equal((await call(h, token, 'GET', url)).statusCode, 200, `${what}: ${url}`);
}

test('a required role without two-factor gets a pending token: 403 on ordinary routes, the enrolment routes open; enable answers a full token', async (t) => {
  const h = await build();
  t.after(() => h.close());
  await require2fa(h, await h.login(ADMIN), 'operator-user', true);

  const login = await authenticate(h, OPERATOR);
  assert.equal(login.statusCode, 200);
  assert.equal(login.json().twoFactorEnrolmentRequired, true);
  const pending = login.json().account.token as string;
  assert.equal(claimsOf(pending).tfa, 'enrol');
  await assertPending(h, pending, 'pending token');
  // Writes and the other two-factor calls are refused the same way, before validation or handler run.
  const [before] = await h.db.select().from(accounts).where(eq(accounts.email, OPERATOR));
  const disable = await call(h, pending, 'POST', '/Auth/two-factor/disable', { code: '123456' });
  assert.deepEqual([disable.statusCode, disable.json().code], [403, PENDING]);
  const assign = await call(h, pending, 'POST', '/Request/alfie/assign-request', {});
  assert.deepEqual([assign.statusCode, assign.json().code], [403, PENDING]);
  assert.equal(assign.json().error, 'Your role requires two-factor sign-in: set it up before going on');

  // What the enrolment screen needs answers.
  assert.deepEqual((await call(h, pending, 'GET', '/Auth/two-factor/status')).json(), {
    enabled: false,
    required: true,
    recoveryCodesLeft: 0,
  });
  const language = await call(h, pending, 'POST', '/request/alfie/change-language', { Language: 'en' });
  assert.equal(language.statusCode, 200, language.body);
  const [after] = await h.db.select().from(accounts).where(eq(accounts.email, OPERATOR));
  assert.equal(after?.tokenVersion, before?.tokenVersion, 'nothing refused bumped the version');

  // Setup and enable with the pending token; the answer's token is a full one, the pending one ends.
  const enrolled = await enrol(h, pending);
  assert.equal(claimsOf(enrolled.token).tfa, undefined);
  await assertFull(h, enrolled.token, 'token of enable');
  assert.equal((await call(h, pending, 'GET', '/Auth/two-factor/status')).statusCode, 401);
  assert.equal((await call(h, pending, 'GET', ORDINARY[0]!)).statusCode, 401);
  // The next login goes through the second step and gets a full token.
  assert.equal((await authenticate(h, OPERATOR)).json().twoFactorRequired, true);
});

test('a policy switched on after the login holds at once for tokens without the claim; an admin cannot switch it back off unenrolled', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login(ADMIN);
  const operator = await h.login(OPERATOR);
  assert.equal(claimsOf(operator).tfa, undefined);
  await assertFull(h, operator, 'before the policy');

  await require2fa(h, admin, 'operator-user', true);
  await assertPending(h, operator, 'after the policy');
  await require2fa(h, admin, 'operator-user', false);
  await assertFull(h, operator, 'policy off again');

  // The admin requires it for its own role: from the next call on, the admin must enrol first too, and so
  // cannot turn the policy off again (nor anything else) with a password alone.
  await require2fa(h, admin, 'operator-admin', true);
  const refused = await call(h, admin, 'POST', '/operator/alfie/two-factor-policy', {
    role: 'operator-admin',
    required: false,
  });
  assert.deepEqual([refused.statusCode, refused.json().code], [403, PENDING]);
  assert.equal((await call(h, admin, 'GET', '/operator/alfie/operators')).statusCode, 403);
  const { token } = await enrol(h, admin);
  await require2fa(h, token, 'operator-admin', false);
});

test('a pending token stays pending when the policy is switched off; a new login gets a full token', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login(ADMIN);
  await require2fa(h, admin, 'operator-user', true);
  const pending = (await authenticate(h, OPERATOR)).json().account.token as string;
  await require2fa(h, admin, 'operator-user', false);
  await assertPending(h, pending, 'claim without the policy');
  assert.equal(
    (await call(h, pending, 'POST', '/Auth/logout')).statusCode,
    200,
    'logout of a pending session',
  );
  assert.equal((await call(h, pending, 'GET', '/Auth/two-factor/status')).statusCode, 401);
  const fresh = await authenticate(h, OPERATOR);
  assert.equal(fresh.json().twoFactorEnrolmentRequired, undefined);
  await assertFull(h, fresh.json().account.token, 'new login');
});

test('turning two-factor off in a required role answers a pending token', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { secret, token } = await enrol(h, await h.login(OPERATOR));
  await require2fa(h, await h.login(ADMIN), 'operator-user', true);
  await assertFull(h, token, 'enrolled');
  const off = await call(h, token, 'POST', '/Auth/two-factor/disable', { code: nextCode(secret) });
  assert.equal(off.statusCode, 200, off.body);
  const renewed = off.json().token as string;
  assert.equal(claimsOf(renewed).tfa, 'enrol');
  await assertPending(h, renewed, 'after disable');
  // Enrolling again opens everything.
  const again = await enrol(h, renewed);
  await assertFull(h, again.token, 'enrolled again');
});
