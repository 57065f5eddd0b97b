// The payment page's query (token, requestId, amount, endDateTime, description), checked with the contracts schema,
// and the removal of the token from the address bar once it has been read (it must not stay in the history).
import * as v from 'valibot';
import { unitsToCents } from '@alfie/shared/contracts/quote';
import { paymentQuerySchema } from '@alfie/shared/contracts/schemas/payment-query';

export interface PaymentQuery {
  token: string;
  requestId: number;
  /** Decimal string for PayPal, e.g. '12.50'. */
  value: string;
  /** amount × 100 rounded, for the API. */
  amountCents: number;
  /** ISO instant of the new end when the payment extends a service. */
  endDatetime: string | null;
  description: string;
}

export function parsePaymentQuery(search: string): PaymentQuery | null {
  const params = new URLSearchParams(search);
  const raw = Object.fromEntries(
    ['token', 'requestId', 'amount', 'endDateTime', 'description']
      .filter((key) => params.get(key) !== null && params.get(key) !== '')
      .map((key) => [key, params.get(key)!]),
  );
  const parsed = v.safeParse(paymentQuerySchema, raw);
  if (!parsed.success) return null;
  const { token, requestId, amount, endDateTime, description } = parsed.output;
  const amountCents = unitsToCents(Number(amount));
  let endDatetime: string | null = null;
  if (endDateTime !== undefined) {
    const end = new Date(endDateTime);
    if (Number.isNaN(end.getTime())) return null;
    endDatetime = end.toISOString();
  }
  return {
    token,
    requestId: Number(requestId),
    value: (amountCents / 100).toFixed(2),
    amountCents,
    endDatetime,
    description: description.slice(0, 127),
  };
}

/** Rewrites the address without `token`, keeping the other parameters and the router's history state. */
export function removeTokenFromAddressBar(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
