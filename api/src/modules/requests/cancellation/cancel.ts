// GET /request/alfie/delete-request: the owning customer cancels a request whose start is still in the future (the
// table's `cancel`); the request stays, cancelled, for history.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { requests } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { transition } from '../lifecycle/transition.ts';

/** 404 unknown, 403 another company's, 409 once started or already cancelled (also when that happened meanwhile). */
export async function cancelOwnRequest(db: Db, caller: Caller, id: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!before) throw notFound();
    if (before.customerId == null || before.customerId !== caller.companyId) throw forbidden();
    await transition(tx, { event: 'cancel', request: before, actor: caller, now });
    return true;
  });
}
