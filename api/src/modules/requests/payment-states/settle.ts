// After the customer paid: operators capture the authorizations once the service is over (the table's `capture`,
// the request becomes completed) and record the PA's payment (`pay-pa`, PA-paid). Voiding is in void.ts, the
// reauthorization job in modules/payments.
import { and, eq } from 'drizzle-orm';
import { canTransition, closeoutStateOf, payoutRefusal, transitionOf } from '@alfie/shared/contracts';
import { payments } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { httpError, notFound } from '../../../lib/http-error.ts';
import { audit } from '../../../lib/audit.ts';
import { nowOf, type PaymentDeps } from '../../payments/deps.ts';
import { fromPayPal } from '../../payments/paypal-refusal.ts';
import * as q from '../../payments/queries.ts';
import { transition } from '../lifecycle/transition.ts';
import { factsOf, settledWhere } from '../closeout/settlement.ts';
import { reportedEndOf } from '../lifecycle/reported-end.ts';
import { scopedRequest } from './scoped.ts';

/**
 * Captures every open authorization of a request whose service is over (pending-capture and its end passed or its
 * PA reported it ended, or already completed). Each PayPal capture carries the key capture-<paymentId>, so a retry after a partial
 * failure captures nothing twice. The request becomes completed.
 */
export async function capture(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await scopedRequest(deps, caller, requestId);
  const now = nowOf(deps);
  const reportedEnd = await reportedEndOf(deps.db, request.id);
  if (!canTransition({ ...request, reportedEnd }, 'capture', { now })) throw httpError(409, 'INVALID.STATE');
  const open = await q.authorizedPayments(deps.db, request.id);
  if (open.length === 0) throw httpError(409, 'INVALID.STATE');
  const captured: { id: number; captureId: string | null; amount: number }[] = [];
  for (const p of open) {
    let captureId: string | null = null;
    if (deps.paypal) {
      try {
        captureId = (await deps.paypal.capture(p.authorizationId, `capture-${p.id}`)).id;
      } catch (err) {
        fromPayPal(deps, err, 'capture');
      }
    }
    captured.push({ id: p.id, captureId, amount: p.amountCents });
  }
  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, request.id, true);
    if (!before) throw notFound();
    for (const c of captured) {
      const [row] = await tx
        .update(payments)
        .set({ status: 'captured', captureId: c.captureId, updatedAt: now })
        .where(and(eq(payments.id, c.id), eq(payments.status, 'authorized')))
        .returning();
      if (!row) throw httpError(409, 'INVALID.STATE');
      await audit(tx, caller, { entity: 'payment', entityId: c.id, action: 'captured', after: row });
    }
    const after = await transition(tx, { event: 'capture', request: before, actor: caller, now });
    return { result: true as const, id: request.id, status: after.status, captured };
  });
}

/** A closeout row not yet confirmed, or with an amount still owed, is refused with the reason (409). */
function refuseUnsettled(request: q.RequestRow): void {
  const facts = factsOf(request);
  const refusal = closeoutStateOf(facts) === null ? null : payoutRefusal(facts);
  if (refusal) throw httpError(409, refusal);
}

/**
 * The PA has been paid for a completed service that an operator confirmed and whose customer amount is settled
 * (captured in full, or the rest written off by an operator-admin): PA-paid with the instant of the payment. The
 * facts are checked on the locked row and again in the conditional update. A repeat answers the same and keeps the
 * first instant.
 */
export async function recordPaPayment(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await scopedRequest(deps, caller, requestId);
  // Already paid: a retry (the first answer was lost) gets the same answer and changes nothing.
  if (request.paPaymentInstant && request.status === transitionOf('pay-pa').to)
    return { result: true as const, id: request.id, status: request.status };
  refuseUnsettled(request);
  if (!canTransition(request, 'pay-pa')) throw httpError(409, 'INVALID.STATE');
  if ((await q.authorizedPayments(deps.db, request.id)).length > 0) throw httpError(409, 'INVALID.STATE');
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, request.id, true);
    if (!before) throw notFound();
    refuseUnsettled(before);
    const after = await transition(tx, {
      event: 'pay-pa',
      request: before,
      actor: caller,
      now,
      where: settledWhere,
      set: { paPaymentInstant: now },
    });
    return { result: true as const, id: request.id, status: after.status };
  });
}
