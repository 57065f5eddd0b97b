// Live request events: the single-use ticket (roles, use, expiry, account), the stream's shape, the country scope,
// the four events published by filing, assignment, payment and cancel, resume by Last-Event-ID, the heartbeat
// and the end of open streams at shutdown.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { eventsTicketAnswerSchema, requestEventDataSchema } from '@alfie/shared/contracts';
import { bearer, type TestApp } from '../../test/build.ts';
import { buildFor, demoCountries, tokensOf, type Cleanup } from '../../test/setup.ts';
import { rowsOf } from '../../db/client.ts';
import { demoCompany } from '../../test/customer-requests.ts';
import { body as paymentBody, requestIn } from '../../test/payments.ts';
import {
  baseUrlOf,
  eventsOf,
  fileRequest,
  openEvents,
  requestIdOf,
  ticketOf,
  TICKET_URL,
  type EventStream,
} from '../../test/events.ts';
import { publishRequestEvent } from './publish.ts';

async function setup(t: Cleanup, env: Record<string, string> = {}) {
  const h = await buildFor(t, { env });
  const tokens = await tokensOf(h, ['admin', 'operatorUser', 'operatorFr', 'recruiter', 'customer']);
  const base = await baseUrlOf(h.app);
  const streams: EventStream[] = [];
  t.after(async () => {
    for (const s of streams) s.close();
  });
  const open = async (token: string, extra = '', headers: Record<string, string> = {}) => {
    const s = await openEvents(base, `ticket=${await ticketOf(h.app, token)}${extra}`, headers);
    streams.push(s);
    return s;
  };
  return { h, tokens, base, open };
}

/** Publishes an event the way the request modules do, in a transaction of its own. */
const publish = (h: TestApp, requestId: number, countryId: number | null) =>
  h.db.transaction((tx) =>
    publishRequestEvent(tx, {
      live: 'request.created',
      requestId,
      type: 'business',
      status: 'created',
      countryId,
    }),
  );

test('events-ticket: operators of the requests area only; a ticket valid 60 s', async (t) => {
  const { h, tokens } = await setup(t);
  const post = (token?: string) =>
    h.app.inject({ method: 'POST', url: TICKET_URL, headers: token ? bearer(token) : {} });
  assert.equal((await post()).statusCode, 401);
  assert.equal((await post(tokens.customer)).statusCode, 403);
  assert.equal((await post(tokens.recruiter)).statusCode, 403);
  for (const who of [tokens.admin, tokens.operatorUser]) {
    const res = await post(who);
    assert.equal(res.statusCode, 200, res.body);
    const answer = v.parse(eventsTicketAnswerSchema, res.json());
    const ttl = Date.parse(answer.expiresAt) - Date.now();
    assert.ok(ttl > 55_000 && ttl <= 61_000, `expires in ${ttl} ms`);
    assert.ok(answer.ticket.length >= 40);
  }
  // Only a hash is stored.
  const stored = await rowsOf<{ token_hash: string }>(h.db, sql`select token_hash from event_tickets`);
  assert.equal(stored.length, 2);
  assert.ok(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash)));
});

test('a stream opens once per ticket: 401 when missing, unknown, used, expired or the account is disabled', async (t) => {
  const { h, tokens, base } = await setup(t);
  const ticket = await ticketOf(h.app, tokens.operatorUser);
  // From a front end's origin, as the dashboards' EventSource opens it.
  const first = await openEvents(base, `ticket=${ticket}`, { origin: 'http://localhost:3000' });
  t.after(() => first.close());
  assert.equal(first.status, 200);
  assert.match(first.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.equal(first.headers.get('x-accel-buffering'), 'no');
  assert.match(first.headers.get('cache-control') ?? '', /no-cache/);
  assert.equal(first.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  const refused = async (query: string) => {
    const s = await openEvents(base, query);
    assert.equal(s.status, 401, query);
  };
  await refused(`ticket=${ticket}`); // used
  await refused('');
  await refused('ticket=not-a-ticket');
  const expired = await ticketOf(h.app, tokens.operatorUser);
  await h.db.execute(sql`update event_tickets set expires_at = now() - interval '1 second'`);
  await refused(`ticket=${expired}`);
  const disabled = await ticketOf(h.app, tokens.operatorFr);
  await h.db.execute(
    sql`update accounts set status = 'disabled' where lower(email) = 'operatore.fr@example.com'`,
  );
  await refused(`ticket=${disabled}`);
  // Refused tickets are used up too: nothing is left to retry with.
  assert.equal((await rowsOf(h.db, sql`select 1 from event_tickets`)).length, 0);
});

// On PGlite too: live events reach the streams through a different listener on each driver (the client's own
// listen on PGlite), and resuming reads stored timestamps.
describe('on each database', () => {
  test('events reach the streams in the request country scope only, with id, event and data as the contract says', async (t) => {
    const { h, tokens, open } = await setup(t);
    const { italy, france } = await demoCountries(h);
    const it = await open(tokens.operatorUser);
    const fr = await open(tokens.operatorFr);
    const all = await open(tokens.admin);
    await publish(h, 901, france.id);
    await publish(h, 902, italy.id);
    await publish(h, 903, null);
    await all.waitFor((f) => requestIdOf(f) === 903);
    await it.waitFor((f) => requestIdOf(f) === 902);
    await fr.waitFor((f) => requestIdOf(f) === 901);
    const ids = (s: EventStream) => eventsOf(s).map(requestIdOf);
    assert.deepEqual(ids(all), [901, 902, 903]);
    // The operator streams got their own country's event and nothing else, though later events were delivered.
    assert.deepEqual(ids(it), [902]);
    assert.deepEqual(ids(fr), [901]);
    const frame = eventsOf(it)[0]!;
    assert.equal(frame.event, 'request.created');
    assert.match(frame.id!, /^\d+$/);
    assert.deepEqual(v.parse(requestEventDataSchema, frame.data), {
      id: 902,
      type: 'business',
      status: 'created',
    });
    const stored = await rowsOf<{ id: string }>(
      h.db,
      sql`select id from request_events where request_id = 902`,
    );
    assert.equal(String(stored[0]!.id), frame.id);
  });

  test('filing, assignment, payment authorization and cancel each publish their event within 2 s', async (t) => {
    const { h, tokens, open } = await setup(t);
    const s = await open(tokens.admin);
    const company = await demoCompany(h);
    const inject = (url: string, token: string, payload?: object, method: 'POST' | 'GET' = 'POST') =>
      h.app.inject({ method, url, headers: bearer(token), payload });
    const wait = (event: string, id: number) => s.waitFor((f) => f.event === event && requestIdOf(f) === id);

    const newId = await fileRequest(h, tokens.customer);
    assert.deepEqual((await wait('request.created', newId)).data, {
      id: newId,
      type: 'business',
      status: 'created',
    });

    const [offer] = await rowsOf<{ request_id: number; pa_id: number }>(
      h.db,
      sql`select o.request_id, o.pa_id from pa_offers o join requests r on r.id = o.request_id
          join personal_assistants p on p.id = o.pa_id join countries c on c.id = r.country_id
         where r.status = 'created' and r.personal_assistant_id is null and p.status = 'approved'
           and o.response = 'offered' and c.name = 'Italia' order by o.request_id limit 1`,
    );
    const assigned = await inject('/Request/alfie/assign-request', tokens.operatorUser, {
      requestId: offer!.request_id,
      personalAssistantId: offer!.pa_id,
    });
    assert.equal(assigned.statusCode, 200, assigned.body);
    const a = await wait('request.assigned', offer!.request_id);
    assert.equal((a.data as { status: string }).status, 'assigned');

    const toPay = await requestIn(h.db, 'assigned', { mine: company.id });
    const paid = await inject('/payment/alfie/saveIntent', tokens.customer, paymentBody(toPay));
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(
      ((await wait('request.paid', toPay.id)).data as { status: string }).status,
      'pending-capture',
    );

    const cancelled = await inject(
      `/request/alfie/delete-request?id=${newId}`,
      tokens.customer,
      undefined,
      'GET',
    );
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(((await wait('request.cancelled', newId)).data as { status: string }).status, 'cancelled');

    // A refused change publishes nothing: cancelling again is 409 and no second event follows.
    const again = await inject(
      `/request/alfie/delete-request?id=${newId}`,
      tokens.customer,
      undefined,
      'GET',
    );
    assert.equal(again.statusCode, 409);
    const rows = await rowsOf<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from request_events where request_id = ${newId} and event = 'request.cancelled'`,
    );
    assert.equal(rows[0]!.n, 1);
  });

  test('Last-Event-ID (or lastEventId) resumes with the missed events of the last five minutes, in scope', async (t) => {
    const { h, tokens, open } = await setup(t);
    const { italy, france } = await demoCountries(h);
    const first = await open(tokens.operatorUser);
    await publish(h, 911, italy.id);
    const seen = await first.waitFor((f) => f.event !== undefined);
    first.close();
    await publish(h, 912, italy.id);
    await publish(h, 913, france.id);
    await publish(h, 914, italy.id);
    // An event older than the window is not replayed.
    await h.db.execute(
      sql`update request_events set created_at = now() - interval '6 minutes' where request_id = 912`,
    );
    const ids = (s: EventStream) => eventsOf(s).map(requestIdOf);

    const byHeader = await open(tokens.operatorUser, '', { 'last-event-id': seen.id! });
    await byHeader.waitFor((f) => requestIdOf(f) === 914);
    assert.deepEqual(ids(byHeader), [914]);

    const byQuery = await open(tokens.operatorUser, `&lastEventId=${seen.id}`);
    await byQuery.waitFor((f) => requestIdOf(f) === 914);
    // After the replay, live events follow on the same stream.
    await publish(h, 915, italy.id);
    await byQuery.waitFor((f) => requestIdOf(f) === 915);
    assert.deepEqual(ids(byQuery), [914, 915]);

    const fresh = await open(tokens.operatorUser);
    await publish(h, 916, italy.id);
    await fresh.waitFor((f) => requestIdOf(f) === 916);
    assert.deepEqual(ids(fresh), [916], 'without Last-Event-ID nothing is replayed');
  });
});

test('a heartbeat comment keeps the stream open at the configured interval', async (t) => {
  const { tokens, open } = await setup(t, { EVENTS_HEARTBEAT_SECONDS: '1' });
  const s = await open(tokens.operatorUser);
  const started = Date.now();
  await s.waitFor((f) => f.comment === 'heartbeat', 2_500);
  assert.ok(Date.now() - started >= 800, 'not before the interval');
  await s.waitFor(
    (f) => s.frames.filter((x) => x.comment === 'heartbeat').length >= 2 && f.comment === 'heartbeat',
    2_500,
  );
});

// On PGlite too: the listener is closed differently on each driver.
describe('on each database', () => {
  test('closing the app ends the open streams instead of waiting for them', async (t) => {
    const { h, tokens, open } = await setup(t);
    const s = await open(tokens.operatorUser);
    const started = Date.now();
    await h.app.close();
    await s.ended;
    assert.ok(Date.now() - started < 5_000, `closed in ${Date.now() - started} ms`);
  });
});
