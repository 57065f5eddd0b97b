// Tokens and the guard: only HS256 tokens signed with our key, with an `exp` in seconds, still valid, open a route.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { bearer, build } from '../test/build.ts';
import { accounts } from '../db/schema.ts';
import { signToken, verifyToken } from './tokens.ts';
import { callerOf } from './caller.ts';

const secret = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');
const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-987654');

test('verifyToken refuses none, other key, other algorithm, missing exp, exp in ms, expired, bad claims', async () => {
  const claims = { accountId: 1, role: 'operator-admin' as const, tokenVersion: 0 };
  const now = Math.floor(Date.now() / 1000);
  assert.deepEqual(await verifyToken(await signToken(claims, secret, 3600), secret), claims);
  const base = () => new SignJWT({ role: 'operator-admin', ver: 0 }).setSubject('1').setIssuedAt(now);
  const cases: Record<string, string> = {
    none: new UnsecuredJWT({ role: 'operator-admin', ver: 0, sub: '1', exp: now + 3600 }).encode(),
    otherKey: await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(otherKey),
    hs512: await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime(now + 3600)
      .sign(new Uint8Array(64).fill(7)),
    missingExp: await base().setProtectedHeader({ alg: 'HS256' }).sign(secret),
    expInMs: await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Date.now() + 3_600_000)
      .sign(secret),
    expired: await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 10)
      .sign(secret),
    badRole: await new SignJWT({ role: 'root', ver: 0 })
      .setSubject('1')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 60)
      .sign(secret),
    noSub: await new SignJWT({ role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 60)
      .sign(secret),
    garbage: 'not.a.token',
  };
  for (const [name, token] of Object.entries(cases))
    assert.equal(await verifyToken(token, secret), null, name);
});

test('a token verified once (kept as checked) is still refused from its exp on and under another key', async () => {
  const claims = { accountId: 5, role: 'customer' as const, tokenVersion: 2 };
  const issued = Date.now();
  const token = await signToken(claims, secret, 60, issued);
  const first = await verifyToken(token, secret, issued);
  assert.deepEqual(first, claims);
  first!.accountId = 6; // a caller changing its copy changes nothing for the next call
  const exp = (Math.floor(issued / 1000) + 60) * 1000;
  assert.deepEqual(await verifyToken(token, secret, exp - 1000), claims);
  assert.equal(await verifyToken(token, secret, exp), null);
  assert.equal(await verifyToken(token, otherKey, issued), null);
});

test('the exp of an issued token is in seconds', async () => {
  const token = await signToken({ accountId: 3, role: 'customer', tokenVersion: 0 }, secret, 8 * 3600);
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
  assert.equal(payload.exp - payload.iat, 8 * 3600);
  assert.ok(payload.exp < 1e11);
});

test('two tokens issued for the same account in the same second differ (a logout ends only its own)', async () => {
  const claims = { accountId: 7, role: 'operator-user' as const, tokenVersion: 1 };
  const now = Date.now();
  const [a, b] = [await signToken(claims, secret, 60, now), await signToken(claims, secret, 60, now)];
  assert.notEqual(a, b);
  assert.deepEqual(await verifyToken(a, secret, now), await verifyToken(b, secret, now));
});

test("a pending two-factor enrolment travels as tfa: 'enrol'; any other tfa value is refused", async () => {
  const claims = { accountId: 5, role: 'operator-user' as const, tokenVersion: 2, enrolmentPending: true };
  const token = await signToken(claims, secret, 60);
  assert.equal(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).tfa, 'enrol');
  assert.deepEqual(await verifyToken(token, secret), claims);
  const full = await signToken({ ...claims, enrolmentPending: false }, secret, 60);
  assert.equal(JSON.parse(Buffer.from(full.split('.')[1]!, 'base64url').toString()).tfa, undefined);
  assert.equal((await verifyToken(full, secret))?.enrolmentPending, undefined);
  const now = Math.floor(Date.now() / 1000);
  for (const tfa of ['done', true, 1])
    assert.equal(
      await verifyToken(
        await new SignJWT({ role: 'operator-user', ver: 2, tfa })
          .setSubject('5')
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(now + 60)
          .sign(secret),
        secret,
      ),
      null,
      String(tfa),
    );
});

test('the guard: 401 without or with a bad token, 403 for a wrong role, the caller for the right one', async (t) => {
  const h = await build({
    routes: (app) => {
      app.get('/probe/pricing', { config: { roles: AREA_ROLES.pricing } }, async (req) => callerOf(req));
      app.get('/probe/any', async (req) => callerOf(req));
    },
  });
  t.after(() => h.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });
  const now = Math.floor(Date.now() / 1000);
  const forged = {
    none: new UnsecuredJWT({ role: 'operator-admin', ver: 0, sub: '1', exp: now + 3600 }).encode(),
    otherKey: await new SignJWT({ role: 'operator-admin', ver: 0 })
      .setSubject('1')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(otherKey),
    missingExp: await new SignJWT({ role: 'operator-admin', ver: 0 })
      .setSubject('1')
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret),
    expInMs: await new SignJWT({ role: 'operator-admin', ver: 0 })
      .setSubject('1')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Date.now() + 3_600_000)
      .sign(secret),
    expired: await new SignJWT({ role: 'operator-admin', ver: 0 })
      .setSubject('1')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 5)
      .sign(secret),
    roleLie: await signToken({ accountId: 4, role: 'operator-admin', tokenVersion: 0 }, secret, 60),
  };
  const anon = await get('/probe/pricing');
  assert.equal(anon.statusCode, 401);
  assert.deepEqual(anon.json(), { error: 'Authentication required', code: 'UNAUTHORIZED' });
  assert.equal((await get('/probe/pricing', { authorization: 'Basic abc' })).statusCode, 401);
  for (const [name, token] of Object.entries(forged))
    assert.equal((await get('/probe/pricing', bearer(token))).statusCode, 401, name);

  const customer = await h.login('customer@example.com');
  const wrongRole = await get('/probe/pricing', bearer(customer));
  assert.equal(wrongRole.statusCode, 403);
  assert.equal(wrongRole.json().code, 'FORBIDDEN');
  const me = (await get('/probe/any', bearer(customer))).json();
  assert.equal(me.role, 'customer');
  assert.equal(typeof me.companyId, 'number');

  const admin = (await get('/probe/pricing', bearer(await h.login('admin@example.com')))).json();
  assert.equal(admin.role, 'operator-admin');
  assert.equal(admin.countryId, null);
  const operator = (await get('/probe/any', bearer(await h.login('operator@example.com')))).json();
  assert.equal(operator.countryName, 'Italia');
  assert.equal(typeof operator.operatorId, 'number');
});

test('bumping the token version (password reset) or disabling the account ends existing sessions', async (t) => {
  const h = await build({ routes: (app) => app.get('/probe/any', async (req) => callerOf(req)) });
  t.after(() => h.close());
  const token = await h.login('recruiter@example.com');
  assert.equal((await h.app.inject({ url: '/probe/any', headers: bearer(token) })).statusCode, 200);
  await h.db
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(sql`${accounts.email} = 'recruiter@example.com'`);
  assert.equal((await h.app.inject({ url: '/probe/any', headers: bearer(token) })).statusCode, 401);
  const other = await h.login('operator@example.com');
  await h.db
    .update(accounts)
    .set({ status: 'disabled' })
    .where(sql`${accounts.email} = 'operator@example.com'`);
  assert.equal((await h.app.inject({ url: '/probe/any', headers: bearer(other) })).statusCode, 401);
  assert.equal(
    (
      await h.app.inject({
        method: 'POST',
        url: '/Auth/authenticate',
        payload: { username: 'operator@example.com', password: 'Demo-2026!' },
      })
    ).statusCode,
    401,
  );
});
