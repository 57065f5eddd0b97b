// PayPal's authorization limits and the money rules of a payment, as pure functions (tested without a database).
//   An authorization is honoured for 3 days; it stays valid 29 days and can be reauthorized once, after the
//   honour period, which starts a new 3-day honour period. Capture happens when the service is over (its end).
import type { PriceRule } from '@alfie/shared/contracts';
import { unitsToCents } from '@alfie/shared/contracts/quote';
import { departureRule } from '@alfie/shared/contracts/request-quote';

export const DAY_MS = 86_400_000;
export const HONOUR_MS = 3 * DAY_MS;
export const VALIDITY_MS = 29 * DAY_MS;
/** The job reauthorizes at the latest this long before the 29 days end, so one missed run does not lose it. */
export const LAST_CALL_MS = DAY_MS;

/** 1250 → '12.50', the decimal string PayPal uses for EUR. */
export const centsToValue = (cents: number): string => (cents / 100).toFixed(2);
/** '12.50' → 1250; NaN for anything that is not a decimal amount. */
export function valueToCents(value: string | undefined): number {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return unitsToCents(Number(value));
}

/** The first stop's price snapshot frozen on the request, as the quote's rule (same choice as the API's quote). */
export function frozenRule(stop: {
  cityPriceCents: number | null;
  poiPriceCents: number | null;
  flatPrice: number | null;
  percToPA: number | null;
  poiId: number | null;
}): PriceRule {
  const percToPA = stop.percToPA ?? 0;
  return departureRule(
    { priceCents: stop.cityPriceCents ?? 0, percToPA },
    stop.poiId != null && stop.poiPriceCents != null
      ? { priceCents: stop.poiPriceCents, forfaitHours: stop.flatPrice, percToPA }
      : null,
  );
}

export interface AuthorizationWindow {
  status: string;
  /** End of the current honour period. */
  expiresAt: Date | null;
  /** End of the 29-day validity. */
  validUntil: Date | null;
  reauthorizedAt: Date | null;
}

/**
 * When the job should reauthorize: only an authorization not reauthorized yet, after its honour period, before
 * the 29 days end, and only if the service ends after the honour period (capture would be unprotected). It waits
 * until the new 3-day honour period covers the end of the service, but not past a day before the 29 days end.
 */
export function reauthorizationDueAt(p: AuthorizationWindow, serviceEnd: Date): Date | null {
  if (p.status !== 'authorized' || p.reauthorizedAt || !p.expiresAt || !p.validUntil) return null;
  if (serviceEnd.getTime() <= p.expiresAt.getTime()) return null;
  const covering = Math.max(p.expiresAt.getTime(), serviceEnd.getTime() - HONOUR_MS);
  const latest = p.validUntil.getTime() - LAST_CALL_MS;
  return new Date(Math.max(p.expiresAt.getTime(), Math.min(covering, latest)));
}

export function isReauthorizationDue(p: AuthorizationWindow, serviceEnd: Date, now: Date): boolean {
  const due = reauthorizationDueAt(p, serviceEnd);
  return due !== null && now.getTime() >= due.getTime() && now.getTime() < p.validUntil!.getTime();
}

/** Why an operator should look at an authorization: its honour period or its validity ends soon. */
export function expiryReason(
  p: AuthorizationWindow,
  now: Date,
  horizonMs: number,
): 'validity-ending' | 'honour-ending' | null {
  if (p.status !== 'authorized') return null;
  const limit = now.getTime() + horizonMs;
  if (p.validUntil && p.validUntil.getTime() <= limit) return 'validity-ending';
  if (p.expiresAt && p.expiresAt.getTime() <= limit) return 'honour-ending';
  return null;
}
