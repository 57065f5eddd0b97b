// Confirming a service after its end (POST /request/alfie/confirm-service): the actual end, the final price at
// the request's frozen rate, the capture of the open authorizations within what PayPal allows, the rest recorded
// as owed, the PA's amount due; the request becomes completed (the table's `capture`). PayPal is called outside
// the database transaction, each capture with the key capture-<paymentId> (the same as the plain capture call),
// so a retry after any failure captures nothing twice and answers what the first call recorded.
// The screen proposes the PA's reported end (the field `ended` step); without one, the operator's end is a guess
// the audit must explain: a reason is then required, and kept on the completion's audit row (the timeline's).
import { and, eq, isNull } from 'drizzle-orm';
import {
  allocateCapture,
  canTransition,
  extensionEndIssue,
  serviceTotals,
  type ServiceConfirmed,
} from '@alfie/shared/contracts';
import { payments, requests } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { httpError, notFound } from '../../../lib/http-error.ts';
import { audit } from '../../../lib/audit.ts';
import { nowOf, type PaymentDeps } from '../../payments/deps.ts';
import { PayPalError } from '../../payments/paypal-client.ts';
import { fromPayPal } from '../../payments/paypal-refusal.ts';
import * as q from '../../payments/queries.ts';
import { centsToValue, frozenRule, valueToCents } from '../../payments/rules.ts';
import { transition } from '../lifecycle/transition.ts';
import { reportedEndOf } from '../lifecycle/reported-end.ts';
import { scopedRequest } from '../payment-states/scoped.ts';

const badEnd = (key: string) => httpError(400, key, { actualEndDatetime: key });

function confirmed(r: q.RequestRow): ServiceConfirmed {
  const plannedEnd = r.endDatetime.getTime();
  const actualEnd = r.actualEndDatetime!.getTime();
  return {
    result: true,
    id: r.id,
    status: r.status,
    actualEndDatetime: r.actualEndDatetime!.toISOString(),
    extraMinutes: Math.max(Math.ceil((actualEnd - plannedEnd) / 60_000), 0),
    currencyCode: r.currencyCode,
    finalAmount: r.finalAmountCents ?? r.amountCents,
    captured: r.capturedCents ?? 0,
    owed: r.owedCents ?? 0,
    paDue: r.paDueCents ?? r.paPaymentCents,
  };
}

/** The same confirmation again answers the first one; another actual end for a confirmed service is a 409. */
function replayOf(r: q.RequestRow, actualEnd: Date): ServiceConfirmed | null {
  if (!r.serviceConfirmedAt) return null;
  if (r.actualEndDatetime?.getTime() !== actualEnd.getTime()) throw httpError(409, 'INVALID.STATE');
  return confirmed(r);
}

function checkActualEnd(request: q.RequestRow, actualEnd: Date, now: Date): void {
  if (actualEnd.getTime() <= request.startDatetime.getTime() || actualEnd.getTime() > now.getTime())
    throw badEnd('END.DATE.INVALID');
  if (actualEnd.getTime() > request.endDatetime.getTime()) {
    const issue = extensionEndIssue(request.endDatetime, actualEnd);
    if (issue) throw badEnd(issue);
  }
}

/** PayPal's capture of one share; an over-capture PayPal refuses falls back to the authorized amount. */
async function captureAtPayPal(deps: PaymentDeps, p: q.PaymentRow, cents: number) {
  if (!deps.paypal) return { captureId: null, cents };
  const amount =
    cents === p.amountCents ? undefined : { currency_code: p.currencyCode, value: centsToValue(cents) };
  try {
    const c = await deps.paypal.capture(p.authorizationId, `capture-${p.id}`, amount);
    return { captureId: c.id, cents: c.amount ? valueToCents(c.amount.value) : cents };
  } catch (err) {
    if (
      !(err instanceof PayPalError) ||
      !amount ||
      !err.refused ||
      err.issue === 'AUTHORIZATION_ALREADY_CAPTURED'
    )
      return fromPayPal(deps, err, 'capture');
    deps.log?.warn(
      { err, paymentId: p.id },
      'PayPal refused the over-capture: capturing the authorized amount',
    );
  }
  try {
    const c = await deps.paypal.capture(p.authorizationId, `capture-${p.id}-authorized`);
    return { captureId: c.id, cents: c.amount ? valueToCents(c.amount.value) : p.amountCents };
  } catch (err) {
    return fromPayPal(deps, err, 'capture');
  }
}

export async function confirmService(
  deps: PaymentDeps,
  caller: Caller,
  body: { requestId: number; actualEndDatetime: string; reason?: string | null | undefined },
): Promise<ServiceConfirmed> {
  const request = await scopedRequest(deps, caller, body.requestId);
  const actualEnd = new Date(body.actualEndDatetime);
  const replayed = replayOf(request, actualEnd);
  if (replayed) return replayed;
  const now = nowOf(deps);
  // The PA's report of the end closes the service before its planned end too.
  const reportedEnd = await reportedEndOf(deps.db, request.id);
  if (!canTransition({ ...request, reportedEnd }, 'capture', { now })) throw httpError(409, 'INVALID.STATE');
  checkActualEnd(request, actualEnd, now);
  const reason = body.reason?.trim() || null;
  if (!reportedEnd && !reason) throw httpError(400, 'END.REASON.REQUIRED', { reason: 'END.REASON.REQUIRED' });
  const snapshot = await q.priceSnapshot(deps.db, request);
  if (!snapshot) throw httpError(409, 'PRICE.NOT.FOUND');
  const totals = serviceTotals(frozenRule(snapshot.stop), snapshot.vatPercent, request, actualEnd);

  // Captured before (the plain capture call): counted, never captured again.
  const earlier = await capturedBefore(deps, request.id);
  const open = await q.authorizedPayments(deps.db, request.id);
  const plan = allocateCapture(open, totals.finalAmountCents - earlier, request.currencyCode);
  const captured: { payment: q.PaymentRow; captureId: string | null; cents: number }[] = [];
  for (const share of plan.shares) {
    const payment = open.find((p) => p.id === share.id)!;
    captured.push({ payment, ...(await captureAtPayPal(deps, payment, share.cents)) });
  }
  const capturedCents = earlier + captured.reduce((sum, c) => sum + c.cents, 0);

  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, request.id, true);
    if (!before) throw notFound();
    const late = replayOf(before, actualEnd);
    if (late) return late;
    for (const c of captured) {
      const [row] = await tx
        .update(payments)
        .set({ status: 'captured', captureId: c.captureId, capturedCents: c.cents, updatedAt: now })
        .where(and(eq(payments.id, c.payment.id), eq(payments.status, 'authorized')))
        .returning();
      if (!row) throw httpError(409, 'INVALID.STATE');
      await audit(tx, caller, { entity: 'payment', entityId: row.id, action: 'captured', after: row });
    }
    const after = await transition(tx, {
      event: 'capture',
      request: before,
      actor: caller,
      now,
      why: [
        totals.extraMinutes > 0
          ? `service confirmed, ${totals.extraMinutes} extra minutes`
          : 'service confirmed',
        reason,
      ]
        .filter(Boolean)
        .join(': '),
      record: { endReason: reason, reportedEnd: reportedEnd?.toISOString() ?? null },
      where: isNull(requests.serviceConfirmedAt),
      set: {
        actualEndDatetime: actualEnd,
        serviceConfirmedAt: now,
        finalAmountCents: totals.finalAmountCents,
        capturedCents,
        owedCents: Math.max(totals.finalAmountCents - capturedCents, 0),
        paDueCents: totals.paDueCents,
      },
    });
    return confirmed(after);
  });
}

async function capturedBefore(deps: PaymentDeps, requestId: number): Promise<number> {
  const rows = await deps.db
    .select({ amountCents: payments.amountCents, capturedCents: payments.capturedCents })
    .from(payments)
    .where(and(eq(payments.requestId, requestId), eq(payments.status, 'captured')));
  return rows.reduce((sum, r) => sum + (r.capturedCents ?? r.amountCents), 0);
}
