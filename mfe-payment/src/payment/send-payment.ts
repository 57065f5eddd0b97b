// The payment call of docs/product.md §7, in one place for both entries: the body (amount in cents), saveIntent or
// extend-request when an end time is given, the bearer token of the page's query (never the shell's session) and
// the success rule. How the POST travels is passed in: the shared API client when the shell loads the page
// (post-with-api.ts), a bare fetch in the standalone page of the mobile web view (post-with-fetch.ts), which so
// does not download the client and its stores.
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

export type PaymentBody = ReturnType<typeof paymentBody>;

export interface PaymentCall {
  /** Path under the API base URL. */
  path: string;
  body: PaymentBody;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
}

export type PaymentAnswer =
  /** Any answer below 400: its status and parsed body (null when it is not JSON). */
  | { ok: true; status: number; data: unknown }
  /** A failure as @alfie/shared/api maps it (ApiError): status 0 when the server could not be reached. */
  | { ok: false; status: number; messageKey: string; message: string };

/** POSTs the call as JSON and says what came back; plain data, so no error class has to cross a bundle. */
export type PostPayment = (call: PaymentCall) => Promise<PaymentAnswer>;

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

/** Success: a status below 400 (checked by the transport) with a result or an id in the body. */
function isAccepted(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const { result, id } = data as { result?: unknown; id?: unknown };
  return Boolean(result) || (id !== undefined && id !== null);
}

export async function sendPayment(
  post: PostPayment,
  query: PaymentQuery,
  authorized: Authorized,
): Promise<SendOutcome> {
  const path = query.endDatetime ? '/request/alfie/extend-request' : '/payment/alfie/saveIntent';
  let answer: PaymentAnswer;
  try {
    answer = await post({ path, body: paymentBody(query, authorized), token: query.token });
  } catch (err) {
    return { kind: 'network', message: String(err) };
  }
  if (!answer.ok) {
    if (answer.status === 0) return { kind: 'network', message: answer.message };
    return { kind: 'server', messageKey: answer.messageKey, status: answer.status };
  }
  if (isAccepted(answer.data)) return { kind: 'ok' };
  return { kind: 'server', messageKey: 'SERVER.ERROR', status: answer.status };
}
