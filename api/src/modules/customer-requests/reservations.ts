// The customer's own reservations: GET /request/alfie/requests (filters and paging applied) and
// GET /request/alfie/delete-request (cancel a future request; it stays for history).
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  canCancelReservation,
  type CustomerRequest,
  type customerRequestsQuerySchema,
} from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import { cities, pois, requestCities, requests } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { publishTransition } from '../events/publish.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';

type ListQuery = InferOutput<typeof customerRequestsQuerySchema>;

/** SQL twin of isReservationOngoing (contracts): end later than now and not cancelled. */
function statusFilter(status: ListQuery['status'], now: Date) {
  const ongoing = and(gt(requests.endDatetime, now), ne(requests.status, 'cancelled'));
  if (status === 'ongoing') return ongoing;
  if (status === 'closed') return or(lte(requests.endDatetime, now), eq(requests.status, 'cancelled'));
  return undefined;
}

export async function listOwnRequests(
  db: Db,
  caller: Caller,
  query: ListQuery,
  reply: FastifyReply,
  now: Date = new Date(),
): Promise<CustomerRequest[]> {
  // A customer without a company (should not happen) sees nothing rather than everything.
  const filters = and(eq(requests.customerId, caller.companyId ?? -1), statusFilter(query.status, now));
  const after = decodeCursor<[string, number]>(query.cursor, 2);
  const where = and(
    filters,
    after
      ? sql`(date_trunc('milliseconds', ${requests.createDate}), ${requests.id}) < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(requests).where(filters);
  const rows = await db
    .select({
      id: requests.id,
      startDatetime: requests.startDatetime,
      endDatetime: requests.endDatetime,
      createDate: requests.createDate,
      status: requests.status,
    })
    .from(requests)
    .where(where)
    .orderBy(desc(requests.createDate), desc(requests.id))
    .limit(query.limit ? query.limit + 1 : 1_000_000);
  const ids = rows.map((r) => r.id);
  const stops = ids.length
    ? await db
        .select({
          requestId: requestCities.requestId,
          city: cities.name,
          street: requestCities.street,
          poi: pois.name,
        })
        .from(requestCities)
        .innerJoin(cities, eq(cities.id, requestCities.cityId))
        .leftJoin(pois, eq(pois.id, requestCities.poiId))
        .where(inArray(requestCities.requestId, ids))
        .orderBy(asc(requestCities.requestId), asc(requestCities.orderIndex))
    : [];
  const items = rows.map((r) => ({
    id: r.id,
    startDatetime: r.startDatetime.toISOString(),
    endDatetime: r.endDatetime.toISOString(),
    createDate: r.createDate.toISOString(),
    status: r.status,
    cities: stops
      .filter((s) => s.requestId === r.id)
      .map((s) => ({ city: s.city, street: s.street, poi: s.poi })),
  }));
  return sendPage(reply, items, {
    total,
    limit: query.limit,
    keyOf: (item) => [item.createDate, item.id],
  });
}

/** The owner cancels a request whose start is still in the future; 409 otherwise. */
export async function cancelOwnRequest(db: Db, caller: Caller, id: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!before) throw notFound();
    if (before.customerId == null || before.customerId !== caller.companyId) throw forbidden();
    if (!canCancelReservation(before, now)) throw conflict();
    // Conditional update: a request that started or was cancelled meanwhile is not touched.
    const [after] = await tx
      .update(requests)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(requests.id, id), ne(requests.status, 'cancelled'), gt(requests.startDatetime, now)))
      .returning();
    if (!after) throw conflict();
    await audit(tx, caller, { entity: 'request', entityId: id, action: 'cancel', before, after });
    await publishTransition(tx, 'cancel', after);
    return true;
  });
}
