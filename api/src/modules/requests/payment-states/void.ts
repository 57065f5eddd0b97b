// Voiding the authorizations of a cancelled request (the table's `void`): the operators' POST /payment/alfie/void,
// and the release the payments' authorization job asks for when a request was cancelled after it was paid. Each
// PayPal void carries the key void-<paymentId>, so a retry voids nothing twice.
import { and, eq } from 'drizzle-orm';
import { CANCELLED_STATUS, canTransition } from '@alfie/shared/contracts';
import { payments } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Actor } from '../../../lib/audit.ts';
import { httpError } from '../../../lib/http-error.ts';
import { audit } from '../../../lib/audit.ts';
import type { ReleaseCancelled } from '../../payments/authorizations.ts';
import { nowOf, type PaymentDeps } from '../../payments/deps.ts';
import { voidAtPayPal } from '../../payments/paypal-void.ts';
import * as q from '../../payments/queries.ts';
import type { PaymentRow } from '../../payments/queries.ts';
import { transition } from '../lifecycle/transition.ts';
import { scopedRequest } from './scoped.ts';

/** Voids every open authorization of a cancelled request. */
export async function voidPayments(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await scopedRequest(deps, caller, requestId);
  if (!canTransition(request, 'void')) throw httpError(409, 'INVALID.STATE');
  const open = await q.authorizedPayments(deps.db, request.id);
  if (open.length === 0) throw httpError(409, 'INVALID.STATE');
  for (const p of open) await voidAtPayPal(deps, p);
  const voided = await markVoided(deps, caller, request.id, open);
  if (voided.length !== open.length) throw httpError(409, 'INVALID.STATE');
  // The `void` transition keeps the request cancelled.
  return { result: true as const, id: request.id, status: CANCELLED_STATUS, voided };
}

/** The authorization job's release of a request cancelled after it was paid: the hold on the card goes. */
export const releaseCancelled: ReleaseCancelled = async (deps, p) => {
  await voidAtPayPal(deps, p);
  return markVoided(deps, null, p.requestId, [p], 'cancelled after payment: the job releases the hold');
};

/**
 * Marks authorizations of one request voided (each only while still authorized) with an audit row each, and,
 * when any was, applies the request's `void` transition; answers the ids changed.
 */
export async function markVoided(
  deps: PaymentDeps,
  actor: Actor | null,
  requestId: number,
  open: PaymentRow[],
  why?: string,
): Promise<number[]> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const request = await q.findRequest(tx, requestId, true);
    if (!request) return [];
    const voided: number[] = [];
    for (const p of open) {
      const [row] = await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'authorized')))
        .returning();
      if (!row) continue;
      voided.push(row.id);
      await audit(tx, actor, {
        entity: 'payment',
        entityId: row.id,
        action: 'voided',
        before: p,
        after: row,
      });
    }
    if (voided.length > 0) await transition(tx, { event: 'void', request, actor, now, why: why ?? null });
    return voided;
  });
}
