// Reminders across API processes on one PostgreSQL: two `node src/server.ts` started together run their reminder
// job on the same due request, and each reminder is queued once. PGlite is one process by nature, so this needs
// DATABASE_URL (the CI's PostgreSQL run); reminders.test.ts covers two runs at once on both databases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { requestReminders, requests } from '../../../db/schema.ts';
import { startApiProcess } from '../../../test/api-process.ts';
import { paWorld } from '../../../test/pa.ts';
import { reminderMails, staffed } from '../../../test/reminders.ts';

const skip = process.env.DATABASE_URL
  ? false
  : 'needs PostgreSQL: set DATABASE_URL (PGlite is a single process, covered by reminders.test.ts)';

const HOUR = 3_600_000;
const SECRET = 'test-secret-that-is-long-enough-0123456789';

test('two API processes queue each reminder of a due request once', { skip }, async (t) => {
  const w = await paWorld(t);
  const r = await staffed(w, 20);
  // Assigned yesterday, starting in 1 h 55 min: the 2 h reminder is due now (the 24 h one, due too, is skipped).
  await w.h.db.execute(sql`update audit_log set at = at - interval '1 day'
    where entity = 'request' and entity_id = ${String(r.id)} and action = 'assign'`);
  const start = new Date(Date.now() + 2 * HOUR - 5 * 60_000);
  await w.h.db
    .update(requests)
    .set({ startDatetime: start, endDatetime: new Date(start.getTime() + 2 * HOUR) })
    .where(eq(requests.id, r.id));

  const url = w.h.config.databaseUrl!;
  const processes = await Promise.all([startApiProcess(url, SECRET), startApiProcess(url, SECRET)]);
  t.after(() => Promise.all(processes.map((p) => p.stop())));

  // Each process runs its job about 5 s after it listens; wait for the claims, then for the slower one's round.
  const claims = () => w.h.db.select().from(requestReminders).where(eq(requestReminders.requestId, r.id));
  const deadline = Date.now() + 30_000;
  while ((await claims()).length < 6 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 250));
  await new Promise((ok) => setTimeout(ok, 5_000));

  const rows = await claims();
  assert.deepEqual(rows.map((c) => `${c.offsetHours} ${c.outcome}`).sort(), [
    '2 sent',
    '2 sent',
    '2 sent',
    '24 skipped',
    '24 skipped',
    '24 skipped',
  ]);
  const mails = await reminderMails(w, r.id);
  assert.deepEqual(mails.map((m) => `${m.template} ${m.toAddress.toLowerCase()}`).sort(), [
    'pa-reminder pa@example.com',
    'referent-reminder anna.neri@example.com',
    'referent-reminder bruno.galli@example.com',
  ]);
});
