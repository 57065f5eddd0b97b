// The payment side of a cancellation: the fee taken from the request's open authorizations at PayPal (outside any
// database transaction, like settle.ts), then the payment rows written with the cancel. Each PayPal call carries a
// key of its payment (cancel-fee-<id>, void-<id>), so a cancel retried after any failure captures or voids nothing
// twice; and what is recorded as captured is what PayPal answers it took.
import { and, eq } from 'drizzle-orm';
import type { CancellationFeeState } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { payments } from '../../../db/schema.ts';
import type { Actor } from '../../../lib/audit.ts';
import { audit } from '../../../lib/audit.ts';
import { httpError } from '../../../lib/http-error.ts';
import type { PaymentDeps } from '../../payments/deps.ts';
import type { PaymentRow } from '../../payments/queries.ts';
import { centsToValue, valueToCents } from '../../payments/rules.ts';
import { fromPayPal } from '../../payments/paypal-refusal.ts';
import { voidAtPayPal } from '../../payments/paypal-void.ts';

export interface FeeOutcome {
  /** Authorizations the fee was (partly) captured from, and what each gave. */
  captured: { payment: PaymentRow; captureId: string | null; cents: number }[];
  /** Authorizations released whole. */
  voided: PaymentRow[];
  capturedCents: number;
  feeState: CancellationFeeState;
}

/** The fee taken from the authorizations in order, each up to its amount; those with nothing to give are voided. */
export function splitFee(open: PaymentRow[], feeCents: number): { payment: PaymentRow; cents: number }[] {
  let left = feeCents;
  return open.map((payment) => {
    const cents = Math.min(left, payment.amountCents);
    left -= cents;
    return { payment, cents };
  });
}

/** No fee: every authorization voided; a fee: captured (final capture, the rest released); nothing open: owed. */
export async function takeFeeAtPayPal(
  deps: PaymentDeps,
  open: PaymentRow[],
  feeCents: number,
): Promise<FeeOutcome> {
  const outcome: FeeOutcome = { captured: [], voided: [], capturedCents: 0, feeState: 'none' };
  for (const { payment, cents } of splitFee(open, feeCents)) {
    if (cents === 0) {
      await voidAtPayPal(deps, payment);
      outcome.voided.push(payment);
      continue;
    }
    let captureId: string | null = null;
    let took = cents;
    if (deps.paypal) {
      try {
        const answer = await deps.paypal.capture(payment.authorizationId, `cancel-fee-${payment.id}`, {
          currency_code: payment.currencyCode,
          value: centsToValue(cents),
        });
        captureId = answer.id;
        // A retry answers the first capture: what was taken then is what counts.
        const answered = valueToCents(answer.amount?.value);
        if (Number.isFinite(answered)) took = answered;
      } catch (err) {
        fromPayPal(deps, err, 'cancellation fee capture');
      }
    }
    outcome.captured.push({ payment, captureId, cents: took });
    outcome.capturedCents += took;
  }
  outcome.feeState = feeStateOf(feeCents, outcome.capturedCents);
  return outcome;
}

/** What a fee came to: nothing to take, taken in full, or (partly) still owed. */
export const feeStateOf = (feeCents: number, capturedCents: number): CancellationFeeState =>
  feeCents === 0 ? 'none' : capturedCents >= feeCents ? 'captured' : 'owed';

/** Writes what PayPal did to the payment rows (each only while still authorized), an audit row each. */
export async function recordFeeOutcome(
  tx: DbOrTx,
  actor: Actor | null,
  outcome: FeeOutcome,
  now: Date,
): Promise<void> {
  const changes = [
    ...outcome.captured.map((c) => ({
      before: c.payment,
      set: { status: 'captured' as const, captureId: c.captureId, capturedCents: c.cents },
      action: 'captured',
    })),
    ...outcome.voided.map((p) => ({
      before: p,
      set: { status: 'voided' as const },
      action: 'voided',
    })),
  ];
  for (const c of changes) {
    const [row] = await tx
      .update(payments)
      .set({ ...c.set, updatedAt: now })
      .where(and(eq(payments.id, c.before.id), eq(payments.status, 'authorized')))
      .returning();
    // Changed meanwhile (the job, an operator): the whole cancel rolls back and a retry starts over.
    if (!row) throw httpError(409, 'INVALID.STATE');
    await audit(tx, actor, {
      entity: 'payment',
      entityId: row.id,
      action: c.action,
      before: c.before,
      after: row,
    });
  }
}
