// TOTP codes of RFC 6238 (SHA-1, 30 s, 6 digits) from a base32 secret, as an authenticator app computes them.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const STEP_MS = 30_000;

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function codeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

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
