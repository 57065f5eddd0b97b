// Attempt limits hold across API processes: two APIs on one PostgreSQL share the counts of failed logins,
// registrations and password-reset requests, so alternating between them buys an attacker nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type ApiProcess } from './support/api-process.ts';
import { startPostgres, type TestPostgres } from './support/postgres.ts';
import { call } from './support/http.ts';

let server: TestPostgres;
let apis: ApiProcess[] = [];
let dir: string;

test.before(async () => {
  server = await startPostgres(4538);
  dir = mkdtempSync(join(tmpdir(), 'alfie-throttle-'));
  const first = await startApi({ port: 4630, dataDir: join(dir, 'a'), databaseUrl: server.url });
  const second = await startApi({ port: 4631, dataDir: join(dir, 'b'), databaseUrl: server.url });
  apis = [first, second];
});

test.after(async () => {
  for (const api of apis) await api.kill('SIGTERM');
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Calls alternate between the two processes; answers the statuses in order. */
async function alternate(
  n: number,
  send: (base: string, i: number) => ReturnType<typeof call>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(apis[i % 2]!.url, i))?.status ?? 0);
  return statuses;
}

test('failed logins for one account, spread over two processes: the 6th answer is 429', async () => {
  const statuses = await alternate(6, (base, i) =>
    call(base, 'POST', '/Auth/authenticate', {
      body: { username: 'operator@example.com', password: 'Wrong-2026!' },
      headers: { 'x-forwarded-for': `10.5.0.${i}` },
    }),
  );
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
});

test('failed logins from one address over many accounts, two processes: 429 after 20', async () => {
  const statuses = await alternate(21, (base, i) =>
    call(base, 'POST', '/Auth/authenticate', {
      body: { username: `nobody${i}@example.com`, password: 'Wrong-2026!' },
      headers: { 'x-forwarded-for': '10.6.0.1' },
    }),
  );
  assert.deepEqual(statuses, [...Array(20).fill(401), 429]);
});

test('registrations from one address, two processes: 429 after 10', async () => {
  const statuses = await alternate(11, (base, i) =>
    call(base, 'POST', '/Auth/registercustomer', {
      headers: { 'x-forwarded-for': '10.7.0.1' },
      body: {
        BusinessName: `Due Processi ${i}`,
        CreateDate: new Date().toISOString(),
        Email: `two-${i}@example.com`,
        Country: 'France',
        City: 'Lyon',
        PostalCode: '69001',
        Street: 'Rue 1',
        VatCode: 'FR12345678901',
        Account: {
          AccountType: 'Customer',
          Username: `two-${i}@example.com`,
          Password: 'Deux-Proc-2026!',
          CreateDate: new Date().toISOString(),
          Status: 'Created',
          role: 'customer',
          TermsConditions: true,
          Privacy: true,
          Language: 'fr',
        },
      },
    }),
  );
  assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
});

test('reset requests for one account, two processes: 429 after 5', async () => {
  const statuses = await alternate(6, (base, i) =>
    call(base, 'GET', '/Auth/generateresetpasswordtoken?username=customer@example.com&role=customer', {
      headers: { 'x-forwarded-for': `10.8.0.${i}` },
    }),
  );
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
});
