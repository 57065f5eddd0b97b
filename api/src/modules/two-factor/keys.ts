// Keys of two-factor sign-in, derived from the API's secret (HKDF) so no new setting is needed and no key is reused.
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'secret-box' | 'challenge';

/** 32 bytes for one purpose; a different purpose gives an unrelated key. */
export function deriveKey(secret: Uint8Array, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'alfie', `alfie two-factor ${purpose}`, 32));
}
