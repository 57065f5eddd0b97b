// PA applicant calls: roles, country scope, filters, paging, the detail list, decisions (409, audit, mail).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { PersonalAssistant } from '@alfie/shared/contracts';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import { bearer, type TestApp } from '../../test/build.ts';
import { buildFor, demoCountries, tokensOf, type Cleanup } from '../../test/setup.ts';
import { accounts, auditLog, mailOutbox, paLanguages, personalAssistants } from '../../db/schema.ts';

const LIST = '/PersonalAssistant/alfie/personal-assistants/';
const CITIES = '/personalassistant/alfie/personal-assistant-cities';
const DETAIL = '/PersonalAssistant/alfie/personal-assistant-detail';
const DECIDE = '/PersonalAssistant/alfie/approve-personal-assistant';

async function setup(t: Cleanup) {
  const h = await buildFor(t);
  const { italy, france } = await demoCountries(h);
  const tokens = await tokensOf(h, ['admin', 'recruiter', 'operatorUser', 'generic', 'customer']);
  const get = (url: string, token: string) => h.app.inject({ method: 'GET', url, headers: bearer(token) });
  const decide = (token: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url: DECIDE, headers: bearer(token), payload: payload as object });
  return { h, italy, france, tokens, get, decide };
}

/** A fresh applicant in `countryId`, status created unless told. */
async function applicant(
  h: TestApp,
  countryId: number,
  over: Partial<typeof personalAssistants.$inferInsert> = {},
) {
  const [pa] = await h.db
    .insert(personalAssistants)
    .values({
      firstname: 'Giulia',
      lastname: 'Verdi',
      email: `giulia.${Math.random().toString(36).slice(2)}@example.com`,
      homeTown: 'Torino',
      countryId,
      status: 'created',
      ...over,
    })
    .returning();
  return pa!;
}

test('roles: applicants area only (operator-admin, operator-recruiter, operator); 401 without a token', async (t) => {
  const { h, tokens, get, decide } = await setup(t);
  for (const url of [LIST, CITIES, `${DETAIL}?id=1`]) {
    assert.equal((await h.app.inject({ method: 'GET', url })).statusCode, 401, url);
    assert.equal((await get(url, tokens.operatorUser)).statusCode, 403, url);
    assert.equal((await get(url, tokens.customer)).statusCode, 403, url);
    for (const ok of [tokens.admin, tokens.recruiter, tokens.generic])
      assert.equal((await get(url, ok)).statusCode, 200, url);
  }
  assert.equal(
    (await decide(tokens.operatorUser, { personalAssistantId: 1, status: 'approved' })).statusCode,
    403,
  );
  assert.equal(
    (await decide(tokens.customer, { personalAssistantId: 1, status: 'approved' })).statusCode,
    403,
  );
});

test('the list: newest first, both name spellings, X-Total-Count, status and city filters', async (t) => {
  const { h, tokens, get } = await setup(t);
  const [{ all } = { all: 0 }] = await h.db.select({ all: count() }).from(personalAssistants);
  const res = await get(LIST, tokens.admin);
  assert.equal(res.statusCode, 200);
  const items = res.json() as PersonalAssistantSummary[];
  assert.equal(items.length, all);
  assert.equal(res.headers['x-total-count'], String(all));
  const dates = items.map((i) => Date.parse(i.createDate!));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  const first = items[0]!;
  assert.equal(first.firstName, first.firstname);
  assert.equal(first.lastName, first.lastname);
  for (const key of ['id', 'email', 'homeTown', 'birthdate', 'job', 'hobby', 'status', 'createDate'])
    assert.ok(key in first, key);

  for (const status of ['created', 'approved', 'rejected'] as const) {
    const r = await get(`${LIST}?status=${status}`, tokens.admin);
    const [{ n } = { n: 0 }] = await h.db
      .select({ n: count() })
      .from(personalAssistants)
      .where(eq(personalAssistants.status, status));
    assert.equal((r.json() as PersonalAssistantSummary[]).length, n, status);
    assert.ok((r.json() as PersonalAssistantSummary[]).every((p) => p.status === status));
  }
  const city = items.find((i) => i.homeTown)!.homeTown!;
  const byCity = (
    await get(`${LIST}?city=${encodeURIComponent(city)}&status=`, tokens.admin)
  ).json() as PersonalAssistantSummary[];
  assert.ok(byCity.length > 0 && byCity.every((p) => p.homeTown === city));
  assert.equal((await get(`${LIST}?status=deleted`, tokens.admin)).statusCode, 400);
});

test('paging: limit and cursor walk the whole list once; a tampered cursor is a 400', async (t) => {
  const { tokens, get } = await setup(t);
  const whole = (await get(LIST, tokens.admin)).json() as PersonalAssistantSummary[];
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const r = await get(`${LIST}?limit=7${cursor ? `&cursor=${cursor}` : ''}`, tokens.admin);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['x-total-count'], String(whole.length));
    const page = r.json() as PersonalAssistantSummary[];
    assert.ok(page.length <= 7);
    seen.push(...page.map((p) => p.id));
    cursor = r.headers['x-next-cursor'] as string | undefined;
    if (!cursor) break;
  }
  assert.deepEqual(
    seen,
    whole.map((p) => p.id),
  );
  assert.equal((await get(`${LIST}?limit=5&cursor=bm90LWpzb24`, tokens.admin)).statusCode, 400);
});

test('country scope: the Italian recruiter sees, reads and decides only Italian applicants', async (t) => {
  const { h, italy, france, tokens, get, decide } = await setup(t);
  const french = await applicant(h, france.id, { homeTown: 'Lyon' });
  const items = (await get(LIST, tokens.recruiter)).json() as PersonalAssistantSummary[];
  const [{ n } = { n: 0 }] = await h.db
    .select({ n: count() })
    .from(personalAssistants)
    .where(eq(personalAssistants.countryId, italy.id));
  assert.equal(items.length, n);
  assert.ok(!items.some((p) => p.id === french.id));
  const all = (await get(LIST, tokens.admin)).json() as PersonalAssistantSummary[];
  assert.ok(all.length > items.length && all.some((p) => p.id === french.id));

  const cities = (await get(CITIES, tokens.recruiter)).json() as string[];
  assert.ok(!cities.includes('Lyon'));
  assert.ok(((await get(CITIES, tokens.admin)).json() as string[]).includes('Lyon'));

  assert.equal((await get(`${DETAIL}?id=${french.id}`, tokens.recruiter)).statusCode, 403);
  assert.equal(
    (await decide(tokens.recruiter, { personalAssistantId: french.id, status: 'approved' })).statusCode,
    403,
  );
  const [after] = await h.db.select().from(personalAssistants).where(eq(personalAssistants.id, french.id));
  assert.equal(after!.status, 'created');
  assert.equal(
    (await decide(tokens.admin, { personalAssistantId: french.id, status: 'approved' })).statusCode,
    200,
  );
});

test('cities: distinct domicile names, sorted', async (t) => {
  const { tokens, get } = await setup(t);
  const cities = (await get(CITIES, tokens.admin)).json() as string[];
  assert.ok(cities.length > 1);
  assert.deepEqual(
    cities,
    [...new Set(cities)].sort((a, b) => a.localeCompare(b, 'it')),
  );
});

test('the detail is a list whose first item is the PA with languages, vehicles and past assignments', async (t) => {
  const { h, italy, tokens, get } = await setup(t);
  const pa = await applicant(h, italy.id, {
    birthdate: '1990-04-12',
    job: 'Hostess - ITA Airways',
    hobby: 'Vela',
  });
  await h.db.insert(paLanguages).values([
    { paId: pa.id, culture: 'it', knowledgeLevel: 100 },
    { paId: pa.id, culture: 'en', knowledgeLevel: 50 },
  ]);
  const res = await get(`${DETAIL}?id=${pa.id}`, tokens.recruiter);
  assert.equal(res.statusCode, 200);
  const list = res.json() as PersonalAssistant[];
  assert.equal(list.length, 1);
  const got = list[0]!;
  assert.equal(got.id, pa.id);
  assert.equal(got.firstName, 'Giulia');
  assert.equal(got.lastname, 'Verdi');
  assert.equal(got.birthdate, '1990-04-12');
  assert.equal(got.job, 'Hostess - ITA Airways');
  assert.deepEqual(got.languagesSpoken, [
    { culture: 'it', knowledgeLevel: 100 },
    { culture: 'en', knowledgeLevel: 50 },
  ]);
  assert.deepEqual(got.vehicles, []);
  assert.deepEqual(got.assigns, []);
  // A demo PA with vehicles and past assignments carries them in the shape of docs/product.md.
  const rich = (
    (await get(LIST + '?status=approved', tokens.admin)).json() as PersonalAssistantSummary[]
  ).map((p) => p.id);
  let withBoth: PersonalAssistant | undefined;
  for (const id of rich) {
    const [p] = (await get(`${DETAIL}?id=${id}`, tokens.admin)).json() as PersonalAssistant[];
    if (p!.vehicles.length && p!.assigns.length) {
      withBoth = p;
      break;
    }
  }
  assert.ok(withBoth, 'the demo data has a PA with vehicles and past assignments');
  assert.deepEqual(Object.keys(withBoth.vehicles[0]!).sort(), [
    'brand',
    'model',
    'registrationYear',
    'vehicleType',
  ]);
  assert.deepEqual(Object.keys(withBoth.assigns[0]!).sort(), ['city', 'date']);
  assert.equal((await get(`${DETAIL}?id=999999`, tokens.admin)).statusCode, 404);
  assert.equal((await get(`${DETAIL}?id=abc`, tokens.admin)).statusCode, 400);
});

test('approval: only from created, audited, a PA login and its first-password mail queued and delivered; again is a 409', async (t) => {
  const { h, italy, tokens, decide } = await setup(t);
  const pa = await applicant(h, italy.id);
  const res = await decide(tokens.recruiter, { personalAssistantId: pa.id, status: 'approved' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json(), true);
  const [after] = await h.db.select().from(personalAssistants).where(eq(personalAssistants.id, pa.id));
  assert.equal(after!.status, 'approved');
  const audits = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'personal-assistant'), eq(auditLog.entityId, String(pa.id))));
  assert.equal(audits.length, 1);
  assert.equal(audits[0]!.action, 'approved');
  assert.equal((audits[0]!.before as { status: string }).status, 'created');
  const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pa.email));
  assert.equal(mails.length, 1);
  assert.equal(mails[0]!.template, 'pa-approved');
  // The link sets the first password of the PA login created with the decision.
  assert.match(
    (mails[0]!.params as { nextStepsUrl: string }).nextStepsUrl,
    /^http:\/\/app\.test\/reset-password\?token=[\w-]{40,}$/,
  );
  const [login] = await h.db.select().from(accounts).where(eq(accounts.id, after!.accountId!));
  assert.equal(login!.role, 'personal-assistant');
  await h.mail.deliverDue();
  const files = readdirSync(join(h.dataDir, 'mail'), { recursive: true }).map(String);
  assert.ok(files.some((f) => f.endsWith('.eml')));

  for (const status of ['approved', 'rejected']) {
    const again = await decide(tokens.admin, { personalAssistantId: pa.id, status });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'INVALID.STATE');
  }
  assert.equal((await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pa.email))).length, 1);
});

test('rejection: from created only, audited, no mail', async (t) => {
  const { h, italy, tokens, decide } = await setup(t);
  const pa = await applicant(h, italy.id);
  assert.equal(
    (await decide(tokens.generic, { personalAssistantId: String(pa.id), status: 'rejected' })).statusCode,
    200,
  );
  const [after] = await h.db.select().from(personalAssistants).where(eq(personalAssistants.id, pa.id));
  assert.equal(after!.status, 'rejected');
  assert.equal((await h.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pa.email))).length, 0);
  assert.equal(
    (await decide(tokens.generic, { personalAssistantId: pa.id, status: 'approved' })).statusCode,
    409,
  );
  const approvedPa = await applicant(h, italy.id, { status: 'approved' });
  assert.equal(
    (await decide(tokens.admin, { personalAssistantId: approvedPa.id, status: 'rejected' })).statusCode,
    409,
  );
});

test('bad bodies are 400 and change nothing; unknown ids are 404', async (t) => {
  const { h, italy, tokens, decide } = await setup(t);
  const pa = await applicant(h, italy.id);
  for (const body of [
    { personalAssistantId: pa.id, status: 'created' },
    { personalAssistantId: pa.id },
    { personalAssistantId: pa.id, status: 'approved', extra: 1 },
    { personalAssistantId: 'x'.repeat(10_000), status: 'approved' },
    { personalAssistantId: -1, status: 'approved' },
  ])
    assert.equal((await decide(tokens.admin, body)).statusCode, 400, JSON.stringify(body).slice(0, 60));
  const [still] = await h.db.select().from(personalAssistants).where(eq(personalAssistants.id, pa.id));
  assert.equal(still!.status, 'created');
  assert.equal(
    (await decide(tokens.admin, { personalAssistantId: 999999, status: 'approved' })).statusCode,
    404,
  );
});

test('two operators deciding at once: exactly one wins, the other gets 409', async (t) => {
  const { h, italy, tokens, decide } = await setup(t);
  const pa = await applicant(h, italy.id);
  const answers = await Promise.all([
    decide(tokens.admin, { personalAssistantId: pa.id, status: 'approved' }),
    decide(tokens.recruiter, { personalAssistantId: pa.id, status: 'rejected' }),
  ]);
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
  const audits = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'personal-assistant'), eq(auditLog.entityId, String(pa.id))));
  assert.equal(audits.length, 1);
});
