// Registration and password-reset requests answer 429 after a bounded number of tries per address and per account.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../test/build.ts';
import { ATTEMPT_LIMITS } from '../auth/rate-limits.ts';

const registration = (email: string) => ({
  BusinessName: 'Limite S.r.l.',
  CreateDate: new Date().toISOString(),
  Email: email,
  Country: 'France',
  City: 'Paris',
  PostalCode: '75001',
  Street: 'Rue de Rivoli 1',
  VatCode: 'FR12345678901',
  Account: {
    AccountType: 'Customer',
    Username: email,
    Password: 'Limite-2026!',
    CreateDate: new Date().toISOString(),
    Status: 'Created',
    role: 'customer',
    TermsConditions: true,
    Privacy: true,
    Language: 'fr',
  },
});

test('registration: 429 after the per-address limit, other addresses unaffected', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const register = (email: string, ip: string) =>
    h.app.inject({
      method: 'POST',
      url: '/Auth/registercustomer',
      remoteAddress: ip,
      payload: registration(email),
    });
  for (let i = 0; i < ATTEMPT_LIMITS.registerAddress.max; i++)
    assert.equal((await register(`a${i}@example.com`, '10.1.1.1')).statusCode, 200);
  const blocked = await register('late@example.com', '10.1.1.1');
  assert.equal(blocked.statusCode, 429);
  assert.equal(blocked.json().code, 'TOO.MANY.ATTEMPTS');
  assert.ok(Number(blocked.headers['retry-after']) > 3000);
  assert.equal((await register('late@example.com', '10.1.1.2')).statusCode, 200);
  const invalid = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    remoteAddress: '10.1.1.1',
    payload: { Email: 'x' },
  });
  assert.equal(invalid.statusCode, 400, 'validation comes before the limit: a malformed call costs nothing');
});

test('registration: 429 after the per-account limit, from any address', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const statuses = [];
  for (let i = 0; i <= ATTEMPT_LIMITS.registerAccount.max; i++) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/Auth/registercustomer',
      remoteAddress: `10.2.0.${i}`,
      payload: registration('Same@Example.com'),
    });
    statuses.push(res.statusCode);
  }
  assert.deepEqual(statuses, [200, 409, 409, 429]);
});

test('password-reset requests: 429 per account and per address, same answer for unknown accounts', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const ask = (username: string, ip: string) =>
    h.app.inject({
      url: `/Auth/generateresetpasswordtoken?username=${username}&role=customer`,
      remoteAddress: ip,
    });
  const perAccount = [];
  for (let i = 0; i <= ATTEMPT_LIMITS.resetAccount.max; i++)
    perAccount.push((await ask('nobody@example.com', `10.3.0.${i}`)).statusCode);
  assert.deepEqual(perAccount, [200, 200, 200, 200, 200, 429]);
  for (let i = 0; i < ATTEMPT_LIMITS.resetAddress.max; i++)
    assert.equal((await ask(`n${i}@example.com`, '10.4.0.1')).statusCode, 200);
  assert.equal((await ask('customer@example.com', '10.4.0.1')).statusCode, 429);
  assert.equal((await ask('customer@example.com', '10.4.0.2')).statusCode, 200);
});
