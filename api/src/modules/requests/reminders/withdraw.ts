// A cancelled request's reminders still waiting in the outbox go with the cancellation, in its transaction: the mail
// row is deleted (the outbox worker never sees it) and its claim row stays, marked skipped, so no process queues it
// again. A reminder the worker has already claimed that instant (locked, or 'sending') is out of reach and goes out.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailOutbox, requestReminders } from '../../../db/schema.ts';

/** Withdraws the request's queued reminder mails; answers how many. */
export async function withdrawReminders(tx: DbOrTx, requestId: number): Promise<number> {
  const queued = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .innerJoin(requestReminders, eq(requestReminders.mailId, mailOutbox.id))
    .where(and(eq(requestReminders.requestId, requestId), eq(mailOutbox.status, 'pending')))
    .for('update', { of: mailOutbox, skipLocked: true });
  if (queued.length === 0) return 0;
  const ids = queued.map((m) => m.id);
  await tx.update(requestReminders).set({ outcome: 'skipped' }).where(inArray(requestReminders.mailId, ids));
  await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  return ids.length;
}
