// Operator accounts: list, register, update, delete, reset mail; self-protection, roles, sessions and audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { Operator } from '@alfie/shared/contracts';
import { bearer, build, DEMO_PASSWORD, type TestApp } from '../../test/build.ts';
import { accounts, auditLog, mailOutbox, operators } from '../../db/schema.ts';

const newOperator = (over: Record<string, unknown> = {}, account: Record<string, unknown> = {}) => ({
  firstname: 'Giulia',
  lastname: 'Neri',
  email: 'giulia.neri@example.com',
  ...over,
  account: {
    username: 'giulia.neri@example.com',
    role: 'operator-recruiter',
    password: 'Nuova-Pass-1!',
    country: 'Italia',
    ...account,
  },
});
const call = (h: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  h.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });
async function list(h: TestApp, token: string): Promise<Operator[]> {
  return (await call(h, token, 'GET', '/operator/alfie/operators')).json();
}
const byEmail = (ops: Operator[], email: string) => ops.find((o) => o.email === email)!;

test('operators: the list of docs/product.md §3 without passwords, for operator-admin and operator only', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const res = await call(h, admin, 'GET', '/operator/alfie/operators');
  assert.equal(res.statusCode, 200);
  const ops = res.json() as Operator[];
  assert.equal(res.headers['x-total-count'], String(ops.length));
  const op = byEmail(ops, 'operator@example.com');
  assert.deepEqual(Object.keys(op).sort(), [
    'account',
    'createdDate',
    'email',
    'firstname',
    'id',
    'lastname',
  ]);
  assert.deepEqual(Object.keys(op.account).sort(), ['country', 'id', 'role', 'username']);
  assert.equal(op.account.role, 'operator-user');
  assert.equal(op.account.country, 'Italia');
  assert.equal(byEmail(ops, 'admin@example.com').account.country, null);
  assert.ok(!res.body.includes('argon2'), 'no password hash leaves the server');
  const page = await h.app.inject({ url: '/operator/alfie/operators?limit=2', headers: bearer(admin) });
  assert.equal(page.json().length, 2);
  assert.ok(page.headers['x-next-cursor']);

  assert.equal((await h.app.inject({ url: '/operator/alfie/operators' })).statusCode, 401);
  for (const email of ['operator@example.com', 'recruiter@example.com', 'customer@example.com']) {
    const token = await h.login(email);
    assert.equal((await call(h, token, 'GET', '/operator/alfie/operators')).statusCode, 403, email);
    assert.equal(
      (await call(h, token, 'POST', '/operator/alfie/register-new-operator', newOperator())).statusCode,
      403,
      email,
    );
    assert.equal(
      (await call(h, token, 'GET', `/operator/alfie/delete-operator?id=${op.id}`)).statusCode,
      403,
    );
    assert.equal(
      (await call(h, token, 'POST', '/operator/alfie/send-reset-password', { id: op.id })).statusCode,
      403,
    );
  }
  assert.equal(
    (await call(h, await h.login('backoffice@example.com'), 'GET', '/operator/alfie/operators')).statusCode,
    200,
  );
});

test('register: a recruiter who can log in at once; duplicate e-mail 409; country required unless admin', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const res = await call(h, admin, 'POST', '/operator/alfie/register-new-operator', newOperator());
  assert.equal(res.statusCode, 200, res.body);
  const saved = res.json() as Operator;
  assert.equal(saved.account.role, 'operator-recruiter');
  assert.equal(saved.account.country, 'Italia');
  assert.ok(byEmail(await list(h, admin), 'giulia.neri@example.com'));
  const login = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: 'giulia.neri@example.com', password: 'Nuova-Pass-1!' },
  });
  assert.equal(login.statusCode, 200);
  assert.equal(login.json().account.role, 'operator-recruiter');
  assert.equal(login.json().currentUserId, saved.id);
  const [audit] = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'operator'), eq(auditLog.action, 'register')));
  assert.equal(audit!.entityId, String(saved.id));

  const dup = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({ email: 'GIULIA.neri@example.com' }),
  );
  assert.equal(dup.statusCode, 409);
  assert.equal(dup.json().code, 'EMAIL.ALREADY.IN.USE');
  assert.equal(dup.json().error, 'The email entered is already in use');

  const noCountry = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({ email: 'a@example.com' }, { country: '' }),
  );
  assert.equal(noCountry.statusCode, 400);
  assert.equal(noCountry.json().fields['account.country'], 'REQUIRED.FIELD');
  const unknownCountry = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({ email: 'b@example.com' }, { country: 'Atlantide' }),
  );
  assert.equal(unknownCountry.statusCode, 400);
  assert.equal(unknownCountry.json().fields['account.country'], 'INVALID.COUNTRY');
  const newAdmin = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({ email: 'c@example.com' }, { role: 'operator-admin', country: 'Italia' }),
  );
  assert.equal(newAdmin.statusCode, 200, newAdmin.body);
  assert.equal(newAdmin.json().account.country, null, 'an operator-admin sees every country');
  const adminNoCountry = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({ email: 'd@example.com' }, { role: 'operator-admin', country: undefined }),
  );
  assert.equal(adminNoCountry.statusCode, 200);
});

test('register: the operator form rules of docs/product.md §5 are enforced by the server', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const cases: [unknown, string, string][] = [
    [newOperator({ firstname: ' ' }), 'firstname', 'REQUIRED.FIELD'],
    [newOperator({ lastname: undefined }), 'lastname', 'REQUIRED.FIELD'],
    [newOperator({ email: 'not-an-email' }), 'email', 'INVALID.EMAIL'],
    [newOperator({}, { password: 'password' }), 'account.password', 'INVALID.PASSWORD'],
    [newOperator({}, { password: undefined }), 'account.password', 'REQUIRED.FIELD'],
    [newOperator({}, { role: 'customer' }), 'account.role', 'REQUIRED.FIELD'],
    [newOperator({ admin: true }), 'admin', 'INVALID.INPUT'],
    [newOperator({ firstname: 'Giu\u202Elia' }), 'firstname', 'INVALID.CHARACTERS'],
    [newOperator({ lastname: '\u2068Neri' }), 'lastname', 'INVALID.CHARACTERS'],
  ];
  for (const [payload, field, key] of cases) {
    const res = await call(h, admin, 'POST', '/operator/alfie/register-new-operator', payload);
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().fields?.[field], key, `${field}: ${res.body}`);
  }
  assert.equal(
    (await h.db.select().from(operators).where(eq(operators.email, 'giulia.neri@example.com'))).length,
    0,
  );
});

test('update: names, role and country of another operator; a role change ends their old sessions', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const opToken = await h.login('operator@example.com');
  const op = byEmail(await list(h, admin), 'operator@example.com');
  const body = (over: Record<string, unknown> = {}, account: Record<string, unknown> = {}) => ({
    id: op.id,
    accountId: op.account.id,
    firstname: 'Mario',
    lastname: 'Bianchi',
    ...over,
    account: { id: op.account.id, role: 'operator-user', country: 'Italia', ...account },
  });
  const same = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/update-operator',
    body({}, { country: 'France' }),
  );
  assert.equal(same.statusCode, 200, same.body);
  assert.equal(same.json().lastname, 'Bianchi');
  assert.equal(same.json().account.country, 'France');
  // Any guarded route tells whether the token still opens a session (get-cities is public).
  assert.equal(
    (await call(h, opToken, 'GET', '/Auth/two-factor/status')).statusCode,
    200,
    'same role: the session goes on',
  );

  const promoted = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/update-operator',
    body({}, { role: 'operator-recruiter' }),
  );
  assert.equal(promoted.statusCode, 200);
  assert.equal(promoted.json().account.role, 'operator-recruiter');
  const [acc] = await h.db.select().from(accounts).where(eq(accounts.id, op.account.id));
  assert.equal(acc!.tokenVersion, 1);
  assert.equal(
    (await call(h, opToken, 'GET', '/Auth/two-factor/status')).statusCode,
    401,
    'old token refused',
  );
  const relog = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: 'operator@example.com', password: DEMO_PASSWORD },
  });
  assert.equal(relog.json().account.role, 'operator-recruiter');

  const mismatch = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/update-operator',
    body({ accountId: op.account.id + 1000 }, { id: op.account.id + 1000 }),
  );
  assert.equal(mismatch.statusCode, 400);
  const missing = await call(h, admin, 'POST', '/operator/alfie/update-operator', body({ id: 999_999 }));
  assert.equal(missing.statusCode, 404);
  const noCountry = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/update-operator',
    body({}, { country: null }),
  );
  assert.equal(noCountry.json().fields['account.country'], 'REQUIRED.FIELD');
  const withEmail = await call(h, admin, 'POST', '/operator/alfie/update-operator', {
    ...body(),
    email: 'x@example.com',
  });
  assert.equal(withEmail.statusCode, 400, 'e-mail is not editable');
  const audits = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'operator'), eq(auditLog.action, 'update')));
  assert.equal(audits.length, 2);
});

test('nobody edits, resets or deletes their own account (403), whatever id they send', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const me = byEmail(await list(h, admin), 'admin@example.com');
  const update = await call(h, admin, 'POST', '/operator/alfie/update-operator', {
    id: me.id,
    accountId: me.account.id,
    firstname: 'Me',
    lastname: 'Myself',
    account: { id: me.account.id, role: 'operator-admin' },
  });
  assert.equal(update.statusCode, 403);
  assert.equal(update.json().code, 'NOT.PERMITTED');
  assert.equal((await call(h, admin, 'GET', `/operator/alfie/delete-operator?id=${me.id}`)).statusCode, 403);
  assert.equal(
    (await call(h, admin, 'POST', '/operator/alfie/send-reset-password', { id: me.id })).statusCode,
    403,
  );
  const generic = await h.login('backoffice@example.com');
  const self = byEmail(await list(h, generic), 'backoffice@example.com');
  assert.equal(
    (await call(h, generic, 'GET', `/operator/alfie/delete-operator?id=${self.id}`)).statusCode,
    403,
  );
  const [acc] = await h.db.select().from(accounts).where(eq(accounts.id, me.account.id));
  assert.equal(acc!.status, 'active');
  assert.equal((await h.db.select().from(mailOutbox)).length, 0);
});

test('delete disables the account: no login, old token refused, gone from the list, audited', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const recruiterToken = await h.login('recruiter@example.com');
  const target = byEmail(await list(h, admin), 'recruiter@example.com');
  const res = await call(h, admin, 'GET', `/Operator/Alfie/Delete-Operator?id=${target.id}`);
  assert.equal(res.statusCode, 200);
  assert.equal(res.json(), true);
  assert.equal((await call(h, recruiterToken, 'GET', '/Auth/two-factor/status')).statusCode, 401);
  const login = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: 'recruiter@example.com', password: DEMO_PASSWORD },
  });
  assert.equal(login.statusCode, 401);
  assert.equal(byEmail(await list(h, admin), 'recruiter@example.com'), undefined);
  assert.equal(
    (await call(h, admin, 'GET', `/operator/alfie/delete-operator?id=${target.id}`)).statusCode,
    404,
    'already deleted',
  );
  assert.equal((await call(h, admin, 'GET', '/operator/alfie/delete-operator?id=abc')).statusCode, 400);
  const [audit] = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'operator'), eq(auditLog.action, 'delete')));
  assert.equal(audit!.entityId, String(target.id));
  // The e-mail stays taken: the disabled account keeps it for the audit trail.
  const again = await call(
    h,
    admin,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({ email: 'recruiter@example.com' }),
  );
  assert.equal(again.statusCode, 409);
});

test('send-reset-password mails another operator a working link (admin-password-reset), audited', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const target = byEmail(await list(h, admin), 'operator@example.com');
  const res = await call(h, admin, 'POST', '/operator/alfie/send-reset-password', { id: target.id });
  assert.equal(res.statusCode, 200);
  const [queued] = await h.db.select().from(mailOutbox);
  assert.equal(queued!.toAddress, 'operator@example.com');
  assert.equal(queued!.template, 'admin-password-reset');
  assert.equal((queued!.params as { name: string }).name, `${target.firstname} ${target.lastname}`);
  const token = /token=([\w-]+)/.exec(String((queued!.params as { link: string }).link))![1]!;
  const reset = await h.app.inject({
    method: 'POST',
    url: '/Auth/resetpassword',
    payload: { token, password: 'Altra-Pass-9!' },
  });
  assert.equal(reset.statusCode, 200);
  const login = await h.app.inject({
    method: 'POST',
    url: '/Auth/authenticate',
    payload: { username: 'operator@example.com', password: 'Altra-Pass-9!' },
  });
  assert.equal(login.statusCode, 200);
  assert.equal(
    (await call(h, admin, 'POST', '/operator/alfie/send-reset-password', { id: 999_999 })).statusCode,
    404,
  );
  assert.equal((await call(h, admin, 'POST', '/operator/alfie/send-reset-password', {})).statusCode, 400);
  const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'password-reset-sent'));
  assert.equal(audit!.entityId, String(target.id));
});

test('only operator-admin grants or touches the full-admin role: the generic operator cannot escalate', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const generic = await h.login('backoffice@example.com');
  // The full admin's list: the generic operator's shows its own country's operators only.
  const ops = await list(h, await h.login('admin@example.com'));
  const admin = byEmail(ops, 'admin@example.com');
  const recruiter = byEmail(ops, 'recruiter@example.com');
  const before = (await h.db.select().from(accounts)).length;
  const asAdmin = await call(
    h,
    generic,
    'POST',
    '/operator/alfie/register-new-operator',
    newOperator({}, { role: 'operator-admin', country: null }),
  );
  assert.equal(asAdmin.statusCode, 403);
  assert.equal((await h.db.select().from(accounts)).length, before);
  const promote = await call(h, generic, 'POST', '/operator/alfie/update-operator', {
    id: recruiter.id,
    accountId: recruiter.account.id,
    firstname: 'R',
    lastname: 'R',
    account: { id: recruiter.account.id, role: 'operator-admin' },
  });
  assert.equal(promote.statusCode, 403);
  assert.equal(
    (await call(h, generic, 'GET', `/operator/alfie/delete-operator?id=${admin.id}`)).statusCode,
    403,
  );
  const [rec] = await h.db.select().from(accounts).where(eq(accounts.id, recruiter.account.id));
  assert.equal(rec!.role, 'operator-recruiter');
  const ok = await call(h, generic, 'POST', '/operator/alfie/register-new-operator', newOperator());
  assert.equal(ok.statusCode, 200);
});

test('a generic operator limited to a country manages the operators of that country only', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const generic = await h.login('backoffice@example.com');
  const admin = await h.login('admin@example.com');

  const seen = await list(h, generic);
  assert.ok(byEmail(seen, 'operator@example.com'), 'an Italian operator');
  assert.ok(
    seen.every((o) => o.account.country === 'Italia'),
    'no other country, no admin',
  );
  const french = byEmail(await list(h, admin), 'operatore.fr@example.com');
  assert.equal(french.account.country, 'France', 'the admin sees every country');

  const refusals = [
    call(h, generic, 'POST', '/operator/alfie/register-new-operator', newOperator({}, { country: 'France' })),
    call(h, generic, 'POST', '/operator/alfie/update-operator', {
      id: french.id,
      accountId: french.account.id,
      firstname: 'Rebaptisé',
      lastname: french.lastname,
      account: { id: french.account.id, role: 'operator-user', country: 'France' },
    }),
    call(h, generic, 'GET', `/operator/alfie/delete-operator?id=${french.id}`),
    call(h, generic, 'POST', '/operator/alfie/send-reset-password', { id: french.id }),
  ];
  for (const res of await Promise.all(refusals)) assert.equal(res.statusCode, 403, res.body);
  const italian = byEmail(seen, 'operator@example.com');
  const moved = await call(h, generic, 'POST', '/operator/alfie/update-operator', {
    id: italian.id,
    accountId: italian.account.id,
    firstname: italian.firstname,
    lastname: italian.lastname,
    account: { id: italian.account.id, role: italian.account.role, country: 'France' },
  });
  assert.equal(moved.statusCode, 403, 'not even moving one of its own to another country');

  const after = await list(h, admin);
  assert.deepEqual(byEmail(after, 'operatore.fr@example.com'), french, 'nothing changed');
  assert.equal(byEmail(after, 'operator@example.com').account.country, 'Italia');
  assert.equal(after.filter((o) => o.email === 'giulia.neri@example.com').length, 0);
  const created = await call(h, generic, 'POST', '/operator/alfie/register-new-operator', newOperator());
  assert.equal(created.statusCode, 200, 'an operator of its own country');
});
