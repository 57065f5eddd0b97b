// The payment POST with a bare fetch, for the standalone page of the mobile web view. A bare fetch by design: that
// page has no session (the token comes in its query), shows no global loader and keeps no query cache, so it does
// not download the shared client and its stores; the answers are the client's all the same (failures mapped by
// @alfie/shared/api's rules). Its path, body and answer are typed from the API's OpenAPI paths (send-payment.ts).
import { answerError, unreachableError } from '@alfie/shared/api';
import type { PaymentAccepted, PostPayment } from './send-payment.ts';

export function postWithFetch(apiBaseUrl: string): PostPayment {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async ({ path, body, token }) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    } catch (err) {
      const { status, messageKey, message } = unreachableError(
        err instanceof Error ? err.message : String(err),
      );
      return { ok: false, status, messageKey, message };
    }
    const data: unknown = await response.json().catch(() => null);
    if (response.status < 400)
      return { ok: true, status: response.status, data: data as PaymentAccepted | null };
    const { status, messageKey, message } = answerError(
      response.status,
      data,
      response.statusText || `HTTP ${response.status}`,
    );
    return { ok: false, status, messageKey, message };
  };
}
