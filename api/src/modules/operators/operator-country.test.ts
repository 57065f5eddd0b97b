// Every operator but the full admin works for one country: the database refuses an operator without one (checked at
// commit, whichever of role and country changes first), and the generic operator sees its own country only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { bearer, build, type TestApp } from '../../test/build.ts';
import { accounts, companies, countries, operators } from '../../db/schema.ts';

const codeOf = (err: unknown) =>
  (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;

async function refused(work: Promise<unknown>, what: string) {
  await assert.rejects(work, (err) => codeOf(err) === '23514', what);
}

async function countryId(h: TestApp, name: string) {
  const [row] = await h.db.select({ id: countries.id }).from(countries).where(eq(countries.name, name));
  return row!.id;
}

async function operatorOf(h: TestApp, email: string) {
  const [row] = await h.db
    .select({
      accountId: accounts.id,
      operatorId: operators.id,
      role: accounts.role,
      countryId: operators.countryId,
    })
    .from(accounts)
    .innerJoin(operators, eq(operators.accountId, accounts.id))
    .where(eq(accounts.email, email));
  return row!;
}

test('the database refuses an operator other than operator-admin without a country, at commit', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const italy = await countryId(h, 'Italia');
  assert.equal((await operatorOf(h, 'backoffice@example.com')).countryId, italy, 'the demo generic operator');

  const email = 'senza.paese@example.com';
  await refused(
    h.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ email, passwordHash: 'x', role: 'operator', accountType: 'Operator', language: 'it' })
        .returning({ id: accounts.id });
      await tx.insert(operators).values({ accountId: account!.id, firstname: 'S', lastname: 'P', email });
    }),
    'a generic operator without a country',
  );
  assert.equal(
    (await h.db.select().from(accounts).where(eq(accounts.email, email))).length,
    0,
    'nothing kept',
  );

  const admin = await operatorOf(h, 'admin@example.com');
  assert.equal(admin.countryId, null);
  await refused(
    h.db.update(accounts).set({ role: 'operator' }).where(eq(accounts.id, admin.accountId)),
    'an admin demoted without a country',
  );
  const user = await operatorOf(h, 'operator@example.com');
  await refused(
    h.db.update(operators).set({ countryId: null }).where(eq(operators.id, user.operatorId)),
    'a country taken from an operator-user',
  );
  assert.equal((await operatorOf(h, 'operator@example.com')).countryId, italy, 'unchanged');

  // Either order within one transaction: only the state at commit counts.
  await h.db.transaction(async (tx) => {
    await tx.update(accounts).set({ role: 'operator-user' }).where(eq(accounts.id, admin.accountId));
    await tx.update(operators).set({ countryId: italy }).where(eq(operators.id, admin.operatorId));
  });
  await h.db.transaction(async (tx) => {
    await tx.update(operators).set({ countryId: null }).where(eq(operators.id, admin.operatorId));
    await tx.update(accounts).set({ role: 'operator-admin' }).where(eq(accounts.id, admin.accountId));
  });
  assert.deepEqual(await operatorOf(h, 'admin@example.com'), admin);
});

test("the generic operator sees and acts on its own country's data only", async (t) => {
  const h = await build();
  t.after(() => h.close());
  const token = await h.login('backoffice@example.com');
  const france = await countryId(h, 'France');
  const [french] = await h.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.countryId, france));
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: bearer(token) });
  assert.equal((await get(`/customer/alfie/customer-details?customerid=${french!.id}`)).statusCode, 403);
  const listed = (await get('/customer/alfie/customers/')).json() as { id: number }[];
  assert.ok(listed.length > 0);
  assert.ok(!listed.some((c) => c.id === french!.id), 'no French company in the list');
  assert.equal(
    (await h.app.inject({ method: 'POST', url: '/payment/alfie/reauthorize-due', headers: bearer(token) }))
      .statusCode,
    403,
    'the every-country job is the full admin’s',
  );
});
