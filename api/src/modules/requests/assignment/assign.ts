// POST /Request/alfie/assign-request: an operator assigns a PA who offered. The table's `assign` is a conditional
// UPDATE (a status it applies to, no PA yet), so of two operators assigning at once exactly one wins; the change,
// its audit row and both mails (PA and customer) are written in one transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import { canTransition, isStaffed, type assignRequestSchema } from '@alfie/shared/contracts';
import type { Db } from '../../../db/client.ts';
import { paOffers, personalAssistants, requests } from '../../../db/schema.ts';
import { assertInScope, type Caller } from '../../../auth/caller.ts';
import { conflict, httpError } from '../../../lib/http-error.ts';
import { decide, type DecisionMail } from '../../../lib/review-decision.ts';
import { transition } from '../lifecycle/transition.ts';
import { customerOf, departureOf } from '../mail-facts.ts';
import { AVAILABLE_RESPONSES } from './offers.ts';
import { assertPaFree } from './busy.ts';

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
      if (before.personalAssistantId != null || isStaffed(before.status)) throw conflict('ALREADY.ASSIGNED');
      if (!canTransition(before, 'assign')) throw conflict();
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
      await assertPaFree(tx, before, offer.pa.id);
      return offer.pa;
    },
    update: (tx, before, pa) =>
      transition(tx, {
        event: 'assign',
        request: before,
        actor: caller,
        set: { personalAssistantId: pa.id },
        where: isNull(requests.personalAssistantId),
        lostRace: () => conflict('ALREADY.ASSIGNED'),
      }),
    also: async (tx, { after, checked: pa }) => {
      await tx
        .update(paOffers)
        .set({ response: 'accepted' })
        .where(and(eq(paOffers.requestId, after.id), eq(paOffers.paId, pa.id)));
    },
    mails: async (tx, { after, checked: pa }) => {
      const customer = await customerOf(tx, after.customerId);
      const place = await departureOf(tx, after.id);
      const when = { start: after.startDatetime.toISOString(), end: after.endDatetime.toISOString() };
      const toPa: DecisionMail = {
        to: pa.email,
        accountId: pa.accountId,
        requestId: after.id,
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
          requestId: after.id,
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
