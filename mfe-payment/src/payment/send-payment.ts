// Posts the payment call body of SPEC section 7 to saveIntent, or to extend-request when an end time is given,
// with the bearer token of the page's query (never the shell's session), and says how it went.
import { api, toApiError } from '@alfie/shared/api';
import type { PaymentQuery } from './payment-query.ts';

export interface Authorized {
  orderId: string;
  authorizationId: string;
}

export type SendOutcome =
  | { kind: 'ok' }
  /** The server could not be reached. */
  | { kind: 'network'; message: string }
  /** The server answered with a failure (or an answer without result or id). */
  | { kind: 'server'; messageKey: string; status: number };

export function paymentBody(query: PaymentQuery, authorized: Authorized) {
  return {
    id: null,
    requestId: query.requestId,
    amount: query.amountCents,
    orderId: authorized.orderId,
    authorizationId: authorized.authorizationId,
    endDatetime: query.endDatetime ?? '',
  };
}

export async function sendPayment(query: PaymentQuery, authorized: Authorized): Promise<SendOutcome> {
  const path = query.endDatetime ? '/request/alfie/extend-request' : '/payment/alfie/saveIntent';
  try {
    const response = await api.post<{ result?: unknown; id?: unknown } | null>(
      path,
      paymentBody(query, authorized),
      {
        headers: { Authorization: `Bearer ${query.token}` },
        validateStatus: (status) => status < 400,
      },
    );
    const data = response.data;
    if (data && (Boolean(data.result) || (data.id !== undefined && data.id !== null))) return { kind: 'ok' };
    return { kind: 'server', messageKey: 'SERVER.ERROR', status: response.status };
  } catch (err) {
    const error = toApiError(err);
    if (error.status === 0) return { kind: 'network', message: error.message };
    return { kind: 'server', messageKey: error.messageKey, status: error.status };
  }
}
