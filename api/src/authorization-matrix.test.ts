// The authorization matrix: every route the app registers x nine callers, with the status each cell must answer,
// in ONE table. Ids exercise ownership (A's request, B's, ids next to A's) and country scope (Italy, France);
// state-changing calls act on fresh rows, and a refused one must leave every table as it was. Every 2xx answer is
// scanned for secrets and raw columns, and every POST refuses extra fields (role, status, id...) with 400.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, bearer } from './test/build.ts';
import { rowsOf } from './db/client.ts';
import { signToken } from './auth/tokens.ts';
import { validPayload } from './test/customer-requests.ts';
import {
  CALLERS,
  changedTables,
  challengeFor,
  enableTwoFactor,
  fingerprint,
  leaks,
  normalize,
  openWorld,
  registeredRoutes,
  tag,
  totpNow,
  outOfScope,
  type Scope,
  type Who,
  type World,
} from './test/authorization-matrix.ts';
import { registration as signup } from './test/registration.ts';
import { AGENCY_FIGURES, CUSTOMER_OF_OPEN_WORK, keyPaths, PRICE_OF_ASSIGNED_WORK } from './test/key-paths.ts';
import { REQUEST_EXPORT_COLUMNS } from '@alfie/shared/contracts/request-export';

interface Call {
  url: string;
  payload?: Record<string, unknown>;
  /** Instead of the caller's token (a fresh session for logout); null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
}
interface Row {
  route: string;
  on: string;
  expect: string;
  make: (w: World, who: Who) => Call | Promise<Call>;
  /** Answer paths that may carry a secret by design (the login's token, the two-factor setup's secret). */
  reveals?: string[];
  /** For lists: what the 2xx answers may hold (one country, the caller's company). */
  scope?: Scope;
  /** Keys the 2xx answer must not hold at any depth: what this audience may not read (a PA, a customer). */
  hides?: readonly string[];
  /** A 2xx answers the caller's new session token (its earlier ones end): the caller goes on with it. */
  renews?: boolean;
}
type Extra = Pick<Row, 'reveals' | 'scope' | 'renews' | 'hides'>;
const row = (route: string, on: string, expect: string, make: Row['make'], extra: Extra = {}): Row => ({
  route,
  on,
  expect,
  make,
  ...extra,
});

const HOUR = 3_600_000;
const PASSWORD = 'Matrix-Pass-2026!q';
const operatorBody = (role: string, country: string | null) => ({
  firstname: 'Mara',
  lastname: 'Trix',
  email: `matrix-new-${tag()}@example.com`,
  account: { role, password: PASSWORD, ...(country ? { country } : {}) },
});
const registration = () =>
  signup(`matrix-signup-${tag()}@example.com`, {
    company: { BusinessName: 'Matrice S.r.l.' },
    account: { Password: PASSWORD },
  });
const paApplication = (cityId: number) => ({
  firstname: 'Mara',
  lastname: 'Trix',
  email: `matrix-apply-${tag()}@example.com`,
  mobile: '+39 333 1234567',
  homeTown: 'Milano',
  birthdate: '1990-01-31',
  languagesSpoken: [{ culture: 'it', knowledgeLevel: 100 }],
  cityIds: [cityId],
  language: 'it',
  privacy: true,
});
/** The operator row and account of a caller (their own account, for the "never one's own" rows). */
async function own(w: World, who: Who): Promise<{ id: number; accountId: number }> {
  const [r] = await rowsOf<{ id: number; account_id: number }>(
    w.h.db,
    sql`select o.id, o.account_id from operators o join accounts a on a.id = o.account_id
        where a.id = ${accountIdOf(w, who)}`,
  );
  return r ? { id: Number(r.id), accountId: Number(r.account_id) } : { id: 1, accountId: 1 };
}
const accountIdOf = (w: World, who: Who) =>
  w.token[who] ? Number(JSON.parse(Buffer.from(w.token[who].split('.')[1]!, 'base64url').toString()).sub) : 0;
const updateBody = (o: { id: number; accountId: number }, role: string, country: string | null) => ({
  id: o.id,
  accountId: o.accountId,
  firstname: 'Mara',
  lastname: 'Trix',
  account: { id: o.accountId, role, ...(country ? { country } : {}) },
});
const pay = (r: { id: number; amount: number }, endDatetime = '') => ({
  id: null,
  requestId: r.id,
  amount: r.amount,
  orderId: `ORDER-X${tag()}`,
  authorizationId: `AUTH-X${tag()}`,
  endDatetime,
});
/** Two-factor state of a caller set back to off, so a cell can turn it on again. */
async function twoFactorOff(w: World, who: Who) {
  const id = accountIdOf(w, who);
  await w.h.db.execute(sql`delete from two_factor_recovery_codes where account_id = ${id}`);
  await w.h.db.execute(sql`delete from two_factor where account_id = ${id}`);
}
/** An operator with two-factor on, and its unused recovery codes (one per verify cell). */
const verifier = new WeakMap<World, Promise<{ accountId: number; codes: string[] }>>();
async function twoFactorOperator(w: World) {
  let p = verifier.get(w);
  if (!p || (await p).codes.length === 0) {
    p = (async () => {
      const o = await w.fresh.operator();
      const [a] = await rowsOf<{ email: string }>(
        w.h.db,
        sql`select email from accounts where id = ${o.accountId}`,
      );
      return { accountId: o.accountId, codes: (await enableTwoFactor(w, await w.h.login(a!.email))).codes };
    })();
    verifier.set(w, p);
  }
  return p;
}
const setupSecret = async (w: World, who: Who) => {
  const res = await w.app.inject({
    method: 'POST',
    url: '/Auth/two-factor/setup',
    headers: bearer(w.token[who]!),
  });
  return res.statusCode === 200 ? (res.json() as { secret: string }).secret : 'JBSWY3DPEHPK3PXP';
};
const isOperator = (who: Who) => !['anon', 'customerA', 'customerB', 'pa'].includes(who);

// Callers: anon (no token), cu-A customer@ (company A), cu-B the next approved Italian company (company B),
// opIT operator@ (operator-user, Italia), opFR operatore.fr@ (operator-user, France), recr recruiter@ (Italia),
// admn admin@ (operator-admin), oper backoffice@ (generic operator, Italia), pa pa@ (personal-assistant, Milano and Roma).
// 403 also means "not yours / not your country": the API refuses rather than hides a row of another owner or
// country; 404 is only for ids that do not exist.
// prettier-ignore
const TABLE: Row[] = [
  //   route                                                on                                         anon cu-A cu-B opIT opFR recr admn oper pa
  row('POST /Auth/authenticate',                            'demo password',                          '200  200  200  200  200  200  200  200  200', () => ({ url: '/Auth/authenticate', payload: { username: 'recruiter@example.com', password: DEMO_PASSWORD } }), { reveals: ['account.token'] }),
  row('POST /Auth/registercustomer',                        'new company',                            '200  200  200  200  200  200  200  200  200', () => ({ url: '/Auth/registercustomer', payload: registration() })),
  row('GET /Auth/generateresetpasswordtoken',               'any e-mail',                             '200  200  200  200  200  200  200  200  200', () => ({ url: `/Auth/generateresetpasswordtoken?username=matrix-${tag()}@example.com&role=customer` })),
  row('POST /Auth/resetpassword',                           'valid reset token',                      '200  200  200  200  200  200  200  200  200', async (w) => ({ url: '/Auth/resetpassword', payload: { token: await w.fresh.resetToken(), password: PASSWORD } })),
  row('POST /Auth/logout',                                  "the caller's own session",               '401  200  200  200  200  200  200  200  200', async (w, who) => ({ url: '/Auth/logout', token: await w.relogin(who) })),
  row('POST /request/alfie/change-language',                "the caller's language",                  '401  200  200  200  200  200  200  200  200', () => ({ url: '/request/alfie/change-language', payload: { Language: 'it' } })),
  row('GET /health',                                        '',                                       '200  200  200  200  200  200  200  200  200', () => ({ url: '/health' })),
  row('GET /docs',                                          '',                                       '200  200  200  200  200  200  200  200  200', () => ({ url: '/docs' })),
  row('GET /docs/json',                                     '',                                       '200  200  200  200  200  200  200  200  200', () => ({ url: '/docs/json' }), { reveals: ['paths', 'components'] }),
  row('GET /docs/yaml',                                     '',                                       '200  200  200  200  200  200  200  200  200', () => ({ url: '/docs/yaml' })),
  row('GET /docs/static/index.html',                        'redirects to /docs',                     '302  302  302  302  302  302  302  302  302', () => ({ url: '/docs/static/index.html' })),
  row('GET /docs/static/swagger-initializer.js',            '',                                       '200  200  200  200  200  200  200  200  200', () => ({ url: '/docs/static/swagger-initializer.js' })),
  row('GET /docs/*',                                        'a UI file',                              '200  200  200  200  200  200  200  200  200', () => ({ url: '/docs/static/swagger-ui.css' })),
  row('OPTIONS *',                                          'CORS preflight of the shell',            '204  204  204  204  204  204  204  204  204', () => ({ url: '/request/alfie/requests', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } })),
  row('GET /system/alfie/get-cities',                       'public: the signup offers its countries', '200  200  200  200  200  200  200  200  200', () => ({ url: '/system/alfie/get-cities?language=it' })),

  // Requests (operators: operator-user and the generic operator of their country, operator-admin everywhere)
  row('GET /request/alfie/active-requests/',                'business',                               '401  403  403  200  200  403  200  200  403', () => ({ url: '/request/alfie/active-requests/?type=business' }), { scope: { country: 'requests' } }),
  row('POST /request/alfie/active-requests-export',         'business, as a file',                    '401  403  403  200  200  403  200  200  403', () => ({ url: '/request/alfie/active-requests-export?type=business', payload: { headers: Object.fromEntries(REQUEST_EXPORT_COLUMNS.map((k) => [k, k])) } })),
  row('GET /request/alfie/requests-cities',                 'business',                               '401  403  403  200  200  403  200  200  403', () => ({ url: '/request/alfie/requests-cities?type=business' }), { scope: { cities: true } }),
  row('GET /request/alfie/dispatch-board',                  'a day; lanes in the caller\'s country',   '401  403  403  200  200  403  200  200  403', () => ({ url: `/request/alfie/dispatch-board?from=${new Date(Date.now() - 12 * HOUR).toISOString()}&to=${new Date(Date.now() + 12 * HOUR).toISOString()}` })),
  row('GET /request/alfie/dispatch-board',                  'more than 7 days',                       '401  403  403  400  400  403  400  400  403', () => ({ url: `/request/alfie/dispatch-board?from=${new Date(Date.now()).toISOString()}&to=${new Date(Date.now() + 8 * 24 * HOUR).toISOString()}` })),
  row('POST /request/alfie/events-ticket',                  "the live events' single-use ticket",     '401  403  403  200  200  403  200  200  403', () => ({ url: '/request/alfie/events-ticket' })),
  row('POST /pa/alfie/events-ticket',                       "the PA's own live events' ticket",       '401  403  403  403  403  403  403  403  200', () => ({ url: '/pa/alfie/events-ticket' })),
  // The stream takes no bearer (EventSource cannot send one): only a valid ticket opens it (events.test.ts, as a stream never ends under inject).
  row('GET /request/alfie/events',                          'unknown ticket, any bearer',             '401  401  401  401  401  401  401  401  401', () => ({ url: '/request/alfie/events?ticket=not-a-ticket' })),
  row('GET /Request/alfie/request-detail',                  'request of A (Italy)',                   '401  200  403  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-detail?id=${w.ids.requestA}` })),
  row('GET /Request/alfie/request-detail',                  "A's id - 1 (other Italian owner)",       '401  403  403  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-detail?id=${w.ids.requestA - 1}` })),
  row('GET /Request/alfie/request-detail',                  "A's id + 1 (other Italian owner)",       '401  403  403  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-detail?id=${w.ids.requestA + 1}` })),
  row('GET /Request/alfie/request-detail',                  'request of B (Italy)',                   '401  403  200  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-detail?id=${w.ids.requestB}` })),
  row('GET /Request/alfie/request-detail',                  'French request',                         '401  403  403  403  200  403  200  403  403', (w) => ({ url: `/Request/alfie/request-detail?id=${w.ids.requestFR}` })),
  row('GET /Request/alfie/request-detail',                  'no such request',                        '401  404  404  404  404  403  404  404  403', (w) => ({ url: `/Request/alfie/request-detail?id=${w.ids.requestMissing}` })),
  row('POST /request/alfie/travel-refresh',                 'request of A (Italy)',                   '401  403  403  200  403  403  200  200  403', (w) => ({ url: '/request/alfie/travel-refresh', payload: { requestId: w.ids.requestA } })),
  row('POST /request/alfie/travel-refresh',                 'French request',                         '401  403  403  403  200  403  200  403  403', (w) => ({ url: '/request/alfie/travel-refresh', payload: { requestId: w.ids.requestFR } })),
  row('POST /request/alfie/travel-refresh',                 'no such request',                        '401  403  403  404  404  403  404  404  403', (w) => ({ url: '/request/alfie/travel-refresh', payload: { requestId: w.ids.requestMissing } })),
  row('GET /Request/alfie/request-timeline',                'request of A (Italy)',                   '401  200  403  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-timeline?id=${w.ids.requestA}` })),
  row('GET /Request/alfie/request-timeline',                "A's id - 1 (other Italian owner)",       '401  403  403  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-timeline?id=${w.ids.requestA - 1}` })),
  row('GET /Request/alfie/request-timeline',                "A's id + 1 (other Italian owner)",       '401  403  403  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-timeline?id=${w.ids.requestA + 1}` })),
  row('GET /Request/alfie/request-timeline',                'request of B (Italy)',                   '401  403  200  200  403  403  200  200  403', (w) => ({ url: `/Request/alfie/request-timeline?id=${w.ids.requestB}` })),
  row('GET /Request/alfie/request-timeline',                'French request',                         '401  403  403  403  200  403  200  403  403', (w) => ({ url: `/Request/alfie/request-timeline?id=${w.ids.requestFR}` })),
  row('GET /Request/alfie/request-timeline',                'no such request',                        '401  404  404  404  404  403  404  404  403', (w) => ({ url: `/Request/alfie/request-timeline?id=${w.ids.requestMissing}` })),
  row('GET /request/alfie/cancellation-quote',              'fresh future request of A',              '401  200  403  200  403  403  200  200  403', async (w) => ({ url: `/request/alfie/cancellation-quote?id=${(await w.fresh.request('A', 'created')).id}` })),
  row('GET /request/alfie/cancellation-quote',              'fresh assigned future request of A',     '401  200  403  200  403  403  200  200  403', async (w) => ({ url: `/request/alfie/cancellation-quote?id=${(await w.fresh.request('A', 'assigned')).id}` })),
  row('GET /request/alfie/cancellation-quote',              'fresh future French request',            '401  403  403  403  200  403  200  403  403', async (w) => ({ url: `/request/alfie/cancellation-quote?id=${(await w.fresh.request('FR', 'created')).id}` })),
  row('GET /request/alfie/cancellation-quote',              'started request of A',                   '401  409  403  409  403  403  409  409  403', async (w) => ({ url: `/request/alfie/cancellation-quote?id=${(await w.fresh.request('A', 'assigned', { past: true })).id}` })),
  row('GET /request/alfie/cancellation-quote',              'no such request',                        '401  404  404  404  404  403  404  404  403', (w) => ({ url: `/request/alfie/cancellation-quote?id=${w.ids.requestMissing}` })),
  row('GET /PersonalAssistant/alfie/personal-assistant-by-request', 'request of A (Italy)',           '401  403  403  200  403  403  200  200  403', (w) => ({ url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${w.ids.requestA}` })),
  row('GET /PersonalAssistant/alfie/personal-assistant-by-request', 'French request',                 '401  403  403  403  200  403  200  403  403', (w) => ({ url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${w.ids.requestFR}` })),
  row('GET /PersonalAssistant/alfie/personal-assistant-by-request', 'no such request',                '401  403  403  404  404  403  404  404  403', (w) => ({ url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${w.ids.requestMissing}` })),
  row('POST /Request/alfie/assign-request',                 'fresh Italian request',                  '401  403  403  200  403  403  200  200  403', async (w) => ({ url: '/Request/alfie/assign-request', payload: await w.fresh.assignable('IT') })),
  row('POST /Request/alfie/assign-request',                 'fresh French request',                   '401  403  403  403  200  403  200  403  403', async (w) => ({ url: '/Request/alfie/assign-request', payload: await w.fresh.assignable('FR') })),

  // The customer's own requests
  row('POST /Request/alfie/register-new-request',           'for company A',                          '401  200  403  403  403  403  403  403  403', (w) => ({ url: '/Request/alfie/register-new-request', payload: validPayload({ customerId: w.ids.companyA, countryId: w.ids.italy, cityId: w.ids.milano, poiId: w.ids.malpensa }) })),
  row('POST /Request/alfie/register-new-request',           'for company B (A + 1)',                  '401  403  200  403  403  403  403  403  403', (w) => ({ url: '/Request/alfie/register-new-request', payload: validPayload({ customerId: w.ids.companyB, countryId: w.ids.italy, cityId: w.ids.milano, poiId: w.ids.malpensa }) })),
  row('GET /request/alfie/requests',                        'own list',                               '401  200  200  403  403  403  403  403  403', () => ({ url: '/request/alfie/requests' }), { scope: { own: 'requests' } }),
  row('GET /request/alfie/delete-request',                  'fresh future request of A',              '401  200  403  403  403  403  403  403  403', async (w) => ({ url: `/request/alfie/delete-request?id=${(await w.fresh.request('A', 'created')).id}` })),
  row('GET /request/alfie/delete-request',                  'fresh future request of B',              '401  403  200  403  403  403  403  403  403', async (w) => ({ url: `/request/alfie/delete-request?id=${(await w.fresh.request('B', 'created')).id}` })),
  row('GET /request/alfie/delete-request',                  "A's id + 1 (other owner)",               '401  403  403  403  403  403  403  403  403', (w) => ({ url: `/request/alfie/delete-request?id=${w.ids.requestA + 1}` })),
  row('GET /request/alfie/delete-request',                  'no such request',                        '401  404  404  403  403  403  403  403  403', (w) => ({ url: `/request/alfie/delete-request?id=${w.ids.requestMissing}` })),
  row('GET /request/alfie/price-rules',                     '',                                       '401  200  200  403  403  403  403  403  403', () => ({ url: '/request/alfie/price-rules' }), { hides: AGENCY_FIGURES }),

  // Companies
  row('GET /customer/alfie/customers/',                     '',                                       '401  403  403  200  200  403  200  200  403', () => ({ url: '/customer/alfie/customers/' }), { scope: { country: 'companies' } }),
  row('GET /customer/alfie/customers-cities',               '',                                       '401  403  403  200  200  403  200  200  403', () => ({ url: '/customer/alfie/customers-cities' }), { scope: { cities: true } }),
  row('GET /customer/alfie/customers-unserved-country',     'companies in no served country',         '401  403  403  403  403  403  200  200  403', () => ({ url: '/customer/alfie/customers-unserved-country' })),
  row('POST /customer/alfie/update-customer-country',       'fresh unserved company',                 '401  403  403  403  403  403  200  200  403', async (w) => ({ url: '/customer/alfie/update-customer-country', payload: { CustomerId: await w.fresh.unservedCompany(), Country: 'Italia' } })),
  row('GET /customer/alfie/customer-details',               'company A (Italy)',                      '401  403  403  200  403  403  200  200  403', (w) => ({ url: `/customer/alfie/customer-details?customerid=${w.ids.companyA}` })),
  row('GET /customer/alfie/customer-details',               'French company',                         '401  403  403  403  200  403  200  403  403', (w) => ({ url: `/customer/alfie/customer-details?customerid=${w.ids.companyFR}` })),
  row('GET /customer/alfie/customer-details',               'no such company',                        '401  403  403  404  404  403  404  404  403', (w) => ({ url: `/customer/alfie/customer-details?customerid=${w.ids.companyMissing}` })),
  row('POST /customer/alfie/approve-customer',              'fresh Italian company',                  '401  403  403  200  403  403  200  200  403', async (w) => ({ url: '/customer/alfie/approve-customer', payload: { CustomerId: await w.fresh.company('IT'), Status: 'approved' } })),
  row('POST /customer/alfie/approve-customer',              'fresh French company',                   '401  403  403  403  200  403  200  403  403', async (w) => ({ url: '/customer/alfie/approve-customer', payload: { CustomerId: await w.fresh.company('FR'), Status: 'rejected' } })),
  row('GET /Customer/alfie/currentcustomer',                'own company',                            '401  200  200  403  403  403  403  403  403', () => ({ url: '/Customer/alfie/currentcustomer' })),
  row('GET /customer/alfie/delete-customer',                'fresh company with a login',             '401  403  403  403  403  403  200  403  403', async (w) => ({ url: `/customer/alfie/delete-customer?id=${await w.fresh.company('IT', { withAccount: true })}` })),
  row('GET /customer/alfie/delete-customer',                'no such company',                        '401  403  403  403  403  403  404  403  403', (w) => ({ url: `/customer/alfie/delete-customer?id=${w.ids.companyMissing}` })),

  // PA applicants (operator-recruiter and the generic operator of their country, operator-admin everywhere)
  row('GET /PersonalAssistant/alfie/personal-assistants/',  '',                                       '401  403  403  403  403  200  200  200  403', () => ({ url: '/PersonalAssistant/alfie/personal-assistants/' }), { scope: { country: 'personal_assistants' } }),
  row('GET /personalassistant/alfie/personal-assistant-cities', '',                                   '401  403  403  403  403  200  200  200  403', () => ({ url: '/personalassistant/alfie/personal-assistant-cities' }), { scope: { cities: true } }),
  row('GET /PersonalAssistant/alfie/personal-assistant-detail', 'Italian PA',                         '401  403  403  403  403  200  200  200  403', (w) => ({ url: `/PersonalAssistant/alfie/personal-assistant-detail?id=${w.ids.paIT}` })),
  row('GET /PersonalAssistant/alfie/personal-assistant-detail', 'French PA',                          '401  403  403  403  403  403  200  403  403', (w) => ({ url: `/PersonalAssistant/alfie/personal-assistant-detail?id=${w.ids.paFR}` })),
  row('GET /PersonalAssistant/alfie/personal-assistant-detail', 'no such PA',                         '401  403  403  403  403  404  404  404  403', (w) => ({ url: `/PersonalAssistant/alfie/personal-assistant-detail?id=${w.ids.paMissing}` })),
  row('POST /PersonalAssistant/alfie/approve-personal-assistant', 'fresh Italian applicant',          '401  403  403  403  403  200  200  200  403', async (w) => ({ url: '/PersonalAssistant/alfie/approve-personal-assistant', payload: { personalAssistantId: await w.fresh.applicant('IT'), status: 'approved' } })),
  row('POST /PersonalAssistant/alfie/approve-personal-assistant', 'fresh French applicant',           '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/PersonalAssistant/alfie/approve-personal-assistant', payload: { personalAssistantId: await w.fresh.applicant('FR'), status: 'rejected' } })),

  // Pricing (operator-admin and operator)
  row('GET /pricing/alfie/prices',                          '',                                       '401  403  403  403  403  403  200  200  403', () => ({ url: '/pricing/alfie/prices' })),
  row('POST /pricing/alfie/create-new-price',               'new Italian city rule',                  '401  403  403  403  403  403  200  200  403', (w) => ({ url: '/pricing/alfie/create-new-price', payload: { countryId: w.ids.italy, cityName: `Matrix ${tag()}`, price: 40, forfait: null, percToPA: 30 } })),
  row('DELETE /pricing/alfie/delete-price',                 'fresh unused city rule',                 '401  403  403  403  403  403  200  200  403', async (w) => ({ url: `/pricing/alfie/delete-price?cityId=${await w.fresh.city()}` })),
  row('POST /pricing/alfie/country-new-price',              'new country',                            '401  403  403  403  403  403  200  200  403', () => ({ url: '/pricing/alfie/country-new-price', payload: { country: `Matrixia ${tag()}`, code: `MZ${tag().replace(/\D/g, '').slice(-5)}`, vat: '20', withholdingTax: '4', currencySymbol: '€', currencyCode: 'EUR' } })),
  row('DELETE /pricing/alfie/country-delete-price',         'fresh country without cities',           '401  403  403  403  403  403  200  200  403', async (w) => { const c = await w.fresh.country(); return { url: `/pricing/alfie/country-delete-price?countryName=${encodeURIComponent(c.name)}&countryCode=${c.code}` }; }),

  // Operator accounts (operator-admin and operator; only operator-admin touches an operator-admin; never one's own)
  row('GET /operator/alfie/operators',                      '',                                       '401  403  403  403  403  403  200  200  403', () => ({ url: '/operator/alfie/operators' }), { scope: { country: 'operators' } }),
  row('POST /operator/alfie/register-new-operator',         'an operator-user of Italy',              '401  403  403  403  403  403  200  200  403', () => ({ url: '/operator/alfie/register-new-operator', payload: operatorBody('operator-user', 'Italia') })),
  row('POST /operator/alfie/register-new-operator',         'an operator-user of France',             '401  403  403  403  403  403  200  403  403', () => ({ url: '/operator/alfie/register-new-operator', payload: operatorBody('operator-user', 'France') })),
  row('POST /operator/alfie/register-new-operator',         'an operator-admin',                      '401  403  403  403  403  403  200  403  403', () => ({ url: '/operator/alfie/register-new-operator', payload: operatorBody('operator-admin', null) })),
  row('POST /operator/alfie/update-operator',               'fresh operator-user',                    '401  403  403  403  403  403  200  200  403', async (w) => ({ url: '/operator/alfie/update-operator', payload: updateBody(await w.fresh.operator(), 'operator-recruiter', 'Italia') })),
  row('POST /operator/alfie/update-operator',               'fresh French operator-user',             '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/operator/alfie/update-operator', payload: updateBody(await w.fresh.operator('operatore.fr@example.com'), 'operator-user', 'France') })),
  row('POST /operator/alfie/update-operator',               'fresh operator-user moved to France',    '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/operator/alfie/update-operator', payload: updateBody(await w.fresh.operator(), 'operator-user', 'France') })),
  row('POST /operator/alfie/update-operator',               'fresh operator-admin',                   '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/operator/alfie/update-operator', payload: updateBody(await w.fresh.operator('admin@example.com'), 'operator-admin', null) })),
  row('POST /operator/alfie/update-operator',               'fresh operator-user made operator-admin', '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/operator/alfie/update-operator', payload: updateBody(await w.fresh.operator(), 'operator-admin', null) })),
  row('POST /operator/alfie/update-operator',               "fresh operator-user, an admin's accountId", '401  403  403  403  403  403  400  400  403', async (w) => ({ url: '/operator/alfie/update-operator', payload: updateBody({ id: (await w.fresh.operator()).id, accountId: accountIdOf(w, 'admin') }, 'operator-user', 'Italia') })),
  row('POST /operator/alfie/update-operator',               "the caller's own account",               '401  403  403  403  403  403  403  403  403', async (w, who) => ({ url: '/operator/alfie/update-operator', payload: updateBody(await own(w, who), 'operator-admin', null) })),
  row('GET /operator/alfie/delete-operator',                'fresh operator-user',                    '401  403  403  403  403  403  200  200  403', async (w) => ({ url: `/operator/alfie/delete-operator?id=${(await w.fresh.operator()).id}` })),
  row('GET /operator/alfie/delete-operator',                'fresh French operator-user',             '401  403  403  403  403  403  200  403  403', async (w) => ({ url: `/operator/alfie/delete-operator?id=${(await w.fresh.operator('operatore.fr@example.com')).id}` })),
  row('GET /operator/alfie/delete-operator',                'fresh operator-admin',                   '401  403  403  403  403  403  200  403  403', async (w) => ({ url: `/operator/alfie/delete-operator?id=${(await w.fresh.operator('admin@example.com')).id}` })),
  row('GET /operator/alfie/delete-operator',                "the caller's own account",               '401  403  403  403  403  403  403  403  403', async (w, who) => ({ url: `/operator/alfie/delete-operator?id=${(await own(w, who)).id}` })),
  row('POST /operator/alfie/send-reset-password',           'fresh operator-user',                    '401  403  403  403  403  403  200  200  403', async (w) => ({ url: '/operator/alfie/send-reset-password', payload: { id: (await w.fresh.operator()).id } })),
  row('POST /operator/alfie/send-reset-password',           'fresh French operator-user',             '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/operator/alfie/send-reset-password', payload: { id: (await w.fresh.operator('operatore.fr@example.com')).id } })),
  row('POST /operator/alfie/send-reset-password',           'fresh operator-admin',                   '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/operator/alfie/send-reset-password', payload: { id: (await w.fresh.operator('admin@example.com')).id } })),
  row('POST /operator/alfie/send-reset-password',           "the caller's own account",               '401  403  403  403  403  403  403  403  403', async (w, who) => ({ url: '/operator/alfie/send-reset-password', payload: { id: (await own(w, who)).id } })),

  // Payments: the customer's own (saveIntent, extension), the operators' lifecycle in their country
  row('POST /payment/alfie/saveIntent',                     'fresh assigned request of A',            '401  200  403  403  403  403  403  403  403', async (w) => ({ url: '/payment/alfie/saveIntent', payload: pay(await w.fresh.request('A', 'assigned')) })),
  row('POST /payment/alfie/saveIntent',                     'fresh assigned request of B',            '401  403  200  403  403  403  403  403  403', async (w) => ({ url: '/payment/alfie/saveIntent', payload: pay(await w.fresh.request('B', 'assigned')) })),
  row('GET /payment/alfie/extension-quote',                 'paid request of A, one hour more',       '401  200  403  403  403  403  403  403  403', (w) => ({ url: `/payment/alfie/extension-quote?requestId=${w.ids.paidA}&endDatetime=${new Date(Date.parse(w.ids.paidAEnd) + HOUR).toISOString()}` })),
  row('POST /request/alfie/extend-request',                 'fresh paid request of A, one hour more', '401  200  403  403  403  403  403  403  403', async (w) => { const r = await w.fresh.request('A', 'pending-capture', { payment: true }); const end = new Date(Date.parse(r.end) + HOUR).toISOString(); const q = await w.app.inject({ url: `/payment/alfie/extension-quote?requestId=${r.id}&endDatetime=${end}`, headers: bearer(w.token.customerA!) }); return { url: '/request/alfie/extend-request', payload: pay({ id: r.id, amount: (q.json() as { amount: number }).amount }, end) }; }),
  row('POST /payment/alfie/capture',                        'fresh Italian request, service over',    '401  403  403  200  403  403  200  200  403', async (w) => ({ url: '/payment/alfie/capture', payload: { requestId: (await w.fresh.request('A', 'pending-capture', { past: true, payment: true })).id } })),
  row('POST /payment/alfie/capture',                        'fresh French request, service over',     '401  403  403  403  200  403  200  403  403', async (w) => ({ url: '/payment/alfie/capture', payload: { requestId: (await w.fresh.request('FR', 'pending-capture', { past: true, payment: true })).id } })),
  row('POST /payment/alfie/void',                           'fresh cancelled Italian request',        '401  403  403  200  403  403  200  200  403', async (w) => ({ url: '/payment/alfie/void', payload: { requestId: (await w.fresh.request('A', 'cancelled', { payment: true })).id } })),
  row('POST /payment/alfie/pa-paid',                        'fresh settled Italian request',          '401  403  403  200  403  403  200  200  403', async (w) => ({ url: '/payment/alfie/pa-paid', payload: { requestId: (await w.fresh.request('A', 'completed', { past: true, confirmed: { owed: 0 } })).id } })),
  row('POST /payment/alfie/pa-paid',                        'fresh completed request, not confirmed', '401  403  403  409  403  403  409  409  403', async (w) => ({ url: '/payment/alfie/pa-paid', payload: { requestId: (await w.fresh.request('A', 'completed', { past: true })).id } })),
  row('POST /payment/alfie/pa-paid',                        'fresh confirmed request, amount owed',   '401  403  403  409  403  403  409  409  403', async (w) => ({ url: '/payment/alfie/pa-paid', payload: { requestId: (await w.fresh.request('A', 'completed', { past: true, confirmed: { owed: 4_339 } })).id } })),
  row('POST /request/alfie/closeout-write-off',             'fresh Italian request, amount owed',     '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/request/alfie/closeout-write-off', payload: { requestId: (await w.fresh.request('A', 'completed', { past: true, confirmed: { owed: 4_339 } })).id, reason: 'Written off by the matrix' } })),
  row('POST /request/alfie/closeout-write-off',             'fresh French request, amount owed',      '401  403  403  403  403  403  200  403  403', async (w) => ({ url: '/request/alfie/closeout-write-off', payload: { requestId: (await w.fresh.request('FR', 'completed', { past: true, confirmed: { owed: 4_339 } })).id, reason: 'Written off by the matrix' } })),
  row('POST /request/alfie/closeout-write-off',             'fresh request, not confirmed',           '401  403  403  403  403  403  409  403  403', async (w) => ({ url: '/request/alfie/closeout-write-off', payload: { requestId: (await w.fresh.request('A', 'completed', { past: true })).id, reason: 'Written off by the matrix' } })),
  row('GET /request/alfie/closeout',                        '',                                       '401  403  403  200  200  403  200  200  403', () => ({ url: '/request/alfie/closeout' }), { scope: { country: 'requests' } }),
  row('POST /request/alfie/confirm-service',                'fresh Italian request, service over',    '401  403  403  200  403  403  200  200  403', async (w) => { const r = await w.fresh.request('A', 'pending-capture', { past: true, payment: true }); return { url: '/request/alfie/confirm-service', payload: { requestId: r.id, actualEndDatetime: r.end, reason: 'Ended as planned, told by phone' } }; }),
  row('POST /request/alfie/confirm-service',                'fresh French request, service over',     '401  403  403  403  200  403  200  403  403', async (w) => { const r = await w.fresh.request('FR', 'pending-capture', { past: true, payment: true }); return { url: '/request/alfie/confirm-service', payload: { requestId: r.id, actualEndDatetime: r.end, reason: 'Ended as planned, told by phone' } }; }),
  row('POST /request/alfie/confirm-service',                'fresh request, no end reported, no reason', '401  403  403  400  403  403  400  400  403', async (w) => { const r = await w.fresh.request('A', 'pending-capture', { past: true, payment: true }); return { url: '/request/alfie/confirm-service', payload: { requestId: r.id, actualEndDatetime: r.end } }; }),
  row('POST /request/alfie/no-show-decision',               'fresh Italian no-show, refused',         '401  403  403  200  403  403  200  200  403', async (w) => ({ url: '/request/alfie/no-show-decision', payload: { requestId: await w.fresh.noShowService('A', w.ids.paDemo), confirm: false } })),
  row('POST /request/alfie/no-show-decision',               'fresh French no-show, refused',          '401  403  403  403  200  403  200  403  403', async (w) => ({ url: '/request/alfie/no-show-decision', payload: { requestId: await w.fresh.noShowService('FR', w.ids.paDemo), confirm: false } })),
  row('POST /request/alfie/no-show-decision',               'fresh running service, none reported',   '401  403  403  409  403  403  409  409  403', async (w) => ({ url: '/request/alfie/no-show-decision', payload: { requestId: await w.fresh.fieldService(w.ids.paDemo), confirm: true } })),
  row('GET /payment/alfie/expiring',                        '',                                       '401  403  403  200  200  403  200  200  403', () => ({ url: '/payment/alfie/expiring' })),
  row('POST /payment/alfie/reauthorize-due',                '',                                       '401  403  403  403  403  403  200  403  403', () => ({ url: '/payment/alfie/reauthorize-due' })),

  // Two-factor sign-in (any operator for their own account; operator-admin sets the policy)
  row('GET /Auth/two-factor/status',                        'own',                                    '401  403  403  200  200  200  200  200  403', () => ({ url: '/Auth/two-factor/status' })),
  row('POST /Auth/two-factor/setup',                        'own',                                    '401  403  403  200  200  200  200  200  403', () => ({ url: '/Auth/two-factor/setup' }), { reveals: ['secret', 'otpauthUri'] }),
  row('POST /Auth/two-factor/enable',                       'own, with a current code',               '401  403  403  200  200  200  200  200  403', async (w, who) => ({ url: '/Auth/two-factor/enable', payload: { code: isOperator(who) ? totpNow(await setupSecret(w, who)) : '123456' } }), { reveals: ['recoveryCodes', 'token'], renews: true }),
  row('POST /Auth/two-factor/disable',                      'own, with a recovery code',              '401  403  403  200  200  200  200  200  403', async (w, who) => { if (!isOperator(who)) return { url: '/Auth/two-factor/disable', payload: { code: '123456' } }; await twoFactorOff(w, who); const on = await enableTwoFactor(w, w.token[who]!); w.token[who] = on.token; return { url: '/Auth/two-factor/disable', payload: { recoveryCode: on.codes[0]! } }; }, { reveals: ['token'], renews: true }),
  row('POST /Auth/two-factor/verify',                       'challenge and recovery code',            '200  200  200  200  200  200  200  200  200', async (w) => { const o = await twoFactorOperator(w); return { url: '/Auth/two-factor/verify', payload: { challenge: await challengeFor(w, o.accountId), recoveryCode: o.codes.shift()! } }; }, { reveals: ['account.token'] }),
  row('GET /operator/alfie/two-factor-policy',              '',                                       '401  403  403  403  403  403  200  403  403', () => ({ url: '/operator/alfie/two-factor-policy' })),
  row('POST /operator/alfie/two-factor-policy',             'not required for recruiters',            '401  403  403  403  403  403  200  403  403', () => ({ url: '/operator/alfie/two-factor-policy', payload: { role: 'operator-recruiter', required: false } })),

  // The PA's side: the public application, and the PA's own calls (role personal-assistant only)
  row('POST /PersonalAssistant/alfie/apply',                'new applicant',                          '200  200  200  200  200  200  200  200  200', (w) => ({ url: '/PersonalAssistant/alfie/apply', payload: paApplication(w.ids.milano) })),
  row('GET /PersonalAssistant/alfie/apply-cities',          '',                                       '200  200  200  200  200  200  200  200  200', () => ({ url: '/PersonalAssistant/alfie/apply-cities' })),
  row('GET /pa/alfie/open-requests',                        "the PA's cities",                        '401  403  403  403  403  403  403  403  200', () => ({ url: '/pa/alfie/open-requests?limit=20' }), { hides: CUSTOMER_OF_OPEN_WORK }),
  row('POST /pa/alfie/offer',                               'fresh open request in Milano',           '401  403  403  403  403  403  403  403  200', async (w) => ({ url: '/pa/alfie/offer', payload: { requestId: await w.fresh.inMilano() } })),
  row('POST /pa/alfie/offer',                               "open French request (not the PA's cities)", '401  403  403  403  403  403  403  403  404', async (w) => ({ url: '/pa/alfie/offer', payload: { requestId: (await w.fresh.request('FR', 'created')).id } })),
  row('POST /pa/alfie/offer',                               "assigned French request (not the PA's cities)", '401  403  403  403  403  403  403  403  404', async (w) => ({ url: '/pa/alfie/offer', payload: { requestId: (await w.fresh.request('FR', 'assigned')).id } })),
  row('POST /pa/alfie/withdraw-offer',                      "fresh request with the PA's offer",      '401  403  403  403  403  403  403  403  200', async (w) => ({ url: '/pa/alfie/withdraw-offer', payload: { requestId: await w.fresh.inMilano(w.ids.paDemo) } })),
  row('POST /pa/alfie/withdraw-offer',                      'fresh request in Milano, no offer of the PA', '401  403  403  403  403  403  403  403  404', async (w) => ({ url: '/pa/alfie/withdraw-offer', payload: { requestId: await w.fresh.inMilano() } })),
  row('POST /pa/alfie/withdraw-offer',                      'assigned French request, no offer of the PA', '401  403  403  403  403  403  403  403  404', async (w) => ({ url: '/pa/alfie/withdraw-offer', payload: { requestId: (await w.fresh.request('FR', 'assigned')).id } })),
  row('GET /pa/alfie/offers',                               'own',                                    '401  403  403  403  403  403  403  403  200', () => ({ url: '/pa/alfie/offers?limit=20' }), { hides: CUSTOMER_OF_OPEN_WORK }),
  row('GET /pa/alfie/assignments',                          'own',                                    '401  403  403  403  403  403  403  403  200', () => ({ url: '/pa/alfie/assignments?limit=20' }), { hides: PRICE_OF_ASSIGNED_WORK }),
  row('POST /pa/alfie/field-status',                        "the demo PA's service within the hour",  '401  403  403  403  403  403  403  403  200', async (w) => ({ url: '/pa/alfie/field-status', payload: { requestId: await w.fresh.fieldService(w.ids.paDemo), status: 'on-the-way' }, headers: { 'idempotency-key': `matrix-field-${tag()}` } })),

  // Last: the customers delete their own company (they cannot log in afterwards), admins a fresh one
  row('GET /customer/alfie/delete-customer',                "own company (customers), else fresh",    '401  200  200  403  403  403  200  403  403', async (w, who) => ({ url: `/customer/alfie/delete-customer?id=${who === 'customerA' ? w.ids.companyA : who === 'customerB' ? w.ids.companyB : await w.fresh.company('IT', { withAccount: true })}` })),
];

const methodOf = (r: Row) => r.route.split(' ')[0]!;
const keyOf = (route: string) => {
  const [method, path] = route.split(' ');
  return `${method} ${normalize(path!).replace(/\/\*$/, '*')}`;
};
/** Calls that change state: their refusals must leave the database as it was. */
const writes = (r: Row) => methodOf(r) !== 'GET' || /\/delete-/.test(r.route);
const expected = (r: Row) => r.expect.trim().split(/\s+/).map(Number);
/** Bodyless POSTs: nothing in a body is read, so there is nothing to assign. */
const NO_BODY = [
  'POST /Auth/logout',
  'POST /Auth/two-factor/setup',
  'POST /payment/alfie/reauthorize-due',
  'POST /request/alfie/events-ticket',
  'POST /pa/alfie/events-ticket',
];
const MASS_FIELDS: Record<string, unknown> = {
  role: 'operator-admin',
  status: 'approved',
  id: 1,
  accountId: 1,
  companyId: 1,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x',
  isAdmin: true,
  tokenVersion: 0,
  deletedAt: null,
};

let w: World;
before(async () => {
  w = await openWorld();
});
after(() => w.h.close());

async function send(r: Row, who: Who, c: Call, method = methodOf(r)) {
  const token = c.token === undefined ? w.token[who] : c.token;
  return w.app.inject({
    method: method as 'GET',
    url: c.url,
    headers: { ...(token ? bearer(token) : {}), ...c.headers },
    ...(c.payload ? { payload: c.payload } : {}),
  });
}

test('the table has a row for every route the app registers (HEAD comes with GET), and none for a missing one', () => {
  const registered = new Set(registeredRoutes(w.app));
  const inTable = new Set(TABLE.map((r) => keyOf(r.route)));
  for (const r of TABLE)
    assert.equal(expected(r).length, CALLERS.length, `${r.route} ${r.on}: one status per caller`);
  const missing = [...registered].filter((k) => !k.startsWith('HEAD ') && !inTable.has(k));
  const headless = [...registered].filter(
    (k) => k.startsWith('HEAD ') && !registered.has(k.replace(/^HEAD/, 'GET')),
  );
  const stale = [...inTable].filter((k) => !registered.has(k));
  assert.deepEqual(missing, [], 'routes without a row in the matrix');
  assert.deepEqual(headless, [], 'HEAD routes without their GET');
  assert.deepEqual(stale, [], 'rows for routes the app does not register');
  assert.ok(registered.size >= 59, `${registered.size} routes`);
});

test('mass assignment: every POST refuses extra fields (role, status, id, ...) with 400 and stores nothing', async (t) => {
  const firstRows = TABLE.filter(
    (r, i) => methodOf(r) === 'POST' && TABLE.findIndex((x) => x.route === r.route) === i,
  );
  let checked = 0;
  for (const r of firstRows) {
    if (NO_BODY.includes(r.route)) continue;
    await t.test(r.route, async () => {
      const who = CALLERS[expected(r).findIndex((s) => s < 300)]!;
      for (const [field, value] of Object.entries(MASS_FIELDS)) {
        const c = await r.make(w, who);
        // Fields the contract declares (an edit's id, a decision's status) are the call's own, not extras.
        if (!c.payload || field in c.payload || (r.route.endsWith('create-new-price') && field === 'id'))
          continue;
        const before = await fingerprint(w.h);
        const res = await send(r, who, { ...c, payload: { ...c.payload, [field]: value } });
        assert.equal(res.statusCode, 400, `${r.route} with ${field}: ${res.body}`);
        assert.deepEqual(
          changedTables(before, await fingerprint(w.h)),
          [],
          `${r.route} with ${field} stored something`,
        );
        checked += 1;
      }
    });
  }
  assert.ok(checked > 100, `${checked} extra-field calls`);
  // The two-factor rows above turned it on for an operator; the matrix starts from everybody without it.
  for (const who of CALLERS) await twoFactorOff(w, who);
});

test('the matrix: every row x every caller answers the status of its cell; refusals change nothing; 2xx answers leak nothing', async (t) => {
  let scanned = 0;
  let changing = 0;
  for (const r of TABLE) {
    await t.test(`${r.route}  ${r.on}`, async () => {
      const want = expected(r);
      const got: number[] = [];
      const problems: string[] = [];
      for (const [i, who] of CALLERS.entries()) {
        const c = await r.make(w, who);
        const before = writes(r) ? await fingerprint(w.h) : null;
        const res = await send(r, who, c);
        got.push(res.statusCode);
        if (res.statusCode !== want[i]) problems.push(`${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (r.renews && res.statusCode < 300) w.token[who] = (res.json() as { token: string }).token;
        if (before) {
          const changed = changedTables(before, await fingerprint(w.h));
          if (res.statusCode >= 400 && changed.length)
            problems.push(`${who}: refused but changed ${changed.join(', ')}`);
          if (res.statusCode < 300 && changed.length) changing += 1;
        }
        if (res.statusCode < 300 && /json/.test(String(res.headers['content-type']))) {
          scanned += 1;
          for (const l of leaks(res.json(), r.reveals)) problems.push(`${who}: leaks ${l}`);
          for (const p of keyPaths(res.json(), r.hides ?? [])) problems.push(`${who}: may not read ${p}`);
          if (r.scope) problems.push(...(await outOfScope(w, who, res.json(), r.scope)));
        }
      }
      assert.equal(got.join(' '), want.join(' '), `${r.route} ${r.on}\n${problems.join('\n')}`);
      assert.deepEqual(problems, []);
    });
  }
  await t.test('HEAD reaches no GET handler (some GETs delete, for older clients)', async () => {
    for (const r of TABLE.filter(
      (x, i) =>
        methodOf(x) === 'GET' &&
        !x.route.includes(' /docs') &&
        TABLE.findIndex((y) => y.route === x.route) === i,
    )) {
      // The API's own routes only; the docs' static files keep the HEAD that @fastify/static gives them.
      const res = await send(r, 'anon', await r.make(w, 'anon'), 'HEAD');
      assert.equal(res.statusCode, 404, `HEAD ${r.route}`);
    }
  });
  assert.ok(scanned > 150, `${scanned} answers scanned for leaks`);
  assert.ok(changing > 100, `${changing} allowed state changes seen`);
});

test('a session whose two-factor enrolment is pending reaches the enrolment routes only (config.duringEnrolment)', async () => {
  const open = [
    'GET /Auth/two-factor/status',
    'POST /Auth/two-factor/setup',
    'POST /Auth/two-factor/enable',
    'POST /request/alfie/change-language',
    'POST /Auth/logout',
  ];
  // A fresh operator-admin (the role that reaches the most) whose login was told to enrol first.
  const { accountId } = await w.fresh.operator('admin@example.com');
  const pending = await signToken(
    { accountId, role: 'operator-admin', tokenVersion: 0, enrolmentPending: true },
    w.h.config.jwtSecret,
    3600,
  );
  const call = (route: string) => {
    const [method, url] = route.split(' ');
    return w.app.inject({ method: method as 'GET', url: url!, headers: bearer(pending) });
  };
  // Guarded: anonymous callers get 401 and some caller gets in (a route that answers everybody 401, the live
  // events stream without a valid ticket, takes no bearer at all).
  const guarded = [
    ...new Set(
      TABLE.filter((r) => expected(r)[0] === 401 && expected(r).some((s) => s !== 401)).map((r) => r.route),
    ),
  ];
  const refusedWrongly: string[] = [];
  const before = await fingerprint(w.h);
  for (const route of guarded.filter((r) => !open.includes(r))) {
    const res = await call(route);
    if (res.statusCode !== 403 || res.json().code !== 'TWO.FACTOR.ENROLMENT.REQUIRED')
      refusedWrongly.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  assert.deepEqual(refusedWrongly, [], 'guarded routes a pending session reached');
  assert.deepEqual(changedTables(before, await fingerprint(w.h)), []);
  assert.ok(guarded.length > 40, `${guarded.length} guarded routes`);
  for (const route of open) assert.ok(guarded.includes(route), `${route} is a guarded route of the table`);
  // The open ones pass the guard (bodyless here, so a body-taking call stops at validation); logout last.
  const passed = [];
  for (const route of open) passed.push(`${route} ${(await call(route)).statusCode}`);
  assert.deepEqual(passed, [
    'GET /Auth/two-factor/status 200',
    'POST /Auth/two-factor/setup 200',
    'POST /Auth/two-factor/enable 400',
    'POST /request/alfie/change-language 400',
    'POST /Auth/logout 200',
  ]);
});

test('the checks themselves catch a leak, an out-of-scope item and a change', async () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
  assert.deepEqual(leaks({ a: [{ passwordHash: 'x', token_version: 1 }], b: jwt }), [
    'a[0].passwordHash: secret or internal key',
    'a[0].token_version: raw column name',
    'b: a JWT',
  ]);
  assert.deepEqual(leaks({ account: { token: jwt } }, ['account.token']), []);
  assert.deepEqual(keyPaths([{ cities: [{ percToPA: 60 }] }, { percToPA: 55 }], AGENCY_FIGURES), [
    '[0].cities[0].percToPA',
    '[1].percToPA',
  ]);
  const all = await w.app.inject({
    url: '/request/alfie/active-requests/?type=business',
    headers: bearer(w.token.admin!),
  });
  assert.ok((await outOfScope(w, 'operatorIT', all.json(), { country: 'requests' })).length > 0);
  assert.ok((await outOfScope(w, 'operatorFR', ['Milano'], { cities: true })).length > 0);
  const before = await fingerprint(w.h);
  await w.h.db.execute(sql`update companies set city = city || '.' where id = ${w.ids.companyFR}`);
  // data_versions: the dashboards' cache counter, bumped by a trigger in the same transaction.
  assert.deepEqual(changedTables(before, await fingerprint(w.h)), ['companies', 'data_versions']);
  // A write rolled back with its transaction (a refusal mid-write) is no change.
  const settled = await fingerprint(w.h);
  await assert.rejects(
    w.h.db.transaction(async (tx) => {
      await tx.execute(sql`update companies set city = city || '.' where id = ${w.ids.companyFR}`);
      throw new Error('refused');
    }),
    /refused/,
  );
  assert.deepEqual(changedTables(settled, await fingerprint(w.h)), []);
});
