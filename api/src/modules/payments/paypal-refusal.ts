// PayPal's answer turned into the API's refusal, for every call that asks PayPal something on a caller's behalf.
import { httpError } from '../../lib/http-error.ts';
import type { PaymentDeps } from './deps.ts';
import { PayPalError } from './paypal-client.ts';

/** A PayPal refusal is the state of the authorization (409); an unreachable PayPal is a 502. */
export function fromPayPal(deps: PaymentDeps, err: unknown, what: string): never {
  if (!(err instanceof PayPalError)) throw err;
  deps.log?.warn({ err }, `PayPal ${what} failed`);
  throw httpError(err.refused ? 409 : 502, err.refused ? 'INVALID.STATE' : 'SERVER.ERROR');
}
