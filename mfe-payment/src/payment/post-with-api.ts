// The payment POST through the shared API client (base URL of the shell's config, global loader, errors mapped
// to ApiError); the call brings its own bearer, so the shell's session token is not sent.
import { api, toApiError } from '@alfie/shared/api';
import type { PaymentAccepted, PostPayment } from './send-payment.ts';

export const postWithApi: PostPayment = async ({ path, body, token }) => {
  try {
    const response = await api.post<PaymentAccepted | null>(path, body, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { ok: true, status: response.status, data: response.data };
  } catch (err) {
    const { status, messageKey, message } = toApiError(err);
    return { ok: false, status, messageKey, message };
  }
};
