// Company calls: roles, country scope, filters, paging, detail, decisions (409, audit, mails, login enabled),
// the customer's own company and the deletion of a profile (ownership, login ended, data erased, requests kept).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Company } from '@alfie/shared/contracts';
import type { CompanyDetail } from '@alfie/shared/contracts/recruiting';
import { bearer, DEMO_PASSWORD, type TestApp } from '../../test/build.ts';
import { buildFor, demoCountries, tokensOf, type Cleanup } from '../../test/setup.ts';
import { accounts, auditLog, companies, mailOutbox, requests } from '../../db/schema.ts';
import { registration as signup } from '../../test/registration.ts';

const LIST = '/customer/alfie/customers/';
const CITIES = '/customer/alfie/customers-cities';
const DETAIL = '/customer/alfie/customer-details';
const DECIDE = '/customer/alfie/approve-customer';
const CURRENT = '/Customer/alfie/currentcustomer';
const DELETE = '/customer/alfie/delete-customer';

async function setup(t: Cleanup) {
  const h = await buildFor(t);
  const { italy, france } = await demoCountries(h);
  const tokens = await tokensOf(h, [
    'admin',
    'operatorUser',
    'operatorFr',
    'recruiter',
    'generic',
    'customer',
  ]);
  const get = (url: string, token?: string) =>
    h.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const decide = (token: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url: DECIDE, headers: bearer(token), payload: payload as object });
  return { h, italy, france, tokens, get, decide };
}

let seq = 0;
/** Registers a company through the public call, as the signup screen does; answers its id, e-mail and password. */
async function register(
  h: TestApp,
  over: { Country?: string; City?: string; Language?: 'it' | 'en' | 'fr' } = {},
) {
  const email = `nuova${++seq}.${Date.now()}@example.com`;
  const password = 'Secret-2026!';
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: {
      BusinessName: `Nuova Impresa ${seq} S.r.l.`,
      CreateDate: new Date().toISOString(),
      Email: email,
      Country: over.Country ?? 'Italia',
      City: over.City ?? 'Milano',
      PostalCode: '20121',
      Street: 'Via Roma 1',
      Sdi: 'M5UXCR1',
      VatCode: 'IT12345678901',
      FiscalCode: '12345678901',
      Account: {
        AccountType: 'Customer',
        Username: email,
        Password: password,
        CreateDate: new Date().toISOString(),
        Status: 'Created',
        role: 'customer',
        TermsConditions: true,
        Privacy: true,
        Language: over.Language ?? 'en',
      },
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  const id = (res.json() as { id: number }).id;
  const login = () =>
    h.app.inject({ method: 'POST', url: '/Auth/authenticate', payload: { username: email, password } });
  return { id, email, password, login };
}

const companyAudits = (h: TestApp, id: number) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(id))));

test('roles: companies area for the operator calls, customer for currentcustomer, 401 without a token', async (t) => {
  const { tokens, get, decide } = await setup(t);
  for (const url of [LIST, CITIES, `${DETAIL}?customerid=1`]) {
    assert.equal((await get(url)).statusCode, 401, url);
    assert.equal((await get(url, tokens.recruiter)).statusCode, 403, url);
    assert.equal((await get(url, tokens.customer)).statusCode, 403, url);
    for (const ok of [tokens.admin, tokens.operatorUser, tokens.generic])
      assert.equal((await get(url, ok)).statusCode, 200, url);
  }
  assert.equal((await decide(tokens.recruiter, { CustomerId: 1, Status: 'approved' })).statusCode, 403);
  assert.equal((await decide(tokens.customer, { CustomerId: 1, Status: 'approved' })).statusCode, 403);
  assert.equal((await get(CURRENT)).statusCode, 401);
  for (const op of [tokens.admin, tokens.operatorUser, tokens.recruiter])
    assert.equal((await get(CURRENT, op)).statusCode, 403);
  assert.equal((await get(`${DELETE}?id=1`)).statusCode, 401);
  for (const op of [tokens.operatorUser, tokens.recruiter, tokens.generic])
    assert.equal((await get(`${DELETE}?id=1`, op)).statusCode, 403);
});

test('the list: registered companies only, newest first, fields of docs/product.md §3, X-Total-Count, status and city filters', async (t) => {
  const { h, tokens, get } = await setup(t);
  const [{ b2b } = { b2b: 0 }] = await h.db
    .select({ b2b: count() })
    .from(companies)
    .where(and(eq(companies.type, 'customer-b2b'), isNull(companies.deletedAt)));
  const res = await get(LIST, tokens.admin);
  assert.equal(res.statusCode, 200);
  const items = res.json() as Company[];
  assert.equal(items.length, b2b);
  assert.equal(res.headers['x-total-count'], String(b2b));
  assert.ok(
    items.every((c) => c.type === 'customer-b2b'),
    'consumers are not new companies',
  );
  const dates = items.map((c) => Date.parse(c.createDate));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  assert.deepEqual(Object.keys(items[0]!).sort(), [
    'businessName',
    'city',
    'country',
    'createDate',
    'email',
    'fiscalCode',
    'id',
    'postalCode',
    'sdi',
    'status',
    'street',
    'type',
    'vatCode',
  ]);
  for (const status of ['created', 'approved', 'rejected'] as const) {
    const got = (await get(`${LIST}?status=${status}`, tokens.admin)).json() as Company[];
    assert.equal(got.length, items.filter((c) => c.status === status).length, status);
    assert.ok(got.length > 0 && got.every((c) => c.status === status), status);
  }
  const city = items[0]!.city;
  const byCity = (
    await get(`${LIST}?city=${encodeURIComponent(city)}&status=`, tokens.admin)
  ).json() as Company[];
  assert.equal(byCity.length, items.filter((c) => c.city === city).length);
  assert.ok(byCity.every((c) => c.city === city));
  assert.equal((await get(`${LIST}?status=assigned`, tokens.admin)).statusCode, 400);
});

test('paging: limit and cursor walk the whole list once; a tampered cursor is a 400', async (t) => {
  const { tokens, get } = await setup(t);
  const whole = (await get(LIST, tokens.admin)).json() as Company[];
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const r = await get(`${LIST}?limit=4${cursor ? `&cursor=${cursor}` : ''}`, tokens.admin);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['x-total-count'], String(whole.length));
    seen.push(...(r.json() as Company[]).map((c) => c.id));
    cursor = r.headers['x-next-cursor'] as string | undefined;
    if (!cursor) break;
  }
  assert.deepEqual(
    seen,
    whole.map((c) => c.id),
  );
  assert.equal((await get(`${LIST}?limit=4&cursor=%5B1%5D`, tokens.admin)).statusCode, 400);
});

test('cities: distinct, sorted, and within the caller’s country', async (t) => {
  const { h, tokens, get } = await setup(t);
  await register(h, { Country: 'France', City: 'Lyon' });
  const all = (await get(CITIES, tokens.admin)).json() as string[];
  assert.deepEqual(
    all,
    [...new Set(all)].sort((a, b) => a.localeCompare(b, 'it')),
  );
  assert.ok(all.includes('Lyon'));
  const italian = (await get(CITIES, tokens.operatorUser)).json() as string[];
  assert.ok(!italian.includes('Lyon') && italian.includes('Milano'));
  assert.ok(((await get(CITIES, tokens.operatorFr)).json() as string[]).includes('Lyon'));
});

test('country scope: an operator-user of Italy sees, reads and decides only Italian companies', async (t) => {
  const { h, italy, tokens, get, decide } = await setup(t);
  const french = await register(h, { Country: 'France', City: 'Lyon' });
  const italian = (await get(LIST, tokens.operatorUser)).json() as Company[];
  const [{ n } = { n: 0 }] = await h.db
    .select({ n: count() })
    .from(companies)
    .where(and(eq(companies.type, 'customer-b2b'), eq(companies.countryId, italy.id)));
  assert.equal(italian.length, n);
  assert.ok(italian.every((c) => c.country === 'Italia'));
  assert.ok(!italian.some((c) => c.id === french.id));
  assert.ok(((await get(LIST, tokens.operatorFr)).json() as Company[]).some((c) => c.id === french.id));
  assert.equal((await get(`${DETAIL}?customerid=${french.id}`, tokens.operatorUser)).statusCode, 403);
  assert.equal(
    (await decide(tokens.operatorUser, { CustomerId: french.id, Status: 'approved' })).statusCode,
    403,
  );
  const [still] = await h.db.select().from(companies).where(eq(companies.id, french.id));
  assert.equal(still!.status, 'created');
  assert.equal(
    (await decide(tokens.operatorFr, { CustomerId: french.id, Status: 'approved' })).statusCode,
    200,
  );
});

test('customer-details: the company fields of docs/product.md §3; 404 unknown, 400 malformed', async (t) => {
  const { h, tokens, get } = await setup(t);
  const c = await register(h);
  const res = await get(`${DETAIL}?customerid=${c.id}`, tokens.operatorUser);
  assert.equal(res.statusCode, 200);
  const detail = res.json() as CompanyDetail;
  assert.deepEqual(Object.keys(detail).sort(), [
    'businessName',
    'city',
    'country',
    'email',
    'fiscalCode',
    'id',
    'postalCode',
    'sdi',
    'status',
    'street',
    'vatCode',
  ]);
  assert.equal(detail.email, c.email);
  assert.equal(detail.status, 'created');
  assert.equal(detail.vatCode, 'IT12345678901');
  assert.equal((await get(`${DETAIL}?customerid=999999`, tokens.admin)).statusCode, 404);
  assert.equal((await get(`${DETAIL}?customerid=x`, tokens.admin)).statusCode, 400);
  assert.equal((await get(DETAIL, tokens.admin)).statusCode, 400);
});

test('approval: a created company cannot log in (403), approval enables login, is audited and mails the next steps', async (t) => {
  const { h, tokens, decide } = await setup(t);
  const c = await register(h, { Language: 'fr' });
  const waiting = await c.login();
  assert.equal(waiting.statusCode, 403);
  assert.equal(waiting.json().code, 'AUTH.ACCOUNT.NOT.ACTIVE');

  const res = await decide(tokens.operatorUser, { CustomerId: c.id, Status: 'Approved' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json(), true);
  const ok = await c.login();
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.json().account.role, 'customer');

  const audits = (await companyAudits(h, c.id)).filter((a) => a.action !== 'register');
  assert.equal(audits.length, 1);
  assert.equal(audits[0]!.action, 'approved');
  const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, c.email));
  assert.equal(mails.length, 1);
  assert.equal(mails[0]!.template, 'company-approved');
  assert.equal(mails[0]!.language, 'fr');
  assert.equal((mails[0]!.params as { loginUrl: string }).loginUrl, 'http://app.test/');
  await h.mail.deliverDue();
  const eml = readdirSync(join(h.dataDir, 'mail'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(h.dataDir, 'mail', f), 'utf8'));
  assert.ok(
    eml.some((m) => m.includes(c.email)),
    'the acceptance mail was written',
  );

  for (const Status of ['approved', 'rejected']) {
    const again = await decide(tokens.admin, { CustomerId: c.id, Status });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'INVALID.STATE');
  }
  assert.equal((await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, c.email))).length, 1);
});

test('rejection: mails the negative outcome, login stays closed, later decisions are 409', async (t) => {
  const { h, tokens, decide } = await setup(t);
  const c = await register(h);
  assert.equal(
    (await decide(tokens.generic, { CustomerId: String(c.id), Status: 'rejected' })).statusCode,
    200,
  );
  const [row] = await h.db.select().from(companies).where(eq(companies.id, c.id));
  assert.equal(row!.status, 'rejected');
  const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, c.email));
  assert.deepEqual(
    mails.map((m) => m.template),
    ['company-rejected'],
  );
  const login = await c.login();
  assert.equal(login.statusCode, 403);
  assert.equal(login.json().code, 'AUTH.ACCOUNT.DISABLED');
  assert.equal((await decide(tokens.admin, { CustomerId: c.id, Status: 'approved' })).statusCode, 409);
});

test('decisions: bad bodies are 400 and change nothing, unknown and consumer ids 404, concurrent deciders get one 409', async (t) => {
  const { h, tokens, decide } = await setup(t);
  const c = await register(h);
  for (const body of [
    { CustomerId: c.id, Status: 'created' },
    { CustomerId: c.id },
    { CustomerId: c.id, Status: 'approved', Note: 'x' },
    { customerId: c.id, status: 'approved' },
    { CustomerId: 'x'.repeat(5000), Status: 'approved' },
  ])
    assert.equal((await decide(tokens.admin, body)).statusCode, 400, JSON.stringify(body).slice(0, 60));
  const [still] = await h.db.select().from(companies).where(eq(companies.id, c.id));
  assert.equal(still!.status, 'created');
  assert.equal((await decide(tokens.admin, { CustomerId: 999999, Status: 'approved' })).statusCode, 404);
  const [consumer] = await h.db.select().from(companies).where(eq(companies.type, 'consumer')).limit(1);
  assert.equal(
    (await decide(tokens.admin, { CustomerId: consumer!.id, Status: 'approved' })).statusCode,
    404,
  );

  const answers = await Promise.all([
    decide(tokens.admin, { CustomerId: c.id, Status: 'approved' }),
    decide(tokens.operatorUser, { CustomerId: c.id, Status: 'rejected' }),
  ]);
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
  assert.equal((await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, c.email))).length, 1);
});

test('currentcustomer: the customer’s own company with the fields of docs/product.md §3', async (t) => {
  const { tokens, get } = await setup(t);
  const res = await get(CURRENT, tokens.customer);
  assert.equal(res.statusCode, 200);
  const company = res.json() as Company;
  assert.equal(company.email, 'customer@example.com');
  assert.equal(company.status, 'approved');
  assert.equal(company.type, 'customer-b2b');
  for (const key of [
    'businessName',
    'country',
    'city',
    'postalCode',
    'street',
    'vatCode',
    'fiscalCode',
    'sdi',
    'createDate',
  ])
    assert.ok(key in company, key);
});

test('delete-customer: the customer deletes its own profile; login ends, data erased, requests stay', async (t) => {
  const { h, tokens, get } = await setup(t);
  const own = (await get(CURRENT, tokens.customer)).json() as Company;
  const [{ before } = { before: 0 }] = await h.db
    .select({ before: count() })
    .from(requests)
    .where(eq(requests.customerId, own.id));
  assert.ok(before > 0);
  // Not someone else's.
  const [other] = await h.db
    .select()
    .from(companies)
    .where(and(eq(companies.type, 'customer-b2b'), eq(companies.status, 'approved')))
    .limit(2)
    .then((rows) => rows.filter((r) => r.id !== own.id));
  assert.equal((await get(`${DELETE}?id=${other!.id}`, tokens.customer)).statusCode, 403);

  const res = await get(`${DELETE}?id=${own.id}`, tokens.customer);
  assert.equal(res.statusCode, 200);
  assert.equal(res.json(), true);
  // The open session ended and the old credentials no longer log in.
  assert.equal((await get(CURRENT, tokens.customer)).statusCode, 401);
  const login = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: 'customer@example.com', password: DEMO_PASSWORD },
  });
  assert.equal(login.statusCode, 401);
  const [row] = await h.db.select().from(companies).where(eq(companies.id, own.id));
  assert.ok(row!.deletedAt);
  assert.equal(row!.email, '');
  assert.equal(row!.street, '');
  assert.equal(row!.vatCode, null);
  assert.ok(!row!.businessName.includes(own.businessName));
  const [account] = await h.db.select().from(accounts).where(eq(accounts.id, row!.accountId!));
  assert.equal(account!.status, 'disabled');
  assert.ok(!account!.email.includes('customer@example.com'));
  const [{ after } = { after: 0 }] = await h.db
    .select({ after: count() })
    .from(requests)
    .where(eq(requests.customerId, own.id));
  assert.equal(after, before, 'requests stay for accounting');
  const audits = (await companyAudits(h, own.id)).filter((a) => a.action === 'delete');
  assert.equal(audits.length, 1);
  assert.ok(
    !JSON.stringify(audits[0]).includes('customer@example.com'),
    'the audit does not keep the erased data',
  );
  // Gone from the operators' list; the e-mail can register again.
  assert.ok(!((await get(LIST, tokens.admin)).json() as Company[]).some((c) => c.id === own.id));
  const again = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: signup('customer@example.com', {
      company: { BusinessName: 'Di nuovo S.r.l.' },
      account: { Language: 'it' },
    }),
  });
  assert.equal(again.statusCode, 200, again.body);
});

test('delete-customer: operator-admin deletes any company once; a second time is 409, unknown 404', async (t) => {
  const { h, tokens, get } = await setup(t);
  const c = await register(h);
  const res = await get(`${DELETE}?id=${c.id}`, tokens.admin);
  assert.equal(res.statusCode, 200);
  assert.equal((await c.login()).statusCode, 401);
  const [account] = await h.db
    .select()
    .from(accounts)
    .innerJoin(companies, eq(companies.accountId, accounts.id))
    .where(eq(companies.id, c.id));
  assert.equal(account!.accounts.status, 'disabled');
  assert.equal((await get(`${DELETE}?id=${c.id}`, tokens.admin)).statusCode, 409);
  assert.equal((await get(`${DELETE}?id=999999`, tokens.admin)).statusCode, 404);
  assert.equal((await get(`${DELETE}?id=abc`, tokens.admin)).statusCode, 400);
});

test('signup takes only a country Alfie serves (400 INVALID.COUNTRY), stored by its served name', async (t) => {
  const { h, italy } = await setup(t);
  for (const Country of ['Italy', 'Germania', 'XX']) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/Auth/registercustomer',
      payload: {
        BusinessName: 'Fuori Zona S.r.l.',
        Email: `fuori.${Country}@example.com`,
        Country,
        City: 'Berlin',
        PostalCode: '10115',
        Street: 'Unter den Linden 1',
        VatCode: 'DE123456789',
        FiscalCode: '12345678901',
        Sdi: 'M5UXCR1',
        Account: { Password: 'Secret-2026!', TermsConditions: true, Privacy: true },
      },
    });
    assert.equal(res.statusCode, 400, `${Country}: ${res.body}`);
    assert.equal(res.json().code, 'INVALID.COUNTRY');
    assert.equal(res.json().fields.Country, 'INVALID.COUNTRY');
  }
  assert.equal(
    (await h.db.select().from(companies).where(eq(companies.businessName, 'Fuori Zona S.r.l.'))).length,
    0,
  );
  const { id } = await register(h, { Country: ' italia ' });
  const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
  assert.deepEqual([row!.country, row!.countryId], ['Italia', italy.id]);
});

test('companies in no served country: listed for the admin, who ties them to a served country', async (t) => {
  const { h, italy, tokens, get } = await setup(t);
  const UNSERVED = '/customer/alfie/customers-unserved-country';
  const FIX = '/customer/alfie/update-customer-country';
  // A company of the old free-text signup: "Italy" matched no served country, so it has no country id.
  const { id } = await register(h);
  await h.db.update(companies).set({ country: 'Italy', countryId: null }).where(eq(companies.id, id));
  const listed = await get(UNSERVED, tokens.admin);
  assert.equal(listed.statusCode, 200, listed.body);
  const rows = listed.json() as { id: number; country: string; businessName: string }[];
  assert.deepEqual(
    rows.map((r) => [r.id, r.country]),
    [[id, 'Italy']],
  );
  assert.deepEqual(Object.keys(rows[0]!).sort(), [
    'businessName',
    'city',
    'country',
    'createDate',
    'email',
    'id',
    'status',
  ]);
  const italianList = async () =>
    ((await get(LIST, tokens.operatorUser)).json() as Company[]).some((c) => c.id === id);
  assert.equal(await italianList(), false, 'the Italian operator cannot see it yet');
  for (const token of [tokens.operatorUser, tokens.recruiter, tokens.customer])
    assert.equal((await get(UNSERVED, token)).statusCode, 403);

  const fix = (payload: unknown, token = tokens.admin) =>
    h.app.inject({ method: 'POST', url: FIX, headers: bearer(token), payload: payload as object });
  const unknown = await fix({ CustomerId: id, Country: 'Germania' });
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.json().fields.Country, 'INVALID.COUNTRY');
  assert.equal((await fix({ CustomerId: 999_999, Country: 'Italia' })).statusCode, 404);
  assert.equal((await fix({ CustomerId: id, Country: 'Italia' }, tokens.operatorUser)).statusCode, 403);
  const served = await fix({ CustomerId: (await register(h)).id, Country: 'FR' });
  assert.equal(served.statusCode, 409, 'a company of a served country is not moved by this fix');
  assert.equal(served.json().code, 'COMPANY.COUNTRY.SERVED');
  const fixed = await fix({ CustomerId: id, Country: 'it' });
  assert.equal(fixed.statusCode, 200, fixed.body);
  const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
  assert.deepEqual([row!.country, row!.countryId], ['Italia', italy.id]);
  assert.deepEqual((await get(UNSERVED, tokens.admin)).json(), []);
  assert.equal(await italianList(), true, 'now the Italian operator sees and can decide it');
  const audits = await companyAudits(h, id);
  assert.ok(audits.some((a) => a.action === 'country-fixed'));
  assert.equal(
    (await fix({ CustomerId: id, Country: 'FR' })).statusCode,
    409,
    'fixed once: now it is served',
  );
});
