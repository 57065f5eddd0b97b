// Assignment: the PAs who offered availability for a request, and assigning one of them. The assignment is a
// conditional UPDATE (status created, no PA yet), so of two operators assigning at once exactly one wins; the
// change, its audit row and both mails (PA and customer) are written in one transaction.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import type { assignRequestSchema, PaOffer } from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  cities,
  companies,
  paOffers,
  personalAssistants,
  pois,
  requestCities,
  requests,
} from '../../db/schema.ts';
import { assertInScope, type Caller } from '../../auth/caller.ts';
import { conflict, httpError } from '../../lib/http-error.ts';
import { decide, type DecisionMail } from '../../lib/review-decision.ts';
import { loadPersonalAssistants } from '../personal-assistants/queries.ts';
import { publishTransition } from '../events/publish.ts';
import { findVisibleRequest } from '../requests/detail-service.ts';

/** Offer responses that mean the PA is available ('read' only means the PA saw the request). */
export const AVAILABLE_RESPONSES = ['offered', 'accepted'] as const;

/**
 * The assignable offers of a request: approved PAs whose offer is live (offered or accepted). A PA still under
 * review or rejected, and an offer that is only 'read' or was declined, cannot be assigned, so they are not listed.
 */
export async function offersForRequest(db: Db, caller: Caller, requestId: number): Promise<PaOffer[]> {
  await findVisibleRequest(db, requestId, caller);
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
  return offers.flatMap((o) => {
    const pa = byId.get(o.paId);
    return pa ? [{ ...pa, response: o.response }] : [];
  });
}

/** 'POI, City' or 'street, City' of the first stop, for the mails. */
async function departureOf(db: DbOrTx, requestId: number): Promise<string> {
  const [stop] = await db
    .select({ city: cities.name, poi: pois.name, street: requestCities.street })
    .from(requestCities)
    .innerJoin(cities, eq(cities.id, requestCities.cityId))
    .leftJoin(pois, eq(pois.id, requestCities.poiId))
    .where(eq(requestCities.requestId, requestId))
    .orderBy(asc(requestCities.orderIndex))
    .limit(1);
  if (!stop) return '';
  return [stop.poi ?? stop.street, stop.city].filter(Boolean).join(', ');
}

export async function assignRequest(
  db: Db,
  caller: Caller,
  input: InferOutput<typeof assignRequestSchema>,
): Promise<true> {
  return decide(db, {
    actor: caller,
    lock: async (tx) =>
      (await tx.select().from(requests).where(eq(requests.id, input.requestId)).for('update'))[0],
    // The offered PA, available and approved: the one the update assigns and the mails name.
    check: async (tx, before) => {
      assertInScope(caller, before.countryId);
      if (before.personalAssistantId != null || before.status === 'assigned')
        throw conflict('ALREADY.ASSIGNED');
      if (before.status !== 'created') throw conflict();
      const [offer] = await tx
        .select({ response: paOffers.response, pa: personalAssistants })
        .from(paOffers)
        .innerJoin(personalAssistants, eq(personalAssistants.id, paOffers.paId))
        .where(
          and(
            eq(paOffers.requestId, before.id),
            eq(paOffers.paId, input.personalAssistantId),
            inArray(paOffers.response, [...AVAILABLE_RESPONSES]),
          ),
        );
      if (!offer) throw httpError(409, 'PA.NOT.AVAILABLE');
      if (offer.pa.status !== 'approved') throw httpError(409, 'PA.NOT.APPROVED');
      return offer.pa;
    },
    update: async (tx, before, pa) =>
      (
        await tx
          .update(requests)
          .set({ status: 'assigned', personalAssistantId: pa.id, updatedAt: new Date() })
          .where(
            and(
              eq(requests.id, before.id),
              eq(requests.status, 'created'),
              isNull(requests.personalAssistantId),
            ),
          )
          .returning()
      )[0],
    lostRace: () => conflict('ALREADY.ASSIGNED'),
    audit: (after) => ({ entity: 'request', entityId: after.id, action: 'assign' }),
    also: async (tx, { after, checked: pa }) => {
      await tx
        .update(paOffers)
        .set({ response: 'accepted' })
        .where(and(eq(paOffers.requestId, after.id), eq(paOffers.paId, pa.id)));
      await publishTransition(tx, 'assign', after);
    },
    mails: async (tx, { after, checked: pa }) => {
      const [customer] = after.customerId
        ? await tx
            .select({
              businessName: companies.businessName,
              email: companies.email,
              accountId: companies.accountId,
            })
            .from(companies)
            .where(eq(companies.id, after.customerId))
        : [];
      const place = await departureOf(tx, after.id);
      const when = { start: after.startDatetime.toISOString(), end: after.endDatetime.toISOString() };
      const toPa: DecisionMail = {
        to: pa.email,
        accountId: pa.accountId,
        template: 'pa-assignment',
        params: {
          firstname: pa.firstname,
          requestId: after.id,
          customer: customer?.businessName ?? '',
          place,
          ...when,
        },
      };
      if (!customer?.email) return [toPa];
      return [
        toPa,
        {
          to: customer.email,
          accountId: customer.accountId,
          template: 'customer-assignment-summary',
          params: {
            businessName: customer.businessName,
            requestId: after.id,
            paName: `${pa.firstname} ${pa.lastname}`,
            place,
            ...when,
          },
        },
      ];
    },
  });
}
