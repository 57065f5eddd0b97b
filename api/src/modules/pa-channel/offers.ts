// A PA's offer of availability and its withdrawal (the offer stays, marked withdrawn, so the PA's list can say so). Both lock the request row first, as the assignment does: two PAs
// offering at once both get in (shared locks), while an assignment (exclusive lock) and an offer or a withdrawal
// are ordered, so an offer never lands on an assigned request and a withdrawn offer is never assigned.
// A request the PA cannot see answers 404 like a missing id, so neither call tells whether a request exists or in
// which state: for an offer, none of its stops is in the PA's cities; for a withdrawal, the PA has no live offer.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { awaitsAssignment, isStaffed, type OfferAnswer } from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paOffers, requests } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { AVAILABLE_RESPONSES } from '../requests/assignment/offers.ts';
import { callingPa, inCitiesOf } from './queries.ts';

/** The response a withdrawn offer keeps: the PA's list still shows it, as withdrawn, and it may be made again. */
export const WITHDRAWN_RESPONSE = 'declined' as const;

/** Responses a new offer may replace: the PA only saw the request, or withdrew an earlier offer. */
const REOFFERABLE = ['read', WITHDRAWN_RESPONSE] as const;

async function lockedRequest(tx: DbOrTx, requestId: number, mode: 'share' | 'update', paId: number) {
  const [row] = await tx
    .select({
      id: requests.id,
      status: requests.status,
      startDatetime: requests.startDatetime,
      personalAssistantId: requests.personalAssistantId,
      inCities: sql<boolean>`${inCitiesOf(paId)}`,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for(mode);
  if (!row) throw notFound();
  return row;
}

export async function offer(db: Db, caller: Caller, requestId: number): Promise<OfferAnswer> {
  const pa = await callingPa(db, caller);
  return db.transaction(async (tx) => {
    const r = await lockedRequest(tx, requestId, 'share', pa.id);
    if (!r.inCities) throw notFound();
    // Open: still awaiting its PA and not started (offers are made before the service, as cancellation).
    const open = awaitsAssignment(r.status) && r.personalAssistantId == null && r.startDatetime > new Date();
    if (!open) throw conflict('REQUEST.NOT.OPEN');
    // The unique (request, PA) index orders two offers of the same PA: the second finds a live offer.
    const [row] = await tx
      .insert(paOffers)
      .values({ requestId, paId: pa.id, response: 'offered' })
      .onConflictDoUpdate({
        target: [paOffers.requestId, paOffers.paId],
        set: { response: 'offered', createdAt: new Date() },
        setWhere: inArray(paOffers.response, [...REOFFERABLE]),
      })
      .returning();
    if (!row) throw conflict('OFFER.ALREADY.MADE');
    await audit(tx, caller, { entity: 'pa-offer', entityId: row.id, action: 'offer', after: row });
    return { requestId, offered: true };
  });
}

export async function withdraw(db: Db, caller: Caller, requestId: number): Promise<OfferAnswer> {
  const pa = await callingPa(db, caller);
  return db.transaction(async (tx) => {
    // The same exclusive lock as the assignment: whichever comes first decides, the other sees its outcome.
    const r = await lockedRequest(tx, requestId, 'update', pa.id);
    const mine = and(
      eq(paOffers.requestId, requestId),
      eq(paOffers.paId, pa.id),
      inArray(paOffers.response, [...AVAILABLE_RESPONSES]),
    );
    const [made] = await tx.select().from(paOffers).where(mine);
    if (!made) throw notFound();
    if (r.personalAssistantId != null || isStaffed(r.status)) throw conflict('OFFER.NOT.WITHDRAWABLE');
    const [gone] = await tx.update(paOffers).set({ response: WITHDRAWN_RESPONSE }).where(mine).returning();
    if (!gone) throw notFound();
    await audit(tx, caller, {
      entity: 'pa-offer',
      entityId: gone.id,
      action: 'withdraw',
      before: made,
      after: gone,
    });
    return { requestId, offered: false };
  });
}
