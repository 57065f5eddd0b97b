// The cancellation policy of a country (ordered fee windows before the service start) and the one computation of
// the fee a cancellation costs at a given instant: the quote, the cancel and the screens all use it. Until a PA is
// assigned nobody has committed time, so a cancellation is free whatever the windows say.
import type { InferInput } from 'valibot';
import type { cancellationQuoteSchema } from './schemas/answers.ts';

/** One window: until `hoursBefore` hours before the start, a cancellation costs `percent` of the request's total. */
export interface CancellationWindow {
  hoursBefore: number;
  percent: number;
}

/** Windows by decreasing `hoursBefore`, fees never decreasing, the last one ending at the start (0 hours). */
export type CancellationPolicy = CancellationWindow[];

/** What a country without its own policy applies (and existing countries got): free until 24 h, 50 % until 2 h,
 *  100 % in the last 2 hours. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = [
  { hoursBefore: 24, percent: 0 },
  { hoursBefore: 2, percent: 50 },
  { hoursBefore: 0, percent: 100 },
];
export const MAX_CANCELLATION_WINDOWS = 6;
/** A year: no window starts further before the service. */
export const MAX_CANCELLATION_HOURS = 8760;

/** How a cancellation fee was settled: nothing to pay, captured from the authorization, or owed (nothing authorized). */
export const CANCELLATION_FEE_STATES = ['none', 'captured', 'owed'] as const;
export type CancellationFeeState = (typeof CANCELLATION_FEE_STATES)[number];

/** Why a quote costs nothing: no PA assigned yet, or the policy's free window. */
export const CANCELLATION_FREE_REASONS = ['unassigned', 'free-window'] as const;
export type CancellationFreeReason = (typeof CANCELLATION_FREE_REASONS)[number];

export type CancellationQuote = InferInput<typeof cancellationQuoteSchema>;

const HOUR_MS = 3_600_000;
const deadline = (start: Date, w: CancellationWindow) => new Date(start.getTime() - w.hoursBefore * HOUR_MS);
const feeOf = (totalCents: number, percent: number) => Math.round((totalCents * percent) / 100);

/**
 * The fee of cancelling at `now` a request of `totalCents` starting at `start`, filed at `createdAt`: nothing while
 * no PA is `assigned`; then the first window whose end (start - hoursBefore) is not yet past, the end itself
 * included ("free until 24 h before" is free at 24 h); after the last window's end the last fee applies.
 */
export function quoteCancellation(
  policy: CancellationPolicy,
  input: {
    totalCents: number;
    currencyCode: string;
    start: Date;
    now: Date;
    createdAt: Date;
    assigned: boolean;
  },
): CancellationQuote {
  const windows = policy.length > 0 ? policy : DEFAULT_CANCELLATION_POLICY;
  const index = windows.findIndex((w) => input.now.getTime() <= deadline(input.start, w).getTime());
  const current = index === -1 ? windows[windows.length - 1]! : windows[index]!;
  const next = index === -1 ? undefined : windows.slice(index + 1).find((w) => w.percent !== current.percent);
  // Fees never decrease, so the free windows come first and the last of them says until when it is free.
  const free = windows.filter((w) => w.percent === 0).at(-1);
  const changesAt = next ? deadline(input.start, windows[windows.indexOf(next) - 1]!) : null;
  const freeEnd = free ? deadline(input.start, free) : null;
  const freeUntil = freeEnd && freeEnd.getTime() >= input.createdAt.getTime() ? freeEnd.toISOString() : null;
  if (!input.assigned)
    return {
      feeCents: 0,
      currencyCode: input.currencyCode,
      percent: 0,
      reason: 'unassigned',
      freeUntil,
      changesAt: null,
      nextFeeCents: null,
    };
  const feeCents = feeOf(input.totalCents, current.percent);
  return {
    feeCents,
    currencyCode: input.currencyCode,
    percent: current.percent,
    reason: feeCents === 0 ? 'free-window' : null,
    freeUntil,
    changesAt: changesAt ? changesAt.toISOString() : null,
    nextFeeCents: next ? feeOf(input.totalCents, next.percent) : null,
  };
}

/** The policy a request filed at `now` for `start` meets once a PA is assigned: the windows it will cross, each
 *  with its fee and the instant it begins (null for one already begun at filing), for the filing screens. */
export function policyAhead(
  policy: CancellationPolicy,
  input: { totalCents: number; start: Date; now: Date },
): { percent: number; feeCents: number; from: string | null }[] {
  const windows = policy.length > 0 ? policy : DEFAULT_CANCELLATION_POLICY;
  const ahead: { percent: number; feeCents: number; from: string | null }[] = [];
  windows.forEach((w, i) => {
    // A window begins where the one before it ends; the first has always begun.
    const begins = i === 0 ? null : deadline(input.start, windows[i - 1]!);
    if (i < windows.length - 1 && input.now.getTime() > deadline(input.start, w).getTime()) return;
    const from = begins && begins.getTime() > input.now.getTime() ? begins.toISOString() : null;
    const last = ahead.at(-1);
    if (last && last.percent === w.percent) return;
    ahead.push({ percent: w.percent, feeCents: feeOf(input.totalCents, w.percent), from });
  });
  return ahead;
}

/** Whether a request filed at `now` for `start` is already inside a window with a fee. */
export function filedInsideFeeWindow(policy: CancellationPolicy, start: Date, now: Date): boolean {
  return (policyAhead(policy, { totalCents: 100, start, now })[0]?.percent ?? 0) > 0;
}
