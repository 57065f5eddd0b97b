// TOTP codes of RFC 6238 (SHA-1, 30 s, 6 digits) from a base32 secret, as an authenticator app computes them.
import { totpAt } from '../../api/src/test/totp.ts';

export const STEP_MS = 30_000;

export const codeOfStep = (secret: string, step: number): string => totpAt(secret, step * STEP_MS);

/**
 * A code the API accepts now and has not seen: the server refuses a step already used (or older), and accepts one
 * step of drift, so the next unused step is taken, waiting for the clock when it is still two steps ahead.
 */
export async function freshCode(
  secret: string,
  lastUsedStep: number | null,
): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastUsedStep ?? -1) + 1);
    if (step <= now + 1) return { code: codeOfStep(secret, step), step };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
