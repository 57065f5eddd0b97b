// The price of a request, computed the same way by the API (frozen on the request), the request form's live
// quote and the pricing screen's worked example. All money in integer cents.
import { HOUR_MS, MAX_EXTENSION_MS } from './constants.ts';

export interface PriceRule {
  /** 'city' bills the duration; 'poi' bills at least `forfaitHours`. */
  kind: 'city' | 'poi';
  /** Hourly rate in cents. */
  rateCents: number;
  /** Flat fee in hours (POI rules only). */
  forfaitHours?: number | null;
  /** Share of the amount before VAT paid to the PA, in percent. */
  percToPA: number;
}

export interface Quote {
  billableMinutes: number;
  netCents: number;
  vatCents: number;
  amountCents: number;
  paPaymentCents: number;
}

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/** Billable minutes: the duration, or for a POI rule at least its flat fee in hours. */
export function billableMinutes(rule: PriceRule, durationMs: number): number {
  const minutes = Math.ceil(nonNegative(durationMs) / 60_000);
  if (rule.kind !== 'poi') return minutes;
  return Math.max(minutes, Math.round(nonNegative(rule.forfaitHours ?? 0) * 60));
}

/** amount = rate x billable hours plus the country's VAT; PA share = amount before VAT x percToPA / 100. */
export function computeQuote(rule: PriceRule, durationMs: number, vatPercent: number): Quote {
  const minutes = billableMinutes(rule, durationMs);
  const netCents = Math.round((nonNegative(rule.rateCents) * minutes) / 60);
  const vatCents = Math.round((netCents * nonNegative(vatPercent)) / 100);
  const paPaymentCents = Math.round((netCents * Math.min(nonNegative(rule.percToPA), 100)) / 100);
  return { billableMinutes: minutes, netCents, vatCents, amountCents: netCents + vatCents, paPaymentCents };
}

/** Quote of a request between two instants. */
export function quoteBetween(rule: PriceRule, start: Date, end: Date, vatPercent: number): Quote {
  return computeQuote(rule, end.getTime() - start.getTime(), vatPercent);
}

/**
 * Why `newEnd` cannot extend a service ending at `oldEnd`: not later (END.DATE.INVALID), or more than
 * MAX_EXTENSION_MS later (EXTENSION.TOO.LONG: an end in year 9999 would be quoted billions); null when it can.
 */
export function extensionEndIssue(
  oldEnd: Date,
  newEnd: Date,
): 'END.DATE.INVALID' | 'EXTENSION.TOO.LONG' | null {
  const moved = newEnd.getTime() - oldEnd.getTime();
  if (!(moved > 0)) return 'END.DATE.INVALID';
  return moved > MAX_EXTENSION_MS ? 'EXTENSION.TOO.LONG' : null;
}

/** Extra cents owed when a service is extended from `oldEnd` to `newEnd`. */
export function extensionCents(
  rule: PriceRule,
  start: Date,
  oldEnd: Date,
  newEnd: Date,
  vatPercent: number,
): number {
  const before = quoteBetween(rule, start, oldEnd, vatPercent).amountCents;
  const after = quoteBetween(rule, start, newEnd, vatPercent).amountCents;
  return Math.max(after - before, 0);
}

export const TWO_HOURS_MS = 2 * HOUR_MS;

/**
 * Currency units (a rate such as 35.5, an amount such as 80.52) to integer cents, rounded, and back: the one
 * conversion of the API and the screens.
 */
export const unitsToCents = (units: number): number => Math.round(units * 100);
export const centsToUnits = (cents: number): number => cents / 100;
