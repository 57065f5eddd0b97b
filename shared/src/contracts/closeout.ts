// Closing a service after its end: the closeout states the operators filter on (read from what was recorded),
// the final price up to the actual end at the request's frozen rate, and what PayPal lets us capture of it.
// The API computes with these; the closeout screen shows the same states and limits.
import type { InferInput } from 'valibot';
import type { closeoutItemSchema, owedWrittenOffSchema, serviceConfirmedSchema } from './schemas/answers.ts';
import { transitionOf } from './lifecycle.ts';
import type { RequestStatus } from './statuses.ts';
import type { Role } from './roles.ts';
import { extensionCents, quoteBetween, type PriceRule } from './quote.ts';

export const CLOSEOUT_STATES = ['to-confirm', 'to-settle', 'awaiting-pa-payment', 'pa-paid'] as const;
export type CloseoutState = (typeof CLOSEOUT_STATES)[number];

const capture = transitionOf('capture');
const payPa = transitionOf('pay-pa');

/** The statuses a closeout row can have: a paid service still to confirm, a completed one, a PA-paid one. */
export const CLOSEOUT_STATUSES: readonly RequestStatus[] = [...capture.from, payPa.to];

/** What has been recorded of a service's closeout: each state is read from these, never from their absence. */
export interface CloseoutFacts {
  status: string | null | undefined;
  serviceConfirmedAt: Date | string | null;
  finalAmount: number | null;
  captured: number | null;
  owed: number | null;
  owedWrittenOffAt: Date | string | null;
  paPaymentInstant: Date | string | null;
}

/** Confirmed: an operator recorded the actual end, the final price and what was captured of it. */
export function isConfirmed(f: CloseoutFacts): boolean {
  return f.serviceConfirmedAt != null && f.finalAmount !== null && f.captured !== null && f.owed !== null;
}

/** Settled: confirmed, and captured in full or the shortfall written off by an operator-admin. */
export function isSettled(f: CloseoutFacts): boolean {
  return isConfirmed(f) && (f.owed === 0 || f.owedWrittenOffAt != null);
}

/** Who may write off what a customer still owes (the API's guard and the screen's offer read it). */
export const WRITE_OFF_ROLES = ['operator-admin'] as const satisfies readonly Role[];

/** Why a PA payout may not be recorded yet (the API's 409 code), or null when it may. */
export function payoutRefusal(f: CloseoutFacts): 'PAYOUT.NOT.CONFIRMED' | 'PAYOUT.NOT.SETTLED' | null {
  if (!isConfirmed(f)) return 'PAYOUT.NOT.CONFIRMED';
  return isSettled(f) ? null : 'PAYOUT.NOT.SETTLED';
}

/**
 * The closeout state of a service whose end has passed, from what was recorded: not confirmed; confirmed with an
 * amount still owed; settled with the PA to pay; PA paid (its payout recorded on a settled service). Null for a
 * request that is not a closeout row (not paid, cancelled...).
 */
export function closeoutStateOf(f: CloseoutFacts): CloseoutState | null {
  if (!CLOSEOUT_STATUSES.some((s) => s === f.status)) return null;
  if (!isConfirmed(f)) return 'to-confirm';
  if (!isSettled(f)) return 'to-settle';
  return f.status === payPa.to && f.paPaymentInstant != null ? 'pa-paid' : 'awaiting-pa-payment';
}

/**
 * PayPal's over-capture rule (Payments API, "authorize and capture"): up to 115 % of the authorized amount, and
 * no more than 75 USD above it. PayPal states the cap in USD; for any other currency we stay under it with 45
 * units, which is below 75 USD at every EUR/USD rate since the euro began (the highest was about 1.60).
 */
export const OVERCAPTURE_PERCENT = 115;
export function overcaptureCapCents(currencyCode: string): number {
  return currencyCode === 'USD' ? 7_500 : 4_500;
}

/** The most PayPal lets us capture on one authorization of `authorizedCents`. */
export function captureLimitCents(authorizedCents: number, currencyCode: string): number {
  const byPercent = Math.floor((authorizedCents * OVERCAPTURE_PERCENT) / 100);
  return Math.min(byPercent, authorizedCents + overcaptureCapCents(currencyCode));
}

export interface CaptureShare {
  id: number;
  cents: number;
}

/**
 * How much to capture on each open authorization to collect `totalCents`: each authorization first for its own
 * amount (never less: the customer booked that time), then the rest spread in order within each one's PayPal
 * limit. What does not fit stays owed.
 */
export function allocateCapture(
  authorizations: readonly { id: number; amountCents: number }[],
  totalCents: number,
  currencyCode: string,
): { shares: CaptureShare[]; capturedCents: number; owedCents: number } {
  const shares = authorizations.map((a) => ({ id: a.id, cents: a.amountCents }));
  let rest = totalCents - shares.reduce((sum, s) => sum + s.cents, 0);
  for (const [i, a] of authorizations.entries()) {
    if (rest <= 0) break;
    const room = captureLimitCents(a.amountCents, currencyCode) - a.amountCents;
    const more = Math.min(room, rest);
    shares[i]!.cents += more;
    rest -= more;
  }
  const capturedCents = shares.reduce((sum, s) => sum + s.cents, 0);
  return { shares, capturedCents, owedCents: Math.max(rest, 0) };
}

export interface ServiceTotals {
  /** Minutes beyond the planned end (0 when the service ended on time or earlier). */
  extraMinutes: number;
  extraCents: number;
  finalAmountCents: number;
  paDueCents: number;
}

/**
 * The final price and the PA's amount due when the service ended at `actualEnd`: the request's amounts (its
 * frozen quote, extensions included) plus the extra time at the frozen rate, priced like an extension. A service
 * that ended early still costs what was booked.
 */
export function serviceTotals(
  rule: PriceRule,
  vatPercent: number,
  request: { startDatetime: Date; endDatetime: Date; amountCents: number; paPaymentCents: number },
  actualEnd: Date,
): ServiceTotals {
  const { startDatetime: start, endDatetime: plannedEnd } = request;
  const end = actualEnd.getTime() > plannedEnd.getTime() ? actualEnd : plannedEnd;
  const extraCents = extensionCents(rule, start, plannedEnd, end, vatPercent);
  const paDelta =
    quoteBetween(rule, start, end, vatPercent).paPaymentCents -
    quoteBetween(rule, start, plannedEnd, vatPercent).paPaymentCents;
  return {
    extraMinutes: Math.ceil((end.getTime() - plannedEnd.getTime()) / 60_000),
    extraCents,
    finalAmountCents: request.amountCents + extraCents,
    paDueCents: request.paPaymentCents + Math.max(paDelta, 0),
  };
}

/** A reported end further than this from the planned one is flagged on the closeout screen. */
export const END_GAP_FLAG_MINUTES = 15;

/** Minutes from the planned end to the PA's reported end (negative when it ended early), or null without a report. */
export function endGapMinutes(plannedEnd: string | Date, reportedEnd: string | Date | null): number | null {
  if (reportedEnd === null) return null;
  return Math.round((new Date(reportedEnd).getTime() - new Date(plannedEnd).getTime()) / 60_000);
}

/** The gap is worth an operator's look: more than END_GAP_FLAG_MINUTES either way. */
export function endGapFlagged(gapMinutes: number | null): boolean {
  return gapMinutes !== null && Math.abs(gapMinutes) > END_GAP_FLAG_MINUTES;
}

/** One row of the closeout list (GET /request/alfie/closeout); money in integer cents of `currencyCode`. */
export type CloseoutItem = InferInput<typeof closeoutItemSchema>;

/** What POST /request/alfie/closeout-write-off answers (the same answer on a repeat). */
export type OwedWrittenOff = InferInput<typeof owedWrittenOffSchema>;

/** What POST /request/alfie/confirm-service answers (the same answer on a retry). */
export type ServiceConfirmed = InferInput<typeof serviceConfirmedSchema>;
