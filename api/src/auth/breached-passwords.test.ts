// Common leaked passwords are refused at registration, password reset and operator creation (PASSWORD.BREACHED).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { bearer, build } from '../test/build.ts';
import { accounts, passwordResetTokens } from '../db/schema.ts';
import { hashResetToken } from './reset-tokens.ts';
import { isBreachedPassword } from './breached-passwords.ts';

test('the bundled list holds the 10,000 most common passwords, and their usual disguises are caught', () => {
  const lines = readFileSync(new URL('./breached-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  assert.equal(lines.length, 10_000);
  assert.equal(new Set(lines).size, 10_000);
  for (const p of [
    'Password1!',
    'P@ssw0rd',
    'Qwerty123!',
    'Iloveyou1!',
    'Welcome1!',
    'LETMEIN1',
    '123456789',
  ])
    assert.equal(isBreachedPassword(p), true, p);
  for (const p of ['Demo-2026!', 'Nuova-Pass-1!', 'Secret-2026!', 'Crash-Test-2026!', 'k7#Vq9!zR2', ''])
    assert.equal(isBreachedPassword(p), false, p);
});

const registration = (password: string) => ({
  BusinessName: 'Comune S.r.l.',
  CreateDate: new Date().toISOString(),
  Email: 'comune@example.com',
  Country: 'France',
  City: 'Nice',
  PostalCode: '06000',
  Street: 'Rue 2',
  VatCode: 'FR12345678901',
  Account: {
    AccountType: 'Customer',
    Username: 'comune@example.com',
    Password: password,
    CreateDate: new Date().toISOString(),
    Status: 'Created',
    role: 'customer',
    TermsConditions: true,
    Privacy: true,
    Language: 'it',
  },
});

test('registration, reset and operator creation answer 400 PASSWORD.BREACHED and store nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const reg = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: registration('Password1!'),
  });
  assert.equal(reg.statusCode, 400);
  assert.deepEqual(reg.json(), {
    error: 'This password appears in lists of leaked passwords: choose another one',
    code: 'PASSWORD.BREACHED',
    fields: { 'Account.Password': 'PASSWORD.BREACHED' },
  });
  assert.equal(
    (await h.db.select().from(accounts).where(eq(accounts.email, 'comune@example.com'))).length,
    0,
  );
  const ok = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: registration('Comune-Nizza-9'),
  });
  assert.equal(ok.statusCode, 200, ok.body);

  const [customer] = await h.db.select().from(accounts).where(eq(accounts.email, 'customer@example.com'));
  await h.db.insert(passwordResetTokens).values({
    accountId: customer!.id,
    tokenHash: hashResetToken('known-token'),
    expiresAt: new Date(Date.now() + 600_000),
  });
  const reset = await h.app.inject({
    method: 'POST',
    url: '/Auth/resetpassword',
    payload: { token: 'known-token', password: 'P@ssw0rd1' },
  });
  assert.equal(reset.statusCode, 400);
  assert.equal(reset.json().fields.password, 'PASSWORD.BREACHED');
  const [after] = await h.db.select().from(accounts).where(eq(accounts.id, customer!.id));
  assert.equal(after!.passwordHash, customer!.passwordHash, 'the password did not change');

  const admin = await h.login('admin@example.com');
  const op = await h.app.inject({
    method: 'POST',
    url: '/operator/alfie/register-new-operator',
    headers: bearer(admin),
    payload: {
      firstname: 'Luca',
      lastname: 'Verdi',
      email: 'luca.verdi@example.com',
      account: {
        username: 'luca.verdi@example.com',
        role: 'operator-user',
        password: 'Qwerty123!',
        country: 'Italia',
      },
    },
  });
  assert.equal(op.statusCode, 400, op.body);
  assert.equal(op.json().fields['account.password'], 'PASSWORD.BREACHED');
});
