// The PA's live stream: an approved PA's ticket opens the same stream as the operators', but it carries only the
// events of requests assigned to that PA now: another PA's service, an open request or a request the PA lost are
// never sent. A field report of the PA's own arrives within the stream.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { eventsTicketAnswerSchema } from '@alfie/shared/contracts';
import { bearer } from '../../test/build.ts';
import { tokensOf } from '../../test/setup.ts';
import { milanoRequest, paWorld } from '../../test/pa.ts';
import { baseUrlOf, eventsOf, openEvents, requestIdOf, type EventStream } from '../../test/events.ts';
import { publishRequestEvent } from './publish.ts';

const PA_TICKET = '/pa/alfie/events-ticket';

// On PGlite too: a PA's events are checked against the requests table as they arrive, on each driver's listener.
describe('on each database', () => {
  test("a PA's stream carries the events of the PA's own assignments only, never another PA's", async (t) => {
    const w = await paWorld(t);
    const base = await baseUrlOf(w.h.app);
    const streams: EventStream[] = [];
    t.after(() => {
      for (const s of streams) s.close();
    });
    const open = async (token: string) => {
      const res = await w.h.app.inject({ method: 'POST', url: PA_TICKET, headers: bearer(token) });
      assert.equal(res.statusCode, 200, res.body);
      const { ticket } = v.parse(eventsTicketAnswerSchema, res.json());
      const s = await openEvents(base, `ticket=${ticket}`);
      assert.equal(s.status, 200);
      streams.push(s);
      return s;
    };
    const mine = await milanoRequest(w, { status: 'assigned', pa: w.pa.id, startInDays: 1 / 24 });
    const theirs = await milanoRequest(w, { status: 'assigned', pa: w.pa2.id, startInDays: 1 / 24 });
    const unassigned = await milanoRequest(w, { status: 'created', startInDays: 1 });
    const first = await open(w.pa.token);
    const second = await open(w.pa2.token);
    const publish = (requestId: number) =>
      w.h.db.transaction((tx) =>
        publishRequestEvent(tx, {
          live: 'request.travel',
          requestId,
          type: 'business',
          status: 'assigned',
          countryId: null,
        }),
      );
    for (const id of [theirs, unassigned, mine, theirs]) await publish(id);
    // A field report of the PA's own, as the phone sends it, reaches the PA's stream too.
    const reported = await w.h.app.inject({
      method: 'POST',
      url: '/pa/alfie/field-status',
      headers: { ...bearer(w.pa.token), 'idempotency-key': `pa-events-${Date.now()}` },
      payload: { requestId: mine, status: 'on-the-way' },
    });
    assert.equal(reported.statusCode, 200, reported.body);
    await first.waitFor((f) => f.event === 'request.field' && requestIdOf(f) === mine);
    await second.waitFor(() => eventsOf(second).length === 2);
    assert.deepEqual(
      eventsOf(first).map((f) => [f.event, requestIdOf(f)]),
      [
        ['request.travel', mine],
        ['request.field', mine],
      ],
      'only its own, in order',
    );
    assert.deepEqual(
      eventsOf(second).map((f) => [f.event, requestIdOf(f)]),
      [
        ['request.travel', theirs],
        ['request.travel', theirs],
      ],
    );

    // Once the service is another PA's, its events stop reaching the first.
    await w.h.db.execute(sql`update requests set personal_assistant_id = ${w.pa2.id} where id = ${mine}`);
    await publish(mine);
    await second.waitFor(() => eventsOf(second).length === 3);
    await publish(theirs);
    await first.waitFor(() => true, 200).catch(() => undefined);
    await second.waitFor(() => eventsOf(second).length === 4);
    assert.equal(eventsOf(first).length, 2, 'nothing of a service the PA no longer has');
  });
});

test("the PA ticket: approved PAs only; a PA cannot take the operators' ticket", async (t) => {
  const w = await paWorld(t);
  const tokens = await tokensOf(w.h, ['operatorUser', 'customer']);
  const post = (url: string, token?: string) =>
    w.h.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
  assert.equal((await post(PA_TICKET)).statusCode, 401);
  assert.equal((await post(PA_TICKET, tokens.operatorUser)).statusCode, 403);
  assert.equal((await post(PA_TICKET, tokens.customer)).statusCode, 403);
  assert.equal((await post('/request/alfie/events-ticket', w.pa.token)).statusCode, 403);
  // A PA no longer approved gets none.
  await w.h.db.execute(sql`update personal_assistants set status = 'rejected' where id = ${w.pa2.id}`);
  assert.equal((await post(PA_TICKET, w.pa2.token)).statusCode, 403);
});
