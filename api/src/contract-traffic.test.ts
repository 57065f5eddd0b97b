// Real traffic checked against openapi.json by a validator nobody here wrote: the API listens on a free port (PGlite,
// demo data), Stoplight Prism runs in proxy mode in front of it with --errors, and calls of every documented route
// (answers and refusals) go through Prism. With --errors Prism refuses a request the document does not allow (422)
// and turns an answer the document does not describe into a problem+json 500; any `sl-violations` header fails too.
// The refusals replayed here are ones a document-valid request can get (wrong role, tampered cursor, unknown id,
// wrong state, bad code), so the API itself answers them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { REQUEST_EXPORT_COLUMNS } from '@alfie/shared/contracts/request-export';
import { build } from './test/build.ts';
import { rowsOf } from './db/client.ts';
import { OPENAPI_FILE } from '../scripts/openapi.ts';
import { demoCompany, demoPlaces, validPayload } from './test/customer-requests.ts';
import { body as paymentBody, companyOf, requestIn } from './test/payments.ts';
import { application } from './test/pa.ts';
import { registration as signup } from './test/registration.ts';
import { freePort } from './test/net.ts';

const PRISM = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

/** Prism's proxy in front of `upstream`, resolved once it listens. */
async function startPrism(upstream: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [PRISM, 'proxy', OPENAPI_FILE, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${log}`)), 60_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`prism exited (${code}):\n${log}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

interface Call {
  as?: string | null;
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
  /** A request the document does not allow: Prism itself refuses it (422), proving it checks what passes. */
  refusedByPrism?: true;
}

test('every route answers as openapi.json says, checked by Prism in proxy mode (--errors)', async (t) => {
  const h = await build();
  t.after(() => h.close());
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.server.address() as { port: number };
  const prism = await startPrism(`http://127.0.0.1:${port}`);
  t.after(() => prism.stop());

  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await h.login(email));
    return tokens.get(email)!;
  };
  const failures: string[] = [];
  const seen = new Set<string>();
  let calls = 0;
  const send = async (call: Call) => {
    const { as, method = 'GET', url, body, status, refusedByPrism } = call;
    calls += 1;
    seen.add(`${method} ${url.split('?')[0]}`);
    const headers: Record<string, string> = {};
    if (as === null) headers.authorization = 'Bearer not-a-token';
    else if (as) headers.authorization = `Bearer ${await tokenOf(as)}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, call.headers);
    const res = await fetch(prism.url + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const violations = res.headers.get('sl-violations');
    const byPrism = res.headers.get('content-type')?.includes('problem+json') === true;
    if (refusedByPrism) {
      if (res.status !== 422 || !byPrism)
        failures.push(`${method} ${url} → ${res.status}: Prism let it through`);
      return undefined;
    }
    if (res.status !== status || violations || byPrism)
      failures.push(
        `${method} ${url} → ${res.status} (expected ${status}) ${violations ?? ''} ${text.slice(0, 400)}`,
      );
    // A file (the requests export) is no JSON.
    if (!res.headers.get('content-type')?.includes('json')) return text || undefined;
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const run = async (list: Call[]) => {
    for (const c of list) await send(c);
  };

  const ADMIN = 'admin@example.com';
  const OPERATOR = 'operator@example.com';
  const RECRUITER = 'recruiter@example.com';
  const CUSTOMER = 'customer@example.com';
  const PA = 'pa@example.com';
  const BAD_CURSOR = 'bm90LWEtY3Vyc29y';
  const DAY = 86_400_000;
  const dayStart = new Date(Math.floor(Date.now() / DAY) * DAY).toISOString();
  const weekEnd = new Date(Math.floor(Date.now() / DAY) * DAY + 7 * DAY).toISOString();
  const monthEnd = new Date(Math.floor(Date.now() / DAY) * DAY + 30 * DAY).toISOString();
  const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(h.db, query))[0]!;

  const exportWords = {
    headers: Object.fromEntries(REQUEST_EXPORT_COLUMNS.map((key) => [key, key])),
    statuses: { created: 'Created' },
    fileName: 'requests',
    timeZone: 'Europe/Rome',
  };
  const registration = signup('traffic@example.com', {
    company: { BusinessName: 'Contract Traffic S.r.l.' },
  });
  const places = await demoPlaces(h);
  const company = await demoCompany(h);
  const createdCompany = await one<{ id: number }>(
    sql`select id from companies where status = 'created' order by id limit 1`,
  );
  const createdPa = await one<{ id: number }>(
    sql`select id from personal_assistants where status = 'created' order by id limit 1`,
  );
  // A paid-for service that ended yesterday (no authorization left: the confirmation records it all as owed).
  const ended = await one<{ id: number; end: string }>(
    sql`update requests set status = 'pending-capture', start_datetime = now() - interval '26 hours',
          end_datetime = now() - interval '24 hours'
         where id = (select r.id from requests r join countries c on c.id = r.country_id
                      where c.name = 'Italia' and r.status = 'created'
                        and not exists (select 1 from pa_offers o where o.request_id = r.id)
                      order by r.id desc limit 1)
        returning id, to_char(end_datetime at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end`,
  );
  const offer = await one<{ request_id: number; pa_id: number }>(
    sql`select o.request_id, o.pa_id from pa_offers o join requests r on r.id = o.request_id
          join personal_assistants p on p.id = o.pa_id join countries c on c.id = r.country_id
         where r.status = 'created' and r.personal_assistant_id is null and p.status = 'approved'
           and o.response = 'offered' and c.name = 'Italia' order by o.request_id limit 1`,
  );
  const otherOperator = await one<{ id: number; account_id: number }>(
    sql`select o.id, o.account_id from operators o join accounts a on a.id = o.account_id
         where a.email = 'backoffice@example.com'`,
  );
  const customerId = await companyOf(h.db, CUSTOMER);
  const assigned = await requestIn(h.db, 'assigned', { mine: customerId });
  const created = await requestIn(h.db, 'created', { mine: customerId });
  // An open request in the demo PA's cities it has not offered for (not the one assigned below).
  const openForPa = await one<{ id: number }>(
    sql`select r.id from requests r join personal_assistants p on p.email = ${PA}
         where r.status = 'created' and r.personal_assistant_id is null and r.start_datetime > now()
           and r.id <> ${offer.request_id}
           and not exists (select 1 from request_cities rc where rc.request_id = r.id
                             and rc.city_id not in (select city_id from pa_cities where pa_id = p.id))
           and not exists (select 1 from pa_offers o where o.request_id = r.id and o.pa_id = p.id)
         order by r.id limit 1`,
  );
  // A request none of whose stops is in the demo PA's cities: the PA's calls answer it as a missing id.
  const outsidePa = await one<{ id: number }>(
    sql`select r.id from requests r join personal_assistants p on p.email = ${PA}
         where not exists (select 1 from request_cities rc where rc.request_id = r.id
                             and rc.city_id in (select city_id from pa_cities where pa_id = p.id))
         order by r.id limit 1`,
  );
  // A service of the demo PA starting within the hour, for its field reports.
  const fieldService = await one<{ id: number }>(
    sql`update requests set personal_assistant_id = (select id from personal_assistants where email = ${PA}),
          start_datetime = now() + interval '1 hour', end_datetime = now() + interval '3 hours'
        where id = (select id from requests where status = 'assigned' and id not in (${assigned.id}, ${offer.request_id})
                    order by id desc limit 1)
        returning id`,
  );
  // Another created Italian request at the same time as `offer`'s, offered by the same PA: once `offer` is
  // assigned, assigning it is refused with PA.BUSY.
  const clash = await one<{ id: number }>(
    sql`select r.id from requests r join countries c on c.id = r.country_id
         where r.status = 'created' and r.personal_assistant_id is null and c.name = 'Italia'
           and r.id not in (${offer.request_id}, ${openForPa.id}, ${created.id})
         order by r.id limit 1`,
  );
  await h.db.execute(
    sql`update requests set (start_datetime, end_datetime) =
          (select start_datetime, end_datetime from requests where id = ${offer.request_id}) where id = ${clash.id}`,
  );
  await h.db.execute(
    sql`insert into pa_offers (request_id, pa_id, response) values (${clash.id}, ${offer.pa_id}, 'offered')
        on conflict do nothing`,
  );
  // A company whose country typed at signup is none Alfie serves: what update-customer-country is for.
  const unservedCompany = await one<{ id: number }>(
    sql`update companies set country = 'Atlantide', country_id = null
         where id = (select id from companies where type = 'customer-b2b' and id not in (${createdCompany.id}, ${customerId})
                     order by id limit 1) returning id`,
  );
  const milano = await one<{ id: number }>(sql`select id from cities where name = 'Milano'`);
  const paApplication = application({
    email: 'marta.traffic@example.com',
    cityIds: [Number(milano.id)],
  });
  const later = encodeURIComponent(new Date(assigned.endDatetime.getTime() + 3_600_000).toISOString());

  await run([
    // auth (public) and the session's own calls
    {
      url: '/Auth/authenticate',
      method: 'POST',
      body: { username: CUSTOMER, password: 'Demo-2026!' },
      status: 200,
    },
    {
      url: '/Auth/authenticate',
      method: 'POST',
      body: { username: CUSTOMER, password: 'wrong-Pass1!' },
      status: 401,
    },
    { url: '/Auth/registercustomer', method: 'POST', body: registration, status: 200 },
    { url: '/Auth/registercustomer', method: 'POST', body: registration, status: 409 },
    { url: '/Auth/generateresetpasswordtoken?username=nobody%40example.com', status: 200 },
    {
      url: '/Auth/resetpassword',
      method: 'POST',
      body: { token: 'x', password: 'Very-Long-Pass-2026!' },
      status: 400,
    },
    {
      url: '/request/alfie/change-language',
      method: 'POST',
      as: CUSTOMER,
      body: { Language: 'en' },
      status: 200,
    },
    {
      url: '/request/alfie/change-language',
      method: 'POST',
      as: null,
      body: { Language: 'en' },
      status: 401,
    },
    { url: '/system/alfie/get-cities?language=it&limit=1', status: 200 },
    { url: '/system/alfie/get-cities?language=it&limit=1', as: CUSTOMER, status: 200 },
    { url: `/system/alfie/get-cities?cursor=${BAD_CURSOR}&limit=1`, as: CUSTOMER, status: 400 },
    // the customer area
    { url: '/Customer/alfie/currentcustomer', as: CUSTOMER, status: 200 },
    { url: '/Customer/alfie/currentcustomer', as: OPERATOR, status: 403 },
    { url: '/request/alfie/requests?status=&limit=5', as: CUSTOMER, status: 200 },
    { url: '/request/alfie/price-rules', as: CUSTOMER, status: 200 },
    {
      url: '/Request/alfie/register-new-request',
      method: 'POST',
      as: CUSTOMER,
      body: validPayload({
        customerId: company.id,
        countryId: places.italy.id,
        cityId: places.milano.id,
        poiId: places.malpensa.id,
      }),
      status: 200,
    },
    { url: `/Request/alfie/request-detail?id=${assigned.id}`, as: CUSTOMER, status: 200 },
    { url: '/Request/alfie/request-detail?id=999999', as: OPERATOR, status: 404 },
    {
      url: '/request/alfie/travel-refresh',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: assigned.id },
      status: 200,
    },
    {
      url: '/request/alfie/travel-refresh',
      method: 'POST',
      as: CUSTOMER,
      body: { requestId: assigned.id },
      status: 403,
    },
    {
      url: '/payment/alfie/saveIntent',
      method: 'POST',
      as: CUSTOMER,
      body: paymentBody(assigned),
      status: 200,
    },
    {
      url: `/payment/alfie/extension-quote?requestId=${assigned.id}&endDatetime=${later}`,
      as: CUSTOMER,
      status: 200,
    },
    {
      url: `/payment/alfie/extension-quote?requestId=${created.id}&endDatetime=${later}`,
      as: CUSTOMER,
      status: 400,
    },
    {
      url: '/request/alfie/extend-request',
      method: 'POST',
      as: CUSTOMER,
      // Without the new end: a refusal of the API (the document lets endDatetime be empty).
      body: paymentBody(created),
      status: 400,
    },
    { url: `/request/alfie/cancellation-quote?id=${created.id}`, as: CUSTOMER, status: 200 },
    { url: `/request/alfie/cancellation-quote?id=${created.id}`, as: OPERATOR, status: 200 },
    // Assigned: the country's windows apply (a fee or the free window, with its reason).
    { url: `/request/alfie/cancellation-quote?id=${assigned.id}`, as: CUSTOMER, status: 200 },
    { url: '/request/alfie/cancellation-quote?id=999999', as: CUSTOMER, status: 404 },
    { url: `/request/alfie/delete-request?id=${created.id}`, as: CUSTOMER, status: 200 },
    { url: '/request/alfie/delete-request?id=999999', as: CUSTOMER, status: 404 },
    // Cancelled: nothing left to price.
    { url: `/request/alfie/cancellation-quote?id=${created.id}`, as: CUSTOMER, status: 409 },
    // the operators' dashboards and requests
    {
      url: '/request/alfie/active-requests/?type=business&status=created&limit=3',
      as: OPERATOR,
      status: 200,
    },
    {
      url: '/request/alfie/active-requests/?type=business&sort=customer&order=asc&limit=3',
      as: OPERATOR,
      status: 200,
    },
    { url: '/request/alfie/active-requests/?sort=price', as: OPERATOR, status: 422, refusedByPrism: true },
    { url: '/request/alfie/active-requests/?startdate=31%2F02%2F2026', as: OPERATOR, status: 400 },
    { url: '/request/alfie/active-requests/', as: CUSTOMER, status: 403 },
    { url: '/request/alfie/requests-cities?type=business', as: OPERATOR, status: 200 },
    // the dashboards' Excel file, written by the API with the words the screen sends
    {
      url: '/request/alfie/active-requests-export?type=business&status=created&sort=departure&order=asc',
      method: 'POST',
      body: exportWords,
      as: OPERATOR,
      status: 200,
    },
    {
      url: '/request/alfie/active-requests-export?startdate=31%2F02%2F2026',
      method: 'POST',
      body: exportWords,
      as: OPERATOR,
      status: 400,
    },
    {
      url: '/request/alfie/active-requests-export?type=business',
      method: 'POST',
      body: { headers: {} },
      as: OPERATOR,
      status: 422,
      refusedByPrism: true,
    },
    {
      url: '/request/alfie/active-requests-export?type=business',
      method: 'POST',
      body: exportWords,
      as: CUSTOMER,
      status: 403,
    },
    // the dispatch board: a week, a range too long (the API's 400) and one Prism refuses (not an instant)
    { url: `/request/alfie/dispatch-board?from=${dayStart}&to=${weekEnd}`, as: OPERATOR, status: 200 },
    { url: `/request/alfie/dispatch-board?from=${dayStart}&to=${monthEnd}`, as: OPERATOR, status: 400 },
    { url: `/request/alfie/dispatch-board?from=${dayStart}&to=${weekEnd}`, as: CUSTOMER, status: 403 },
    {
      url: '/request/alfie/dispatch-board?from=today&to=tomorrow',
      as: OPERATOR,
      status: 422,
      refusedByPrism: true,
    },
    // the live dashboards: a ticket, and the stream refusing a used one (an open stream never ends, so its
    // success is checked in modules/events rather than through the proxy)
    { url: '/request/alfie/events-ticket', method: 'POST', as: OPERATOR, status: 200 },
    { url: '/request/alfie/events-ticket', method: 'POST', as: CUSTOMER, status: 403 },
    { url: '/request/alfie/events-ticket', method: 'POST', as: null, status: 401 },
    // the PA's own stream: its ticket (the PA's events only: modules/events/pa-events.test.ts)
    { url: '/pa/alfie/events-ticket', method: 'POST', as: PA, status: 200 },
    { url: '/pa/alfie/events-ticket', method: 'POST', as: OPERATOR, status: 403 },
    { url: '/request/alfie/events?ticket=used-or-unknown', status: 401 },
    { url: '/request/alfie/events?ticket=x&lastEventId=abc', status: 422, refusedByPrism: true },
    { url: `/Request/alfie/request-detail?id=${offer.request_id}`, as: OPERATOR, status: 200 },
    {
      url: `/PersonalAssistant/alfie/personal-assistant-by-request?id=${offer.request_id}`,
      as: OPERATOR,
      status: 200,
    },
    { url: '/PersonalAssistant/alfie/personal-assistant-by-request?id=999999', as: OPERATOR, status: 404 },
    {
      url: '/Request/alfie/assign-request',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: offer.request_id, personalAssistantId: offer.pa_id },
      status: 200,
    },
    // The timeline after the assignment: its mails and offers for the operator, the filtered copy for the customer.
    { url: `/Request/alfie/request-timeline?id=${offer.request_id}`, as: OPERATOR, status: 200 },
    { url: `/Request/alfie/request-timeline?id=${assigned.id}`, as: CUSTOMER, status: 200 },
    { url: `/Request/alfie/request-timeline?id=${offer.request_id}`, as: CUSTOMER, status: 403 },
    { url: '/Request/alfie/request-timeline?id=999999', as: OPERATOR, status: 404 },
    {
      url: '/Request/alfie/assign-request',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: offer.request_id, personalAssistantId: offer.pa_id },
      status: 409,
    },
    // payments' lifecycle
    { url: '/payment/alfie/expiring?hours=48', as: OPERATOR, status: 200 },
    {
      url: '/payment/alfie/capture',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: offer.request_id },
      status: 409,
    },
    {
      url: '/payment/alfie/void',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: offer.request_id },
      status: 409,
    },
    { url: '/payment/alfie/pa-paid', method: 'POST', as: OPERATOR, body: { requestId: 999999 }, status: 404 },
    // closeout
    { url: '/request/alfie/closeout?state=to-confirm&limit=2', as: OPERATOR, status: 200 },
    { url: `/request/alfie/closeout?cursor=${BAD_CURSOR}`, as: OPERATOR, status: 400 },
    { url: '/request/alfie/closeout', as: CUSTOMER, status: 403 },
    {
      url: '/request/alfie/confirm-service',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: ended.id, actualEndDatetime: ended.end },
      status: 400,
    },
    {
      url: '/request/alfie/confirm-service',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: ended.id, actualEndDatetime: ended.end, reason: 'The PA reported the end by phone' },
      status: 200,
    },
    {
      url: '/request/alfie/confirm-service',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: offer.request_id, actualEndDatetime: ended.end },
      status: 409,
    },
    {
      url: '/request/alfie/confirm-service',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: 999999, actualEndDatetime: ended.end },
      status: 404,
    },
    // Confirmed with all of it owed: no payout until an operator-admin writes it off.
    {
      url: '/payment/alfie/pa-paid',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: ended.id },
      status: 409,
    },
    {
      url: '/request/alfie/closeout-write-off',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: ended.id, reason: 'Customer unreachable' },
      status: 403,
    },
    {
      url: '/request/alfie/closeout-write-off',
      method: 'POST',
      as: ADMIN,
      body: { requestId: 999999, reason: 'Customer unreachable' },
      status: 404,
    },
    {
      url: '/request/alfie/closeout-write-off',
      method: 'POST',
      as: ADMIN,
      body: { requestId: offer.request_id, reason: 'Customer unreachable' },
      status: 409,
    },
    {
      url: '/request/alfie/closeout-write-off',
      method: 'POST',
      as: ADMIN,
      body: { requestId: ended.id, reason: 'Customer unreachable' },
      status: 200,
    },
    { url: '/request/alfie/closeout?state=to-settle&limit=2', as: OPERATOR, status: 200 },
    {
      url: '/payment/alfie/pa-paid',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: ended.id },
      status: 200,
    },
    { url: '/payment/alfie/reauthorize-due', method: 'POST', as: ADMIN, status: 200 },
    // companies
    { url: '/customer/alfie/customers/?status=created&limit=2', as: OPERATOR, status: 200 },
    { url: '/customer/alfie/customers-cities', as: OPERATOR, status: 200 },
    { url: `/customer/alfie/customer-details?customerid=${createdCompany.id}`, as: OPERATOR, status: 200 },
    { url: '/customer/alfie/customer-details?customerid=999999', as: OPERATOR, status: 404 },
    {
      url: '/customer/alfie/approve-customer',
      method: 'POST',
      as: OPERATOR,
      body: { CustomerId: createdCompany.id, Status: 'approved' },
      status: 200,
    },
    {
      url: '/customer/alfie/approve-customer',
      method: 'POST',
      as: OPERATOR,
      body: { CustomerId: createdCompany.id, Status: 'rejected' },
      status: 409,
    },
    { url: `/customer/alfie/delete-customer?id=${createdCompany.id}`, as: ADMIN, status: 200 },
    { url: '/customer/alfie/customers-unserved-country', as: ADMIN, status: 200 },
    { url: '/customer/alfie/customers-unserved-country', as: CUSTOMER, status: 403 },
    {
      url: '/customer/alfie/update-customer-country',
      method: 'POST',
      as: ADMIN,
      body: { CustomerId: unservedCompany.id, Country: 'IT' },
      status: 200,
    },
    {
      url: '/customer/alfie/update-customer-country',
      method: 'POST',
      as: ADMIN,
      body: { CustomerId: customerId, Country: 'FR' },
      status: 409,
    },
    {
      url: '/customer/alfie/update-customer-country',
      method: 'POST',
      as: ADMIN,
      body: { CustomerId: customerId, Country: 'Atlantide' },
      status: 400,
    },
    {
      url: '/customer/alfie/update-customer-country',
      method: 'POST',
      as: ADMIN,
      body: { CustomerId: 999999, Country: 'Italia' },
      status: 404,
    },
    // PA applicants
    {
      url: '/PersonalAssistant/alfie/personal-assistants/?status=created&limit=2',
      as: RECRUITER,
      status: 200,
    },
    { url: '/personalassistant/alfie/personal-assistant-cities', as: RECRUITER, status: 200 },
    {
      url: `/PersonalAssistant/alfie/personal-assistant-detail?id=${createdPa.id}`,
      as: RECRUITER,
      status: 200,
    },
    { url: '/PersonalAssistant/alfie/personal-assistant-detail?id=999999', as: RECRUITER, status: 404 },
    {
      url: '/PersonalAssistant/alfie/approve-personal-assistant',
      method: 'POST',
      as: RECRUITER,
      body: { personalAssistantId: createdPa.id, status: 'approved' },
      status: 200,
    },
    {
      url: '/PersonalAssistant/alfie/approve-personal-assistant',
      method: 'POST',
      as: RECRUITER,
      body: { personalAssistantId: createdPa.id, status: 'approved' },
      status: 409,
    },
    // the PA's side: the public application, then the signed-in PA
    { url: '/PersonalAssistant/alfie/apply-cities', status: 200 },
    { url: '/PersonalAssistant/alfie/apply', method: 'POST', body: paApplication, status: 200 },
    { url: '/PersonalAssistant/alfie/apply', method: 'POST', body: paApplication, status: 409 },
    { url: '/pa/alfie/open-requests?limit=5', as: PA, status: 200 },
    { url: `/pa/alfie/open-requests?cursor=${BAD_CURSOR}&limit=5`, as: PA, status: 400 },
    { url: '/pa/alfie/open-requests', as: CUSTOMER, status: 403 },
    { url: '/pa/alfie/offer', method: 'POST', as: PA, body: { requestId: openForPa.id }, status: 200 },
    { url: '/pa/alfie/offer', method: 'POST', as: PA, body: { requestId: openForPa.id }, status: 409 },
    { url: '/pa/alfie/offer', method: 'POST', as: PA, body: { requestId: 999999 }, status: 404 },
    { url: '/pa/alfie/offer', method: 'POST', as: PA, body: { requestId: outsidePa.id }, status: 404 },
    { url: '/pa/alfie/offers?limit=5', as: PA, status: 200 },
    { url: '/pa/alfie/offers', as: OPERATOR, status: 403 },
    {
      url: '/pa/alfie/withdraw-offer',
      method: 'POST',
      as: PA,
      body: { requestId: openForPa.id },
      status: 200,
    },
    // The withdrawn offer stays in the PA's list, as withdrawn (the newest, so on the first page).
    { url: '/pa/alfie/offers?limit=5', as: PA, status: 200 },
    // Withdrawn already: the PA has no live offer left there, as for a request it never offered for.
    {
      url: '/pa/alfie/withdraw-offer',
      method: 'POST',
      as: PA,
      body: { requestId: openForPa.id },
      status: 404,
    },
    {
      url: '/pa/alfie/withdraw-offer',
      method: 'POST',
      as: PA,
      body: { requestId: outsidePa.id },
      status: 404,
    },
    { url: '/pa/alfie/assignments?period=past&limit=5', as: PA, status: 200 },
    { url: '/pa/alfie/assignments', as: CUSTOMER, status: 403 },
    ...(['contract-field-1', 'contract-field-1'] as const).map((key) => ({
      url: '/pa/alfie/field-status',
      method: 'POST' as const,
      as: PA,
      headers: { 'idempotency-key': key },
      body: { requestId: fieldService.id, status: 'on-the-way' },
      status: 200,
    })),
    {
      url: '/pa/alfie/field-status',
      method: 'POST',
      as: PA,
      headers: { 'idempotency-key': 'contract-field-2' },
      body: { requestId: fieldService.id, status: 'ended' },
      status: 409,
    },
    {
      url: '/pa/alfie/field-status',
      method: 'POST',
      as: PA,
      body: { requestId: fieldService.id, status: 'at-meeting-point' },
      status: 400,
    },
    {
      url: '/pa/alfie/field-status',
      method: 'POST',
      as: CUSTOMER,
      headers: { 'idempotency-key': 'contract-field-3' },
      body: { requestId: fieldService.id, status: 'at-meeting-point' },
      status: 403,
    },
    {
      url: '/request/alfie/no-show-decision',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: fieldService.id, confirm: true },
      status: 409,
    },
    // operators
    { url: '/operator/alfie/operators?limit=2', as: ADMIN, status: 200 },
    { url: `/operator/alfie/operators?cursor=${BAD_CURSOR}`, as: ADMIN, status: 400 },
    {
      url: '/operator/alfie/register-new-operator',
      method: 'POST',
      as: ADMIN,
      body: {
        firstname: 'Anna',
        lastname: 'Neri',
        email: 'anna.neri@example.com',
        account: { role: 'operator-user', password: 'Very-Long-Pass-2026!', country: 'Italia' },
      },
      status: 200,
    },
    {
      url: '/operator/alfie/update-operator',
      method: 'POST',
      as: ADMIN,
      body: {
        id: otherOperator.id,
        accountId: otherOperator.account_id,
        firstname: 'Back',
        lastname: 'Office',
        account: { id: otherOperator.account_id, role: 'operator-user', country: 'Italia' },
      },
      status: 200,
    },
    {
      url: '/operator/alfie/send-reset-password',
      method: 'POST',
      as: ADMIN,
      body: { id: otherOperator.id },
      status: 200,
    },
    { url: `/operator/alfie/delete-operator?id=${otherOperator.id}`, as: ADMIN, status: 200 },
    { url: '/operator/alfie/delete-operator?id=999999', as: ADMIN, status: 404 },
    // pricing
    { url: '/pricing/alfie/prices?limit=1', as: ADMIN, status: 200 },
    {
      url: '/pricing/alfie/create-new-price',
      method: 'POST',
      as: ADMIN,
      body: { countryId: places.italy.id, cityName: 'Bergamo', price: 30, percToPA: 60 },
      status: 200,
    },
    { url: '/pricing/alfie/delete-price?cityId=999999', method: 'DELETE', as: ADMIN, status: 404 },
    {
      url: '/pricing/alfie/country-new-price',
      method: 'POST',
      as: ADMIN,
      body: {
        country: 'Svizzera',
        code: 'CH',
        vat: 8,
        withholdingTax: 20,
        currencySymbol: 'F',
        currencyCode: 'CHF',
      },
      status: 200,
    },
    {
      url: '/pricing/alfie/country-delete-price?countryName=Svizzera&countryCode=CH',
      method: 'DELETE',
      as: ADMIN,
      status: 200,
    },
    {
      url: '/pricing/alfie/country-delete-price?countryName=Italia&countryCode=IT',
      method: 'DELETE',
      as: ADMIN,
      status: 409,
    },
    // two-factor
    { url: '/Auth/two-factor/status', as: OPERATOR, status: 200 },
    { url: '/Auth/two-factor/setup', method: 'POST', as: OPERATOR, status: 200 },
    { url: '/Auth/two-factor/enable', method: 'POST', as: OPERATOR, body: { code: '000000' }, status: 400 },
    { url: '/Auth/two-factor/disable', method: 'POST', as: OPERATOR, body: { code: '000000' }, status: 409 },
    {
      url: '/Auth/two-factor/verify',
      method: 'POST',
      body: { challenge: 'not-a-challenge', code: '000000' },
      status: 401,
    },
    { url: '/operator/alfie/two-factor-policy', as: ADMIN, status: 200 },
    {
      url: '/operator/alfie/two-factor-policy',
      method: 'POST',
      as: ADMIN,
      body: { role: 'operator-user', required: false },
      status: 200,
    },
    { url: '/operator/alfie/two-factor-policy', as: OPERATOR, status: 403 },
    // Prism checks requests too: a field the contract does not name, and a wrong type.
    {
      url: '/Request/alfie/assign-request',
      method: 'POST',
      as: OPERATOR,
      body: { requestId: 1, personalAssistantId: 1, extra: 1 },
      status: 422,
      refusedByPrism: true,
    },
    {
      url: '/request/alfie/change-language',
      method: 'POST',
      as: CUSTOMER,
      body: { Language: 7 },
      status: 422,
      refusedByPrism: true,
    },
    // the end of a session
    { url: '/Auth/logout', method: 'POST', as: CUSTOMER, status: 200 },
    { url: '/Auth/logout', method: 'POST', as: CUSTOMER, status: 401 },
  ]);
  // PA.BUSY's refusal carries the overlapping assignment (`conflict`), as the document says.
  const busy = (await send({
    url: '/Request/alfie/assign-request',
    method: 'POST',
    as: OPERATOR,
    body: { requestId: clash.id, personalAssistantId: offer.pa_id },
    status: 409,
  })) as { code: string; conflict?: { requestId: number } };
  assert.equal(busy.code, 'PA.BUSY');
  assert.equal(busy.conflict?.requestId, offer.request_id);

  const documented = Object.entries(
    (JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, object> }).paths,
  ).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  assert.deepEqual(
    documented.filter((op) => !seen.has(op)),
    [],
    'every documented operation is called',
  );
  assert.deepEqual(
    failures,
    [],
    `${failures.length} of ${calls} calls broke the document:\n${failures.join('\n')}`,
  );
});
