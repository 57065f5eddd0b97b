// Mails another operator a password-reset link (POST /operator/alfie/send-reset-password).
import { alfie } from './alfie.ts';

async function sendResetPassword(id: number): Promise<void> {
  await alfie.post('/operator/alfie/send-reset-password', { id });
}

export const useSendResetPassword = () => sendResetPassword;
