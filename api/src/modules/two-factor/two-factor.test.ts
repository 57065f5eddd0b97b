// Two-factor sign-in through the API: enrolment, the login's second step, replay, recovery codes, throttling, disable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { accounts, auditLog, twoFactor } from '../../db/schema.ts';
import { build } from '../../test/build.ts';
import { authenticate, call, challengeFor, currentCode, enrol, nextCode } from '../../test/two-factor.ts';
import { totpAt } from '../../test/totp.ts';

const OPERATOR = 'operator@example.com';

test('without two-factor every demo login answers the session as before', async (t) => {
  const h = await build();
  t.after(() => h.close());
  for (const email of ['admin@example.com', OPERATOR, 'recruiter@example.com', 'customer@example.com']) {
    const res = await authenticate(h, email);
    assert.equal(res.statusCode, 200, email);
    const body = res.json();
    assert.ok(body.account.token, email);
    assert.equal(body.twoFactorRequired, undefined);
    assert.equal(body.twoFactorEnrolmentRequired, undefined);
    assert.equal(body.challenge, undefined);
  }
});

test('setup gives a secret and URI once; enable needs a right code and answers 10 recovery codes once', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const token = await h.login(OPERATOR);
  const before = await call(h, token, 'GET', '/Auth/two-factor/status');
  assert.deepEqual(before.json(), { enabled: false, required: false, recoveryCodesLeft: 0 });

  const setup = await call(h, token, 'POST', '/Auth/two-factor/setup');
  assert.equal(setup.statusCode, 200);
  const { secret, otpauthUri } = setup.json();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.ok(otpauthUri.startsWith('otpauth://totp/Alfie:operator%40example.com?'), otpauthUri);
  const [stored] = await h.db.select().from(twoFactor);
  assert.ok(stored && !stored.secretBox.includes(secret), 'the secret is stored encrypted');
  // A pending secret guards nothing yet.
  assert.ok((await authenticate(h, OPERATOR)).json().account.token);

  const wrong = await call(h, token, 'POST', '/Auth/two-factor/enable', {
    code: '000000' === currentCode(secret) ? '111111' : '000000',
  });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(wrong.json().fields, { code: 'INVALID.CODE' });
  assert.equal((await call(h, token, 'POST', '/Auth/two-factor/enable', { code: '12345' })).statusCode, 400);

  const enabled = await call(h, token, 'POST', '/Auth/two-factor/enable', { code: currentCode(secret) });
  assert.equal(enabled.statusCode, 200, enabled.body);
  const { recoveryCodes, token: renewed } = enabled.json();
  assert.equal(recoveryCodes.length, 10);
  assert.deepEqual((await call(h, renewed, 'GET', '/Auth/two-factor/status')).json(), {
    enabled: true,
    required: false,
    recoveryCodesLeft: 10,
  });
  assert.ok(!(await call(h, renewed, 'GET', '/Auth/two-factor/status')).body.includes(secret));
  // Once enabled neither setup nor enable answers a secret or codes again.
  assert.equal((await call(h, renewed, 'POST', '/Auth/two-factor/setup')).statusCode, 409);
  assert.equal(
    (await call(h, renewed, 'POST', '/Auth/two-factor/enable', { code: nextCode(secret) })).statusCode,
    409,
  );
  const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'two-factor-enabled'));
  assert.equal(audits.length, 1);
  assert.ok(!JSON.stringify(audits).includes(secret));
});

test('with two-factor on the password gives a challenge; the challenge and a code give the session', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { secret } = await enrol(h, await h.login(OPERATOR));
  const first = await authenticate(h, OPERATOR);
  assert.equal(first.statusCode, 200);
  const body = first.json();
  assert.deepEqual(Object.keys(body).sort(), ['challenge', 'twoFactorRequired']);
  assert.equal(body.twoFactorRequired, true);
  // The challenge opens nothing by itself.
  assert.equal((await call(h, body.challenge, 'GET', '/Auth/two-factor/status')).statusCode, 401);
  assert.equal(
    (await call(h, body.challenge, 'GET', '/request/alfie/requests-cities?type=business')).statusCode,
    401,
  );
  // A wrong password still says only that.
  assert.equal((await authenticate(h, OPERATOR, 'Wrong-2026!')).statusCode, 401);

  const code = nextCode(secret);
  const ok = await call(h, null, 'POST', '/Auth/two-factor/verify', { challenge: body.challenge, code });
  assert.equal(ok.statusCode, 200, ok.body);
  const session = ok.json();
  assert.equal(session.account.role, 'operator-user');
  assert.equal(session.email, OPERATOR);
  assert.equal((await call(h, session.account.token, 'GET', '/Auth/two-factor/status')).statusCode, 200);

  // The challenge is single-use, and the code's step cannot be replayed with a new challenge.
  const again = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: body.challenge,
    code: totpAt(secret, Date.now() + 30_000),
  });
  assert.equal(again.statusCode, 401);
  const replay = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await challengeFor(h, OPERATOR),
    code,
  });
  assert.equal(replay.statusCode, 401);
  assert.equal(replay.json().code, 'INVALID.CODE');
  // An older step than the one used is a replay too.
  const older = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await challengeFor(h, OPERATOR),
    code: currentCode(secret),
  });
  assert.equal(older.statusCode, 401);
});

test('a challenge is refused when forged, expired, or older than a password change', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { secret } = await enrol(h, await h.login(OPERATOR));
  const forged = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: 'a.b.c',
    code: nextCode(secret),
  });
  assert.equal(forged.statusCode, 401);
  assert.equal(forged.json().code, 'TWO.FACTOR.CHALLENGE.EXPIRED');
  // A session token is no challenge.
  const asChallenge = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await h.login('admin@example.com'),
    code: nextCode(secret),
  });
  assert.equal(asChallenge.statusCode, 401);
  const challenge = await challengeFor(h, OPERATOR);
  await h.db.update(accounts).set({ tokenVersion: 99 }).where(eq(accounts.email, OPERATOR));
  const stale = await call(h, null, 'POST', '/Auth/two-factor/verify', { challenge, code: nextCode(secret) });
  assert.equal(stale.statusCode, 401);
  assert.equal(stale.json().code, 'TWO.FACTOR.CHALLENGE.EXPIRED');
  assert.equal(
    (await call(h, null, 'POST', '/Auth/two-factor/verify', { challenge, code: '12a456' })).statusCode,
    400,
  );
  assert.equal((await call(h, null, 'POST', '/Auth/two-factor/verify', { challenge })).statusCode, 400);
});

test('a recovery code signs in once, in any case and spacing; the count goes down', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { recoveryCodes } = await enrol(h, await h.login(OPERATOR));
  const code = recoveryCodes[3]!;
  const typed = code.toUpperCase().replace(/-/g, ' ');
  const ok = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await challengeFor(h, OPERATOR),
    recoveryCode: typed,
  });
  assert.equal(ok.statusCode, 200, ok.body);
  const token = ok.json().account.token;
  assert.equal((await call(h, token, 'GET', '/Auth/two-factor/status')).json().recoveryCodesLeft, 9);
  const twice = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await challengeFor(h, OPERATOR),
    recoveryCode: code,
  });
  assert.equal(twice.statusCode, 401);
  assert.equal(twice.json().code, 'INVALID.CODE');
  const used = await h.db.select().from(auditLog).where(eq(auditLog.action, 'two-factor-recovery-code-used'));
  assert.equal(used.length, 1);
});

test('five wrong codes block the second step of the account for 15 minutes, even with the right code', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { secret } = await enrol(h, await h.login(OPERATOR));
  const challenge = await challengeFor(h, OPERATOR);
  const right = nextCode(secret);
  const wrong = right === '000000' ? '000001' : '000000';
  for (let i = 0; i < 5; i++) {
    const res = await call(h, null, 'POST', '/Auth/two-factor/verify', { challenge, code: wrong });
    assert.equal(res.statusCode, 401, `attempt ${i + 1}`);
  }
  const blocked = await call(h, null, 'POST', '/Auth/two-factor/verify', { challenge, code: right });
  assert.equal(blocked.statusCode, 429);
  assert.ok(Number(blocked.headers['retry-after']) > 0);
  // A fresh challenge does not reset the count; the password step of others is unaffected.
  const fresh = await call(h, null, 'POST', '/Auth/two-factor/verify', {
    challenge: await challengeFor(h, OPERATOR),
    code: right,
  });
  assert.equal(fresh.statusCode, 429);
  assert.ok((await authenticate(h, 'recruiter@example.com')).json().account.token);
});

test('disable needs a right code (or a recovery code); afterwards the password alone signs in again', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { secret, recoveryCodes, token: enrolled } = await enrol(h, await h.login(OPERATOR));
  let token = enrolled;
  const wrong = await call(h, token, 'POST', '/Auth/two-factor/disable', {
    code: nextCode(secret) === '000000' ? '000001' : '000000',
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal((await call(h, token, 'POST', '/Auth/two-factor/disable', {})).statusCode, 400);
  const off = await call(h, token, 'POST', '/Auth/two-factor/disable', { code: nextCode(secret) });
  assert.equal(off.statusCode, 200, off.body);
  token = off.json().token;
  assert.ok((await authenticate(h, OPERATOR)).json().account.token);
  assert.equal(
    (await call(h, token, 'POST', '/Auth/two-factor/disable', { code: nextCode(secret) })).statusCode,
    409,
  );
  assert.equal((await h.db.select().from(twoFactor)).length, 0);

  // With the authenticator lost, a recovery code turns it off too.
  const again = await enrol(h, token);
  const viaRecovery = await call(h, again.token, 'POST', '/Auth/two-factor/disable', {
    recoveryCode: again.recoveryCodes[0],
  });
  assert.equal(viaRecovery.statusCode, 200, viaRecovery.body);
  assert.notDeepEqual(again.recoveryCodes, recoveryCodes);
  const audits = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'account'), eq(auditLog.action, 'two-factor-disabled')));
  assert.equal(audits.length, 2);
});

test('only operators manage two-factor: a customer is refused, no token is 401', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const customer = await h.login('customer@example.com');
  for (const url of ['/Auth/two-factor/setup', '/Auth/two-factor/enable', '/Auth/two-factor/disable'])
    assert.equal(
      (await call(h, customer, 'POST', url, url.endsWith('setup') ? undefined : { code: '123456' }))
        .statusCode,
      403,
      url,
    );
  assert.equal((await call(h, customer, 'GET', '/Auth/two-factor/status')).statusCode, 403);
  assert.equal((await call(h, null, 'POST', '/Auth/two-factor/setup')).statusCode, 401);
});
