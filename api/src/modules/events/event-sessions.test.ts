// The live stream follows its session: a ticket taken before logout opens nothing after it, an open stream ends
// within seconds of its session's end (logout, the account disabled or re-versioned), and an account holds at most
// MAX_STREAMS_PER_ACCOUNT open streams (a new one ends the oldest).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { bearer } from '../../test/build.ts';
import { rowsOf } from '../../db/client.ts';
import { buildFor, tokensOf } from '../../test/setup.ts';
import { baseUrlOf, openEvents, ticketOf, type EventStream } from '../../test/events.ts';
import { MAX_STREAMS_PER_ACCOUNT } from './routes.ts';

/** Resolves with the ms the stream took to end, or rejects after `ms`. */
async function endsWithin(s: EventStream, ms: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    s.ended,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
  return Date.now() - started;
}

test('a ticket taken before logout is refused after it; an open stream of that session ends within seconds', async (t) => {
  const h = await buildFor(t);
  const base = await baseUrlOf(h.app);
  const token = await h.login('operator@example.com');
  const other = await h.login('operator@example.com');
  const before = await ticketOf(h.app, token);
  const open = await openEvents(base, `ticket=${await ticketOf(h.app, token)}`);
  const otherStream = await openEvents(base, `ticket=${await ticketOf(h.app, other)}`);
  t.after(() => {
    open.close();
    otherStream.close();
  });
  assert.equal(open.status, 200);
  const out = await h.app.inject({ method: 'POST', url: '/Auth/logout', headers: bearer(token) });
  assert.equal(out.statusCode, 200, out.body);
  assert.equal((await openEvents(base, `ticket=${before}`)).status, 401, 'the ticket died with its session');
  await endsWithin(open, 5_000);
  // The account's other session is not the one that logged out: its stream stays open.
  await new Promise((r) => setTimeout(r, 2_500));
  assert.equal(otherStream.frames.length > 0, true);
  const still = await Promise.race([otherStream.ended.then(() => 'ended'), Promise.resolve('open')]);
  assert.equal(still, 'open');
});

test('streams of an operator deleted, or of an account whose token version moved (new password, new role), end', async (t) => {
  const h = await buildFor(t);
  const base = await baseUrlOf(h.app);
  const tokens = await tokensOf(h, ['admin', 'operatorFr', 'operatorUser']);
  const fr = await openEvents(base, `ticket=${await ticketOf(h.app, tokens.operatorFr)}`);
  const it = await openEvents(base, `ticket=${await ticketOf(h.app, tokens.operatorUser)}`);
  t.after(() => {
    fr.close();
    it.close();
  });
  const [frOperator] = await rowsOf<{ id: number }>(
    h.db,
    sql`select o.id from operators o join accounts a on a.id = o.account_id
         where a.email = 'operatore.fr@example.com'`,
  );
  const deleted = await h.app.inject({
    url: `/operator/alfie/delete-operator?id=${frOperator!.id}`,
    headers: bearer(tokens.admin),
  });
  assert.equal(deleted.statusCode, 200, deleted.body);
  await endsWithin(fr, 5_000);
  // What a password change or a new role does to the account: its token version moves on.
  await h.db.execute(
    sql`update accounts set token_version = token_version + 1 where email = 'operator@example.com'`,
  );
  await endsWithin(it, 5_000);
});

test(`an account holds at most ${MAX_STREAMS_PER_ACCOUNT} open streams: a new one ends the oldest`, async (t) => {
  const h = await buildFor(t);
  const base = await baseUrlOf(h.app);
  const token = await h.login('operator@example.com');
  const streams: EventStream[] = [];
  t.after(() => {
    for (const s of streams) s.close();
  });
  for (let i = 0; i <= MAX_STREAMS_PER_ACCOUNT; i++)
    streams.push(await openEvents(base, `ticket=${await ticketOf(h.app, token)}`));
  assert.ok(streams.every((s) => s.status === 200));
  await endsWithin(streams[0]!, 2_000);
  const open = await Promise.all(
    streams.slice(1).map((s) => Promise.race([s.ended.then(() => false), Promise.resolve(true)])),
  );
  assert.deepEqual(open, Array(MAX_STREAMS_PER_ACCOUNT).fill(true));
});
