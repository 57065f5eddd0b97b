// The payment call of docs/product.md §7, in one place for both entries: the body (amount in cents), saveIntent or
// extend-request when an end time is given, the bearer token of the page's query (never the shell's session) and
// the success rule. How the POST travels is passed in: the shared API client when the shell loads the page
// (post-with-api.ts), a bare fetch in the standalone page of the mobile web view (post-with-fetch.ts), which so
// does not download the client and its stores.
import type { paths } from '@alfie/api/client';
import type { PaymentQuery } from './payment-query.ts';

/** The two POSTs that store a PayPal authorization: a new request's, or the extra cost of a later end. */
export type PaymentPath = '/payment/alfie/saveIntent' | '/request/alfie/extend-request';
type PaymentOperation = paths[PaymentPath]['post'];
/** The body the API's OpenAPI document describes for those POSTs (a type-only import: no byte in the bundle). */
export type PaymentBody = PaymentOperation['requestBody']['content']['application/json'];
/** Their answer on success, as the document describes it. */
export type PaymentAccepted = PaymentOperation['responses'][200]['content']['application/json'];

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

export interface PaymentCall {
  /** Path under the API base URL. */
  path: PaymentPath;
  body: PaymentBody;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
}

export type PaymentAnswer =
  /** Any answer below 400: its status and parsed body (null when it is not JSON). */
  | { ok: true; status: number; data: PaymentAccepted | null }
  /** A failure as @alfie/shared/api maps it (ApiError): status 0 when the server could not be reached. */
  | { ok: false; status: number; messageKey: string; message: string };

/** POSTs the call as JSON and says what came back; plain data, so no error class has to cross a bundle. */
export type PostPayment = (call: PaymentCall) => Promise<PaymentAnswer>;

export function paymentBody(query: PaymentQuery, authorized: Authorized): PaymentBody {
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
function isAccepted(data: PaymentAccepted | null): boolean {
  // The body is what the server sent, not checked against the document: read defensively.
  if (!data || typeof data !== 'object') return false;
  const { result, id } = data as Partial<PaymentAccepted>;
  return Boolean(result) || (id !== undefined && id !== null);
}

export async function sendPayment(
  post: PostPayment,
  query: PaymentQuery,
  authorized: Authorized,
): Promise<SendOutcome> {
  const path: PaymentPath = query.endDatetime ? '/request/alfie/extend-request' : '/payment/alfie/saveIntent';
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
