// The PAs who offered availability for a request (GET /PersonalAssistant/alfie/personal-assistant-by-request):
// approved PAs with a live offer, the ones an operator may assign.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaOffer } from '@alfie/shared/contracts';
import type { Db } from '../../../db/client.ts';
import { paOffers, personalAssistants } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { loadPersonalAssistants } from '../../pa-applicants/queries.ts';
import { findVisibleRequest } from '../detail/detail-service.ts';
import { rankOffers } from './offer-ranking.ts';

/** Offer responses that mean the PA is available ('read' only means the PA saw the request). */
export const AVAILABLE_RESPONSES = ['offered', 'accepted'] as const;

/**
 * The assignable offers of a request: approved PAs whose offer is live (offered or accepted). A PA still under
 * review or rejected, and an offer that is only 'read' or was declined, cannot be assigned, so they are not listed.
 * Ranked by pa/offer-ranking.ts: best fit first, PAs busy at that time last.
 */
export async function offersForRequest(db: Db, caller: Caller, requestId: number): Promise<PaOffer[]> {
  const request = await findVisibleRequest(db, requestId, caller);
  const offers = await db
    .select({ paId: paOffers.paId, response: paOffers.response })
    .from(paOffers)
    .innerJoin(personalAssistants, eq(personalAssistants.id, paOffers.paId))
    .where(
      and(
        eq(paOffers.requestId, requestId),
        inArray(paOffers.response, [...AVAILABLE_RESPONSES]),
        eq(personalAssistants.status, 'approved'),
      ),
    )
    .orderBy(asc(paOffers.createdAt), asc(paOffers.id));
  const pas = await loadPersonalAssistants(
    db,
    offers.map((o) => o.paId),
  );
  const byId = new Map(pas.map((p) => [p.id, p]));
  const live = offers.flatMap((o) => {
    const pa = byId.get(o.paId);
    return pa ? [{ ...pa, response: o.response }] : [];
  });
  return rankOffers(db, request, live);
}
