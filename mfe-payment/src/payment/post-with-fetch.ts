// The payment POST with a bare fetch, for the standalone page of the mobile web view: the same answers as the
// shared client (failures mapped by @alfie/shared/api's rules) without its session, loader and query cache.
import { answerError, unreachableError } from '@alfie/shared/api';
import type { PostPayment } from './send-payment.ts';

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
    if (response.status < 400) return { ok: true, status: response.status, data };
    const { status, messageKey, message } = answerError(
      response.status,
      data,
      response.statusText || `HTTP ${response.status}`,
    );
    return { ok: false, status, messageKey, message };
  };
}
