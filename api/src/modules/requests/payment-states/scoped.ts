// What the operators' payment-state calls share: the request in the caller's country scope, and PayPal's answer
// turned into the API's refusal.
import type { Caller } from '../../../auth/caller.ts';
import { assertInScope } from '../../../auth/caller.ts';
import { httpError, notFound } from '../../../lib/http-error.ts';
import type { PaymentDeps } from '../../payments/deps.ts';
import { PayPalError } from '../../payments/paypal-client.ts';
import * as q from '../../payments/queries.ts';

/** A PayPal refusal is the state of the authorization (409); an unreachable PayPal is a 502. */
export function fromPayPal(deps: PaymentDeps, err: unknown, what: string): never {
  if (!(err instanceof PayPalError)) throw err;
  deps.log?.warn({ err }, `PayPal ${what} failed`);
  throw httpError(err.refused ? 409 : 502, err.refused ? 'INVALID.STATE' : 'SERVER.ERROR');
}

export async function scopedRequest(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await q.findRequest(deps.db, requestId);
  if (!request) throw notFound();
  assertInScope(caller, request.countryId);
  return request;
}
