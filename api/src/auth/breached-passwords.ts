// Refuses the most common leaked passwords (NIST SP 800-63B 3.1.1.2, OWASP ASVS 6.2.4): the bundled list of the
// 10,000 most frequent, compared without case, after undoing the usual letter swaps (P@ssw0rd) and without the
// symbols people add at the end to satisfy the complexity rule (Password1!).
import { readFileSync } from 'node:fs';
import { httpError } from '../lib/http-error.ts';

let list: Set<string> | null = null;

function breached(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./breached-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

const SWAPS: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '3': 'e', $: 's', '5': 's', '7': 't' };
const unswap = (s: string) => s.replace(/[@4037$5]/g, (c) => SWAPS[c]!);

/** The forms of a password an attacker's list would hold. */
function forms(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/[^a-z0-9]+$/, '');
  return [lower, trimmed, unswap(lower), unswap(trimmed)];
}

export function isBreachedPassword(password: string): boolean {
  const set = breached();
  return forms(password).some((f) => f.length > 0 && set.has(f));
}

/** 400 PASSWORD.BREACHED on `field` when the password is one of the common leaked ones. */
export function assertNotBreached(password: string, field: string): void {
  if (isBreachedPassword(password))
    throw httpError(400, 'PASSWORD.BREACHED', { [field]: 'PASSWORD.BREACHED' });
}
