// Authentication calls: login answers and failures, approval gate, throttling, registration, language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { bearer, build, DEMO_PASSWORD } from '../../test/build.ts';
import { accounts, auditLog, companies, loginThrottle, mailOutbox } from '../../db/schema.ts';
import { renderMail } from '../../mail/render.ts';
import { registration as signup } from '../../test/registration.ts';

const registration = (company: Record<string, unknown> = {}, account: Record<string, unknown> = {}) =>
  signup('nuova@example.com', { company, account });

test('every demo account logs in with the answer of docs/product.md §3', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const expected = {
    'admin@example.com': ['operator-admin', 'Operator'],
    'operator@example.com': ['operator-user', 'Operator'],
    'recruiter@example.com': ['operator-recruiter', 'Operator'],
    'customer@example.com': ['customer', 'Customer'],
  } as const;
  for (const [email, [role, type]] of Object.entries(expected)) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      payload: { username: email.toUpperCase(), password: DEMO_PASSWORD },
    });
    assert.equal(res.statusCode, 200, email);
    const body = res.json();
    assert.equal(body.account.role, role);
    assert.equal(body.account.accountType, type);
    assert.match(body.account.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(typeof body.currentUserId, 'number');
    assert.equal(body.languages[0].language, 'it');
  }
  const customer = (
    await h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      payload: { username: 'customer@example.com', password: DEMO_PASSWORD },
    })
  ).json();
  const [company] = await h.db.select().from(companies).where(eq(companies.email, 'customer@example.com'));
  assert.equal(customer.currentUserId, company!.id, 'a customer’s currentUserId is its company id');
});

test('wrong credentials answer 401 with AUTH.VALIDATION.INVALID_LOGIN, unknown or not', async (t) => {
  const h = await build();
  t.after(() => h.close());
  for (const payload of [
    { username: 'admin@example.com', password: 'Wrong-2026!' },
    { username: 'nobody@example.com', password: DEMO_PASSWORD },
  ]) {
    const res = await h.app.inject({ method: 'POST', url: '/Auth/authenticate', payload });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), {
      error: 'The password or email is wrong',
      code: 'AUTH.VALIDATION.INVALID_LOGIN',
    });
  }
  const empty = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: '', password: '' },
  });
  assert.equal(empty.statusCode, 400);
  assert.equal(empty.json().fields.username, 'REQUIRED.FIELD');
});

test('repeated failures are throttled per account (429) and the counter lives in the database', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const attempt = (password: string, ip = '10.0.0.1') =>
    h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      remoteAddress: ip,
      payload: { username: 'operator@example.com', password },
    });
  for (let i = 0; i < 5; i++) assert.equal((await attempt('Wrong-2026!')).statusCode, 401);
  const blocked = await attempt(DEMO_PASSWORD, '10.0.0.2');
  assert.equal(blocked.statusCode, 429, 'even the right password waits while the account is blocked');
  assert.equal(blocked.json().code, 'TOO.MANY.ATTEMPTS');
  assert.ok(Number(blocked.headers['retry-after']) > 0);
  const [row] = await h.db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, 'account:operator@example.com'));
  assert.equal(row!.failures, 5);
  // Another account from another address is not affected.
  assert.equal(
    (
      await h.app.inject({
        method: 'POST',
        url: '/Auth/authenticate',
        remoteAddress: '10.0.0.3',
        payload: { username: 'admin@example.com', password: DEMO_PASSWORD },
      })
    ).statusCode,
    200,
  );
  // When the block is over, the right password works again and clears the counter.
  await h.db
    .update(loginThrottle)
    .set({ blockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - 3_600_000) });
  assert.equal((await attempt(DEMO_PASSWORD)).statusCode, 200);
  assert.equal(
    (await h.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'account:operator@example.com')))
      .length,
    0,
  );
});

test('one address trying many accounts is throttled (429)', async (t) => {
  const h = await build();
  t.after(() => h.close());
  for (let i = 0; i < 20; i++) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      remoteAddress: '10.9.9.9',
      payload: { username: `user${i}@example.com`, password: 'Wrong-2026!' },
    });
    assert.equal(res.statusCode, 401);
  }
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    remoteAddress: '10.9.9.9',
    payload: { username: 'admin@example.com', password: DEMO_PASSWORD },
  });
  assert.equal(res.statusCode, 429);
});

test('registration: a customer waiting for approval, role and status of the payload ignored, then 403 until approved', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: registration({}, { role: 'operator-admin', Status: 'approved' }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const [account] = await h.db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = 'nuova@example.com'`);
  assert.equal(account!.role, 'customer');
  assert.equal(account!.language, 'en');
  assert.notEqual(account!.passwordHash, 'Secret-2026!');
  assert.match(account!.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const [company] = await h.db.select().from(companies).where(eq(companies.accountId, account!.id));
  assert.equal(company!.status, 'created');
  assert.ok(company!.countryId, 'Italia is linked to the priced country');
  const audits = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'company'));
  assert.equal(audits.length, 1);

  const login = () =>
    h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      payload: { username: 'nuova@example.com', password: 'Secret-2026!' },
    });
  const waiting = await login();
  assert.equal(waiting.statusCode, 403);
  assert.equal(waiting.json().code, 'AUTH.ACCOUNT.NOT.ACTIVE');
  assert.match(waiting.json().error, /awaiting activation/);
  await h.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, company!.id));
  const ok = await login();
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.json().languages[0].language, 'en');
});

test('registration: duplicate e-mail (any case) is 409 EMAIL.ALREADY.IN.USE', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: registration({ Email: 'Customer@Example.com' }),
  });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().code, 'EMAIL.ALREADY.IN.USE');
  assert.equal(res.json().error, 'The email entered is already in use');
});

test('registration: the signup rules of section 5 are checked on the server', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const cases: [ReturnType<typeof registration>, string, string][] = [
    [registration({}, { Password: 'short' }), 'Account.Password', 'INVALID.PASSWORD'],
    [registration({ Email: 'not-an-email' }), 'Email', 'INVALID.EMAIL'],
    [registration({}, { Privacy: false }), 'Account.Privacy', 'AUTH.GENERAL.PRIVACY_INVALID'],
    [registration({}, { TermsConditions: false }), 'Account.TermsConditions', 'AUTH.GENERAL.PRIVACY_INVALID'],
    [registration({ VatCode: null, FiscalCode: null }), 'VatCode', 'INSERT.VAT'],
    [registration({ Sdi: null }), 'Sdi', 'INVALID.SDI'],
    [registration({ BusinessName: '   ' }), 'BusinessName', 'REQUIRED.FIELD'],
    [registration({ City: undefined }), 'City', 'REQUIRED.FIELD'],
    // Bidirectional controls would make the name or address display as something else.
    [registration({ BusinessName: 'ACME \u202Eanacnab' }), 'BusinessName', 'INVALID.CHARACTERS'],
    [registration({ Street: 'Via Roma \u2066 1\u2069' }), 'Street', 'INVALID.CHARACTERS'],
    [registration({ City: 'Mil\u202Aano' }), 'City', 'INVALID.CHARACTERS'],
    [{ ...registration(), Admin: true } as ReturnType<typeof registration>, 'Admin', 'INVALID.INPUT'],
  ];
  for (const [payload, field, key] of cases) {
    const res = await h.app.inject({ method: 'POST', url: '/Auth/registercustomer', payload });
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().fields[field], key, `${field}: ${res.body}`);
  }
  // Outside Italy fiscal code and SDI are optional.
  const fr = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: registration({
      Country: 'France',
      Sdi: null,
      FiscalCode: null,
      VatCode: 'FR12345678901',
      Email: 'fr@example.com',
    }),
  });
  assert.equal(fr.statusCode, 200, fr.body);
  assert.equal(
    (await h.db.select().from(accounts).where(eq(accounts.email, 'nuova@example.com'))).length,
    0,
    'nothing stored by the refused attempts',
  );
});

test('change-language stores it/en/fr for the caller and the next login answers it', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const token = await h.login('recruiter@example.com');
  const res = await h.app.inject({
    method: 'POST',
    url: '/request/alfie/change-language',
    headers: bearer(token),
    payload: { Language: 'FR' },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json(), true);
  const login = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: 'recruiter@example.com', password: DEMO_PASSWORD },
  });
  assert.equal(login.json().languages[0].language, 'fr');
  const bad = await h.app.inject({
    method: 'POST',
    url: '/Request/Alfie/Change-Language',
    headers: bearer(token),
    payload: { Language: 'de' },
  });
  assert.equal(bad.statusCode, 400);
  assert.equal(
    (
      await h.app.inject({
        method: 'POST',
        url: '/request/alfie/change-language',
        payload: { Language: 'en' },
      })
    ).statusCode,
    401,
  );
});

test('a company that chose French is answered fr at login and gets every mail in French', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const email = 'francaise@example.com';
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/registercustomer',
    payload: registration(
      { Email: email, Country: 'France', Sdi: null, FiscalCode: null, VatCode: 'FR12345678901' },
      { Username: email, Language: 'fr' },
    ),
  });
  assert.equal(res.statusCode, 200, res.body);
  const approve = await h.app.inject({
    method: 'POST',
    url: '/customer/alfie/approve-customer',
    headers: bearer(await h.login('admin@example.com')),
    payload: { CustomerId: res.json().id, Status: 'approved' },
  });
  assert.equal(approve.statusCode, 200, approve.body);
  const login = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: email, password: 'Secret-2026!' },
  });
  assert.equal(login.statusCode, 200, login.body);
  assert.equal(login.json().languages[0].language, 'fr');
  await h.app.inject({ url: `/Auth/generateresetpasswordtoken?username=${email}` });
  const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  assert.deepEqual(mails.map((m) => [m.template, m.language]).sort(), [
    ['company-approved', 'fr'],
    ['password-reset', 'fr'],
  ]);
  assert.deepEqual(
    mails.map((m) => renderMail(m.template, m.language, m.params as Record<string, unknown>).subject).sort(),
    ['Réinitialisez votre mot de passe Alfie', 'Votre entreprise est active sur Alfie'],
  );
});
