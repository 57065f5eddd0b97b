// Sessions end on the server: logout, a deleted account, a role change and a password reset each refuse the
// tokens issued before them (the forged-token cases are in tokens.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, build } from '../test/build.ts';
import { accounts, revokedTokens } from '../db/schema.ts';
import { callerOf } from './caller.ts';
import { tokenHash } from './revocation.ts';

const probe = {
  routes: (app: FastifyInstance) => app.get('/probe/me', async (r) => callerOf(r)),
};

test('logout ends that token on the server, not the other sessions of the account', async (t) => {
  const h = await build(probe);
  t.after(() => h.close());
  const me = (token: string) => h.app.inject({ url: '/probe/me', headers: bearer(token) });
  const first = await h.login('admin@example.com');
  // At once: tokens carry a random jti, so even a login in the same second is another session.
  const second = await h.login('admin@example.com');
  assert.notEqual(first, second);
  const out = await h.app.inject({ method: 'POST', url: '/Auth/logout', headers: bearer(first) });
  assert.equal(out.statusCode, 200, out.body);
  assert.equal((await me(first)).statusCode, 401, 'the logged-out token is refused');
  assert.equal((await me(second)).statusCode, 200, 'another session of the account goes on');
  const again = await h.app.inject({ method: 'POST', url: '/auth/LOGOUT', headers: bearer(first) });
  assert.equal(again.statusCode, 401);
  const rows = await h.db.select().from(revokedTokens);
  assert.deepEqual(
    rows.map((r) => r.tokenHash),
    [tokenHash(first)],
  );
  assert.ok(rows[0]!.expiresAt.getTime() > Date.now(), 'kept until the token’s own expiry');
  assert.equal((await h.app.inject({ method: 'POST', url: '/Auth/logout' })).statusCode, 401);
});

test('a deleted account’s token is refused', async (t) => {
  const h = await build(probe);
  t.after(() => h.close());
  const token = await h.login('recruiter@example.com');
  assert.equal((await h.app.inject({ url: '/probe/me', headers: bearer(token) })).statusCode, 200);
  await h.db.delete(accounts).where(eq(accounts.email, 'recruiter@example.com'));
  assert.equal((await h.app.inject({ url: '/probe/me', headers: bearer(token) })).statusCode, 401);
});

test('a role change refuses tokens of the old role, even without a version bump', async (t) => {
  const h = await build(probe);
  t.after(() => h.close());
  const token = await h.login('operator@example.com');
  await h.db
    .update(accounts)
    .set({ role: 'operator-recruiter' })
    .where(eq(accounts.email, 'operator@example.com'));
  assert.equal((await h.app.inject({ url: '/probe/me', headers: bearer(token) })).statusCode, 401);
  await h.db
    .update(accounts)
    .set({ role: 'operator-user', tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.email, 'operator@example.com'));
  assert.equal(
    (await h.app.inject({ url: '/probe/me', headers: bearer(token) })).statusCode,
    401,
    'back to the same role, but issued before the change',
  );
  const fresh = await h.login('operator@example.com');
  assert.equal((await h.app.inject({ url: '/probe/me', headers: bearer(fresh) })).statusCode, 200);
});

test('a password reset through the mailed link refuses the tokens issued before it', async (t) => {
  const h = await build(probe);
  t.after(() => h.close());
  const token = await h.login('customer@example.com');
  await h.app.inject({ url: '/Auth/generateresetpasswordtoken?username=customer@example.com&role=customer' });
  await h.mail.deliverDue();
  const [file] = await readdir(`${h.dataDir}/mail`);
  const raw = (await readFile(`${h.dataDir}/mail/${file}`, 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const resetToken = /reset-password\?token=([\w-]+)/.exec(raw)![1]!;
  const reset = await h.app.inject({
    method: 'POST',
    url: '/Auth/resetpassword',
    payload: { token: resetToken, password: 'Nuova-Chiave-77' },
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.equal((await h.app.inject({ url: '/probe/me', headers: bearer(token) })).statusCode, 401);
  const fresh = await h.login('customer@example.com', 'Nuova-Chiave-77');
  assert.equal((await h.app.inject({ url: '/probe/me', headers: bearer(fresh) })).statusCode, 200);
});
