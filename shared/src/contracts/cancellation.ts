// The cancellation policy of a country (ordered fee windows before the service start) and the one computation of
// the fee a cancellation costs at a given instant: the quote, the cancel and the screens all use it.

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

export interface CancellationQuote {
  feeCents: number;
  currencyCode: string;
  /** Percent of the total the fee is now. */
  percent: number;
  /** ISO instant until which a cancellation costs nothing; null when it never does under this policy. */
  freeUntil: string | null;
  /** ISO instant at which the fee next rises (the end of the current window); null when it no longer changes. */
  changesAt: string | null;
  /** The fee from `changesAt` on; null with it. */
  nextFeeCents: number | null;
}

const HOUR_MS = 3_600_000;
const deadline = (start: Date, w: CancellationWindow) => new Date(start.getTime() - w.hoursBefore * HOUR_MS);
const feeOf = (totalCents: number, percent: number) => Math.round((totalCents * percent) / 100);

/**
 * The fee of cancelling at `now` a request of `totalCents` starting at `start`: the first window whose end
 * (start - hoursBefore) is not yet past, the end itself included ("free until 24 h before" is free at 24 h);
 * after the last window's end the last fee applies.
 */
export function quoteCancellation(
  policy: CancellationPolicy,
  input: { totalCents: number; currencyCode: string; start: Date; now: Date },
): CancellationQuote {
  const windows = policy.length > 0 ? policy : DEFAULT_CANCELLATION_POLICY;
  const index = windows.findIndex((w) => input.now.getTime() <= deadline(input.start, w).getTime());
  const current = index === -1 ? windows[windows.length - 1]! : windows[index]!;
  const next = index === -1 ? undefined : windows.slice(index + 1).find((w) => w.percent !== current.percent);
  // Fees never decrease, so the free windows come first and the last of them says until when it is free.
  const free = windows.filter((w) => w.percent === 0).at(-1);
  const changesAt = next ? deadline(input.start, windows[windows.indexOf(next) - 1]!) : null;
  return {
    feeCents: feeOf(input.totalCents, current.percent),
    currencyCode: input.currencyCode,
    percent: current.percent,
    freeUntil: free ? deadline(input.start, free).toISOString() : null,
    changesAt: changesAt ? changesAt.toISOString() : null,
    nextFeeCents: next ? feeOf(input.totalCents, next.percent) : null,
  };
}
