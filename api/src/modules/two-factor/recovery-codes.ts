// Recovery codes: 10 random codes of 80 bits, shown once; only their SHA-256 is kept. 80 bits make an offline search
// of a stolen hash hopeless without a key, so they keep working if JWT_SECRET (and with it the secret box key) changes.
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@alfie/shared/contracts/two-factor';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function oneCode(): string {
  const bytes = randomBytes(16);
  // 32 symbols: each byte's low 5 bits are uniform, so no symbol is favoured.
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);
}

/** The stored form of a code as typed (the contract's schema already dropped dashes and case). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase(), 'utf8').digest('hex');
}
