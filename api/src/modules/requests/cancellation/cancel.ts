// GET /request/alfie/delete-request: the owning customer cancels a request whose start is still in the future (the
// table's `cancel`); the request stays, cancelled, for history, with what the cancellation cost under its country's
// policy (request_cancellations) and its authorizations settled: voided when free, the fee captured otherwise.
import { eq } from 'drizzle-orm';
import { canTransition } from '@alfie/shared/contracts';
import { requestCancellations, requests } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { forbidden, httpError, notFound } from '../../../lib/http-error.ts';
import { nowOf, type PaymentDeps } from '../../payments/deps.ts';
import * as q from '../../payments/queries.ts';
import { transition } from '../lifecycle/transition.ts';
import { withdrawReminders } from '../reminders/withdraw.ts';
import { priceCancellation } from './quote.ts';
import { feeStateOf, recordFeeOutcome, takeFeeAtPayPal } from './fee-payment.ts';

/**
 * 404 unknown, 403 another company's, 409 once started or already cancelled (also when that happened meanwhile).
 * PayPal is called before the transaction: a PayPal failure writes nothing, and the retry sends the same keys.
 */
export async function cancelOwnRequest(deps: PaymentDeps, caller: Caller, id: number) {
  const now = nowOf(deps);
  const request = await q.findRequest(deps.db, id);
  if (!request) throw notFound();
  if (request.customerId == null || request.customerId !== caller.companyId) throw forbidden();
  if (!canTransition(request, 'cancel', { now })) throw httpError(409, 'INVALID.STATE');
  const { policy, quote } = await priceCancellation(deps.db, request, now);
  const outcome = await takeFeeAtPayPal(deps, await q.authorizedPayments(deps.db, id), quote.feeCents);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!before) throw notFound();
    const after = await transition(tx, { event: 'cancel', request: before, actor: caller, now });
    // Priced again on the locked row: an assignment committed while PayPal was called makes the fee apply. What
    // PayPal did stands (an authorization already voided cannot be captured), so the difference is owed.
    const locked = await priceCancellation(tx, before, now);
    const charged = locked.quote.feeCents > quote.feeCents ? locked : { policy, quote };
    const feeState = feeStateOf(charged.quote.feeCents, outcome.capturedCents);
    await recordFeeOutcome(tx, caller, outcome, now);
    await withdrawReminders(tx, id);
    // The table's `void` (by the system: the customer caused it, operators own the event) records the release.
    if (outcome.voided.length > 0)
      await transition(tx, { event: 'void', request: after, actor: null, now, why: 'cancellation' });
    await tx.insert(requestCancellations).values({
      requestId: id,
      cancelledAt: now,
      percent: charged.quote.percent,
      feeCents: charged.quote.feeCents,
      capturedCents: outcome.capturedCents,
      currencyCode: charged.quote.currencyCode,
      feeState,
      policy: charged.policy,
    });
    return true;
  });
}
