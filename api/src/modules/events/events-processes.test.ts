// Live events across API processes on one PostgreSQL: a request filed through this process reaches a stream
// opened on a second API process (node src/server.ts) within 2 s, and a ticket opens one stream across both.
// PGlite is one process by nature, so this needs DATABASE_URL (the CI's PostgreSQL run).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startApiProcess } from '../../test/api-process.ts';
import { bearer, build } from '../../test/build.ts';
import { baseUrlOf, fileRequest, openEvents, requestIdOf, ticketOf } from '../../test/events.ts';

const skip = process.env.DATABASE_URL
  ? false
  : 'needs PostgreSQL: set DATABASE_URL (PGlite is a single process, covered by events.test.ts)';

test('a request filed on process A reaches a stream opened on process B within 2 s', { skip }, async (t) => {
  const a = await build();
  t.after(() => a.close());
  const b = await startApiProcess(a.config.databaseUrl!, 'test-secret-that-is-long-enough-0123456789');
  t.after(() => b.stop());
  const operator = await a.login('operator@example.com');
  const ticket = await fetch(`${b.url}/request/alfie/events-ticket`, {
    method: 'POST',
    headers: bearer(operator),
  });
  assert.equal(ticket.status, 200);
  const stream = await openEvents(b.url, `ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
  t.after(() => stream.close());
  assert.equal(stream.status, 200);
  // The stream's listener is up once the answer's headers arrived; file through process A now.
  const customer = await a.login('customer@example.com');
  const id = await fileRequest(a, customer);
  // The commit happened before the filing answered: from then on, 2 s at most.
  const frame = await stream.waitFor((f) => requestIdOf(f) === id, 2_000);
  assert.equal(frame.event, 'request.created');
  assert.deepEqual(frame.data, { id, type: 'business', status: 'created' });
});

test(
  'a ticket issued by one process opens one stream only, whichever process is asked',
  { skip },
  async (t) => {
    const a = await build();
    t.after(() => a.close());
    const b = await startApiProcess(a.config.databaseUrl!, 'test-secret-that-is-long-enough-0123456789');
    t.after(() => b.stop());
    const ticket = await ticketOf(a.app, await a.login('admin@example.com'));
    const onB = await openEvents(b.url, `ticket=${ticket}`);
    t.after(() => onB.close());
    assert.equal(onB.status, 200);
    const onA = await openEvents(await baseUrlOf(a.app), `ticket=${ticket}`);
    assert.equal(onA.status, 401);
  },
);
