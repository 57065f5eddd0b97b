// The PA application and approval: apply (validation, one per e-mail, throttling), the recruiters' list, approval
// creating the PA login with a 72-hour single-use first-password link, rejection creating none, and the PA's login.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { ApplyCountry, LoginResponse, PersonalAssistant } from '@alfie/shared/contracts';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import { bearer, build, type TestApp } from '../../test/build.ts';
import { rowsOf } from '../../db/client.ts';
import { hashResetToken } from '../../auth/reset-tokens.ts';
import { APPLY, application } from '../../test/pa.ts';
import { registration } from '../../test/registration.ts';

const DECIDE = '/PersonalAssistant/alfie/approve-personal-assistant';
const PASSWORD = 'Nuova-Password-17!';

async function cityIds(h: TestApp): Promise<{ milano: number; roma: number; paris: number }> {
  const res = await h.app.inject({ url: '/PersonalAssistant/alfie/apply-cities' });
  assert.equal(res.statusCode, 200, 'the city list is public');
  const all = (res.json() as ApplyCountry[]).flatMap((c) => c.cities);
  const id = (name: string) => all.find((c) => c.cityName === name)!.id;
  return { milano: id('Milano'), roma: id('Roma'), paris: id('Paris') };
}

const apply = (h: TestApp, body: object, ip = '10.1.0.1') =>
  h.app.inject({ method: 'POST', url: APPLY, payload: body, remoteAddress: ip });

const decider = (h: TestApp, token: string) => (paId: number, status: string) =>
  h.app.inject({
    method: 'POST',
    url: DECIDE,
    headers: bearer(token),
    payload: { personalAssistantId: paId, status },
  });

/** The first-password token of the mail queued for `email`. */
async function mailedToken(h: TestApp, email: string): Promise<{ token: string; language: string }> {
  const [mail] = await rowsOf<{ params: { nextStepsUrl: string }; language: string; template: string }>(
    h.db,
    sql`select params, language, template from mail_outbox where to_address = ${email} order by id desc limit 1`,
  );
  assert.equal(mail?.template, 'pa-approved');
  const m = /^http:\/\/app\.test\/reset-password\?token=([\w-]+)$/.exec(mail!.params.nextStepsUrl);
  assert.ok(m, 'the mail carries the link with its token');
  return { token: decodeURIComponent(m[1]!), language: mail!.language };
}

test('apply: 200 {id}, the applicant is created in the recruiters list with languages, vehicles and cities', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano, roma } = await cityIds(h);
  const body = application({ cityIds: [milano, roma] });
  const res = await apply(h, body);
  assert.equal(res.statusCode, 200, res.body);
  const { id } = res.json() as { id: number };
  assert.ok(Number.isInteger(id));

  const recruiter = await h.login('recruiter@example.com');
  const list = await h.app.inject({
    url: '/PersonalAssistant/alfie/personal-assistants/?status=created',
    headers: bearer(recruiter),
  });
  const item = (list.json() as PersonalAssistantSummary[]).find((p) => p.id === id);
  assert.equal(item?.status, 'created');
  assert.equal(item?.email, body.email);
  const detail = await h.app.inject({
    url: `/PersonalAssistant/alfie/personal-assistant-detail?id=${id}`,
    headers: bearer(recruiter),
  });
  const [pa] = detail.json() as PersonalAssistant[];
  assert.deepEqual(pa!.languagesSpoken, body.languagesSpoken);
  assert.deepEqual(pa!.vehicles, body.vehicles);
  const cities = await rowsOf<{ city_id: number }>(
    h.db,
    sql`select city_id from pa_cities where pa_id = ${id} order by city_id`,
  );
  assert.deepEqual(
    cities.map((c) => Number(c.city_id)),
    [milano, roma].sort((a, b) => a - b),
  );
  // No login before approval.
  const [acc] = await rowsOf<{ n: number }>(
    h.db,
    sql`select count(*)::int n from accounts where lower(email) = lower(${body.email})`,
  );
  assert.equal(acc!.n, 0);
});

test('apply: the same e-mail again (any case, or a login of anyone) is a 409 that reveals nothing else; bad input is a 400 that stores nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano, paris } = await cityIds(h);
  const body = application({ cityIds: [milano] });
  assert.equal((await apply(h, body)).statusCode, 200);
  const count = async () =>
    (await rowsOf<{ n: number }>(h.db, sql`select count(*)::int n from personal_assistants`))[0]!.n;
  const before = await count();
  for (const email of [body.email.toUpperCase(), 'customer@example.com', 'pa@example.com']) {
    const again = await apply(h, application({ email, cityIds: [paris] }), '10.1.0.2');
    assert.equal(again.statusCode, 409, email);
    assert.deepEqual(Object.keys(again.json()).sort(), ['code', 'error', 'fields']);
    assert.equal(again.json().code, 'APPLICATION.EMAIL.IN.USE');
    assert.deepEqual(again.json().fields, { email: 'APPLICATION.EMAIL.IN.USE' });
  }
  const minor = `${new Date().getUTCFullYear() - 17}-01-01`;
  const bad = [
    [{ birthdate: minor }, 'birthdate', 'BIRTHDATE.NOT.ADULT'],
    [{ privacy: false }, 'privacy', 'APPLICATION.PRIVACY.REQUIRED'],
    [{ cityIds: [] }, 'cityIds', 'SELECT.AT.LEAST.ONE'],
    [{ cityIds: [999_999] }, 'cityIds', 'INVALID.CITY'],
    [{ cityIds: [paris, milano] }, 'cityIds', 'CITIES.OF.ONE.COUNTRY'],
    [{ email: 'not-an-email' }, 'email', 'INVALID.EMAIL'],
  ] as const;
  for (const [over, field, key] of bad) {
    const res = await apply(h, application(over), '10.1.0.3');
    assert.equal(res.statusCode, 400, JSON.stringify(over));
    assert.equal(res.json().fields[field], key);
  }
  assert.equal(await count(), before);
});

test('company signup refuses an address held by a PA applicant or a PA (one e-mail, one identity), any case', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano } = await cityIds(h);
  const body = application({ email: 'candidata.unica@example.com', cityIds: [milano] });
  assert.equal((await apply(h, body)).statusCode, 200);
  const companies = async () =>
    (await rowsOf<{ n: number }>(h.db, sql`select count(*)::int n from companies`))[0]!.n;
  const before = await companies();
  for (const email of ['Candidata.Unica@example.com', 'pa@example.com']) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/Auth/registercustomer',
      payload: registration(email),
      remoteAddress: '10.1.0.9',
    });
    assert.equal(res.statusCode, 409, `${email}: ${res.body}`);
    assert.equal(res.json().code, 'EMAIL.ALREADY.IN.USE');
    assert.deepEqual(res.json().fields, { Email: 'EMAIL.ALREADY.IN.USE' });
  }
  assert.equal(await companies(), before, 'no company stored');
});

test('apply: two applications with one e-mail at once store exactly one; throttled like the company signup', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano } = await cityIds(h);
  const body = application({ cityIds: [milano] });
  const both = await Promise.all([apply(h, body, '10.2.0.1'), apply(h, body, '10.2.0.2')]);
  assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 409]);
  // Per e-mail: three attempts an hour, then 429 (the attempts count whatever their answer).
  const third = await apply(h, body, '10.2.0.3');
  assert.equal(third.statusCode, 409);
  const fourth = await apply(h, body, '10.2.0.4');
  assert.equal(fourth.statusCode, 429);
  assert.equal(fourth.json().code, 'TOO.MANY.ATTEMPTS');
});

test('approval creates the PA login in the same transaction; the mail (applicant language) sets the password once within 72 h; the PA signs in as personal-assistant', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano } = await cityIds(h);
  const body = application({ cityIds: [milano] });
  const { id } = (await apply(h, body)).json() as { id: number };
  const recruiter = await h.login('recruiter@example.com');
  const decide = decider(h, recruiter);
  assert.equal((await decide(id, 'approved')).statusCode, 200);
  const { token, language } = await mailedToken(h, body.email);
  assert.equal(language, 'fr');
  const [row] = await rowsOf<{ role: string; account_type: string; ttl_h: number }>(
    h.db,
    sql`select a.role, a.account_type, extract(epoch from t.expires_at - t.created_at)::float / 3600 ttl_h
        from personal_assistants p join accounts a on a.id = p.account_id
        join password_reset_tokens t on t.account_id = a.id where p.id = ${id}`,
  );
  assert.equal(row!.role, 'personal-assistant');
  assert.equal(row!.account_type, 'PersonalAssistant');
  assert.ok(Math.abs(row!.ttl_h - 72) < 0.01, `${row!.ttl_h} hours`);
  // Before the password is set, no password opens the login.
  const login = (password: string) =>
    h.app.inject({
      method: 'POST',
      url: '/Auth/authenticate',
      payload: { username: body.email, password },
    });
  assert.equal((await login(PASSWORD)).statusCode, 401);

  const reset = (password: string) =>
    h.app.inject({ method: 'POST', url: '/Auth/resetpassword', payload: { token, password } });
  assert.equal((await reset(PASSWORD)).statusCode, 200);
  const again = await reset('Altra-Password-17!');
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().code, 'AUTH.TOKEN.INVALID');
  const ok = await login(PASSWORD);
  assert.equal(ok.statusCode, 200);
  const answer = ok.json() as LoginResponse;
  assert.equal(answer.account.role, 'personal-assistant');
  assert.equal(answer.account.accountType, 'PersonalAssistant');
  assert.equal(answer.currentUserId, id);
  assert.equal(answer.languages[0]!.language, 'fr');
});

test('the first-password link is refused after 72 hours; rejection creates no login and sends no mail', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano } = await cityIds(h);
  const recruiter = await h.login('recruiter@example.com');
  const decide = decider(h, recruiter);
  const late = application({ cityIds: [milano] });
  const { id } = (await apply(h, late)).json() as { id: number };
  assert.equal((await decide(id, 'approved')).statusCode, 200);
  const { token } = await mailedToken(h, late.email);
  // 72 hours and a minute later: the token was issued that long ago.
  await h.db.execute(
    sql`update password_reset_tokens set created_at = created_at - interval '72 hours 1 minute',
        expires_at = expires_at - interval '72 hours 1 minute' where token_hash = ${hashResetToken(token)}`,
  );
  const res = await h.app.inject({
    method: 'POST',
    url: '/Auth/resetpassword',
    payload: { token, password: PASSWORD },
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'AUTH.TOKEN.INVALID');

  const rejected = application({ cityIds: [milano] });
  const r = (await apply(h, rejected)).json() as { id: number };
  assert.equal((await decide(r.id, 'rejected')).statusCode, 200);
  const [counts] = await rowsOf<{ accounts: number; mails: number; account_id: number | null }>(
    h.db,
    sql`select (select count(*)::int from accounts where lower(email) = lower(${rejected.email})) accounts,
        (select count(*)::int from mail_outbox where to_address = ${rejected.email}) mails,
        (select account_id from personal_assistants where id = ${r.id}) account_id`,
  );
  assert.deepEqual(counts, { accounts: 0, mails: 0, account_id: null });
});

test('approval of an applicant whose e-mail became a login meanwhile is a 409 and changes nothing', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const { milano } = await cityIds(h);
  const body = application({ cityIds: [milano] });
  const { id } = (await apply(h, body)).json() as { id: number };
  await h.db.execute(
    sql`insert into accounts (email, password_hash, role, account_type) values (${body.email}, 'x', 'customer', 'Customer')`,
  );
  const res = await h.app.inject({
    method: 'POST',
    url: DECIDE,
    headers: bearer(await h.login('admin@example.com')),
    payload: { personalAssistantId: id, status: 'approved' },
  });
  assert.equal(res.statusCode, 409);
  const [pa] = await rowsOf<{ status: string }>(
    h.db,
    sql`select status from personal_assistants where id = ${id}`,
  );
  assert.equal(pa!.status, 'created');
});
