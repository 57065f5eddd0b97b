// TOTP codes of RFC 6238 (SHA-1, 30 s, 6 digits) from a base32 secret, as an authenticator app computes them.
import { totpAt } from '../../api/src/test/totp.ts';

export const STEP_MS = 30_000;

export const codeOfStep = (secret: string, step: number): string => totpAt(secret, step * STEP_MS);

/** Time a code needs from being computed to being checked by the server (typed, sent, on a busy machine). */
const MARGIN_MS = 10_000;

/**
 * A code the API accepts now and has not seen. The server refuses a step already used (or older) and accepts one
 * step of drift either way, so the earliest step it still takes is used: the one before now while at least
 * MARGIN_MS of the current step remain. Three codes in a row (enable, sign in, disable) then seldom wait for the
 * clock; a wait comes only when the next unused step is still two ahead.
 */
export async function freshCode(
  secret: string,
  lastUsedStep: number | null,
): Promise<{ code: string; step: number }> {
  for (;;) {
    const time = Date.now();
    const now = Math.floor(time / STEP_MS);
    const earliest = STEP_MS - (time % STEP_MS) >= MARGIN_MS ? now - 1 : now;
    const step = Math.max(earliest, (lastUsedStep ?? -1) + 1);
    if (step <= now + 1) return { code: codeOfStep(secret, step), step };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
