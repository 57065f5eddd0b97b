// GET /request/alfie/cancellation-quote: what cancelling a request costs now (nothing before a PA is assigned, then
// its country's policy), and when that changes. The cancel itself prices the cancellation through the same function.
import { eq } from 'drizzle-orm';
import { canTransition, quoteCancellation, type CancellationPolicy } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { countries, type requests } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { httpError } from '../../../lib/http-error.ts';
import { findVisibleRequest } from '../detail/detail-service.ts';

type RequestRow = typeof requests.$inferSelect;

/** The policy in force for the request's country. */
export async function policyOf(db: DbOrTx, countryId: number): Promise<CancellationPolicy> {
  const [row] = await db
    .select({ policy: countries.cancellationPolicy })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.policy ?? [];
}

/** The fee of cancelling `request` at `now` (its frozen total, extensions included), with the policy it used. */
export async function priceCancellation(db: DbOrTx, request: RequestRow, now: Date) {
  const policy = await policyOf(db, request.countryId);
  const quote = quoteCancellation(policy, {
    totalCents: request.amountCents,
    currencyCode: request.currencyCode,
    start: request.startDatetime,
    now,
    createdAt: request.createDate,
    assigned: request.personalAssistantId != null,
  });
  return { policy, quote };
}

/** Access as request-detail (404 unknown, 403 not the caller's); 409 once the request can no longer be cancelled. */
export async function getCancellationQuote(db: DbOrTx, caller: Caller, id: number, now: Date = new Date()) {
  const request = await findVisibleRequest(db, id, caller);
  if (!canTransition(request, 'cancel', { now })) throw httpError(409, 'INVALID.STATE');
  return (await priceCancellation(db, request, now)).quote;
}
