// POST /request/alfie/no-show-decision: an operator in the request's country decides the PA's "guest not found".
// Confirmed, the service is cancelled late: the country's policy priced at the decision (after the start: its last
// window), the fee taken from the authorizations as a customer's cancellation takes it (captured, or owed), the
// customer mailed. Refused, the no-show report is withdrawn (the audit log keeps it) and the service runs on: the PA
// may report the next step, or the guest missing again.
import { and, desc, eq } from 'drizzle-orm';
import { fromStatuses, type NoShowDecided, type NoShowDecisionBody } from '@alfie/shared/contracts';
import { fieldReports, requestCancellations } from '../../../db/schema.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { Caller } from '../../../auth/caller.ts';
import { audit } from '../../../lib/audit.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { nowOf, type PaymentDeps } from '../../payments/deps.ts';
import * as q from '../../payments/queries.ts';
import { centsToValue } from '../../payments/rules.ts';
import { publishRequestEvent } from '../../events/publish.ts';
import { fieldsOf } from '../../pa-channel/field-status.ts';
import { mailNoShow } from '../../pa-channel/field-mails.ts';
import { transition, type RequestRow } from '../lifecycle/transition.ts';
import { withdrawReminders } from '../reminders/withdraw.ts';
import { scopedRequest } from '../payment-states/scoped.ts';
import { priceCancellation } from './quote.ts';
import { recordFeeOutcome, takeFeeAtPayPal } from './fee-payment.ts';

const notReported = () => conflict('NO.SHOW.NOT.REPORTED');

/** The request's last field report when it is a no-show still to decide (the service not cancelled yet). */
async function pendingNoShow(tx: DbOrTx, request: RequestRow) {
  if (!fromStatuses('no-show').some((s) => s === request.status)) return null;
  const [last] = await tx
    .select()
    .from(fieldReports)
    .where(eq(fieldReports.requestId, request.id))
    .orderBy(desc(fieldReports.id))
    .limit(1);
  return last?.status === 'no-show' ? last : null;
}

const answer = async (tx: Tx, after: RequestRow, fee: NoShowDecided['fee']): Promise<NoShowDecided> => ({
  requestId: after.id,
  status: after.status,
  field: (await fieldsOf(tx, [after.id])).get(after.id)!,
  fee,
});

async function refuse(deps: PaymentDeps, caller: Caller, id: number, note: string | null) {
  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, id, true);
    if (!before) throw notFound();
    const report = await pendingNoShow(tx, before);
    if (!report) throw notReported();
    await tx
      .delete(fieldReports)
      .where(and(eq(fieldReports.id, report.id), eq(fieldReports.status, 'no-show')));
    await audit(tx, caller, {
      entity: 'request',
      entityId: id,
      action: 'no-show-refused',
      fromStatus: before.status,
      toStatus: before.status,
      reason: note,
      before: report,
    });
    await publishRequestEvent(tx, {
      live: 'request.field',
      requestId: id,
      type: before.type,
      status: before.status,
      countryId: before.countryId,
    });
    return answer(tx, before, null);
  });
}

/**
 * 404 unknown, 403 out of the operator's country, 409 NO.SHOW.NOT.REPORTED without a pending no-show (also when
 * another operator decided meanwhile). PayPal is called before the transaction, with the cancellation's keys: a
 * failure writes nothing, and the retry captures nothing twice.
 */
export async function decideNoShow(
  deps: PaymentDeps,
  caller: Caller,
  body: NoShowDecisionBody,
): Promise<NoShowDecided> {
  const request = await scopedRequest(deps, caller, body.requestId);
  const note = body.note || null;
  if (!body.confirm) return refuse(deps, caller, request.id, note);
  if (!(await pendingNoShow(deps.db, request))) throw notReported();
  const now = nowOf(deps);
  const { policy, quote } = await priceCancellation(deps.db, request, now);
  const outcome = await takeFeeAtPayPal(
    deps,
    await q.authorizedPayments(deps.db, request.id),
    quote.feeCents,
  );
  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, request.id, true);
    if (!before) throw notFound();
    if (!(await pendingNoShow(tx, before))) throw notReported();
    const after = await transition(tx, {
      event: 'no-show',
      request: before,
      actor: caller,
      now,
      why: note ?? 'no-show confirmed',
      refused: notReported,
    });
    await recordFeeOutcome(tx, caller, outcome, now);
    await withdrawReminders(tx, before.id);
    if (outcome.voided.length > 0)
      await transition(tx, { event: 'void', request: after, actor: null, now, why: 'no-show' });
    await tx.insert(requestCancellations).values({
      requestId: before.id,
      cancelledAt: now,
      percent: quote.percent,
      feeCents: quote.feeCents,
      capturedCents: outcome.capturedCents,
      currencyCode: quote.currencyCode,
      feeState: outcome.feeState,
      policy,
    });
    await mailNoShow(tx, before, `${centsToValue(quote.feeCents)} ${quote.currencyCode}`);
    const fee = {
      feeCents: quote.feeCents,
      capturedCents: outcome.capturedCents,
      currencyCode: quote.currencyCode,
      feeState: outcome.feeState,
    };
    return answer(tx, after, fee);
  });
}
