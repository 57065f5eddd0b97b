// What the operators' payment-state calls share: the request in the caller's country scope.
import type { Caller } from '../../../auth/caller.ts';
import { assertInScope } from '../../../auth/caller.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { PaymentDeps } from '../../payments/deps.ts';
import * as q from '../../payments/queries.ts';

export async function scopedRequest(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await q.findRequest(deps.db, requestId);
  if (!request) throw notFound();
  assertInScope(caller, request.countryId);
  return request;
}
