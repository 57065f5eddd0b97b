// An operator-admin writes off what the customer still owes on a confirmed service (POST
// /request/alfie/closeout-write-off): the service is then settled and its PA may be paid. One conditional update
// under the row lock, audited with the reason; a repeat answers what was recorded and changes nothing.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isConfirmed, nextStatus, type OwedWrittenOff } from '@alfie/shared/contracts';
import { requests } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { httpError, notFound } from '../../../lib/http-error.ts';
import { audit } from '../../../lib/audit.ts';
import { nowOf, type PaymentDeps } from '../../payments/deps.ts';
import * as q from '../../payments/queries.ts';
import { scopedRequest } from '../payment-states/scoped.ts';
import { confirmedWhere, factsOf } from './settlement.ts';

function writtenOff(r: q.RequestRow): OwedWrittenOff {
  return {
    result: true,
    id: r.id,
    currencyCode: r.currencyCode,
    owed: r.owedCents!,
    owedWrittenOffAt: r.owedWrittenOffAt!.toISOString(),
    owedWriteOffReason: r.owedWriteOffReason!,
  };
}

/** Why the amount owed on this request cannot be written off (409), or null when it can. */
function refusalOf(r: q.RequestRow): string | null {
  if (!isConfirmed(factsOf(r))) return 'PAYOUT.NOT.CONFIRMED';
  if ((r.owedCents ?? 0) <= 0) return 'NOTHING.OWED';
  // Only before the PA is paid (a PA-paid service was settled already).
  return nextStatus(r.status, 'pay-pa') === null ? 'INVALID.STATE' : null;
}

export async function writeOffOwed(
  deps: PaymentDeps,
  caller: Caller,
  body: { requestId: number; reason: string },
): Promise<OwedWrittenOff> {
  const request = await scopedRequest(deps, caller, body.requestId);
  if (request.owedWrittenOffAt) return writtenOff(request);
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, request.id, true);
    if (!before) throw notFound();
    if (before.owedWrittenOffAt) return writtenOff(before);
    const refusal = refusalOf(before);
    if (refusal) throw httpError(409, refusal);
    const [after] = await tx
      .update(requests)
      .set({
        owedWrittenOffAt: now,
        owedWrittenOffBy: caller.accountId,
        owedWriteOffReason: body.reason,
        updatedAt: now,
      })
      .where(
        and(
          eq(requests.id, before.id),
          eq(requests.status, before.status),
          confirmedWhere,
          gt(requests.owedCents, 0),
          isNull(requests.owedWrittenOffAt),
        ),
      )
      .returning();
    if (!after) throw httpError(409, 'INVALID.STATE');
    await audit(tx, caller, {
      entity: 'request',
      entityId: after.id,
      action: 'owed-written-off',
      fromStatus: before.status,
      toStatus: after.status,
      reason: body.reason,
      before,
      after,
    });
    return writtenOff(after);
  });
}
