// The customer's own reservations: GET /request/alfie/requests (filters and paging applied). Cancelling one is
// in ../cancellation.
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  CANCELLED_STATUS,
  type CustomerRequest,
  type customerRequestsQuerySchema,
} from '@alfie/shared/contracts';
import type { Db } from '../../../db/client.ts';
import { cities, pois, requestCancellations, requestCities, requests } from '../../../db/schema.ts';
import type { Caller } from '../../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../../lib/paging.ts';

type ListQuery = InferOutput<typeof customerRequestsQuerySchema>;

/** SQL twin of isReservationOngoing (contracts): end later than now and not cancelled. */
function statusFilter(status: ListQuery['status'], now: Date) {
  const ongoing = and(gt(requests.endDatetime, now), ne(requests.status, CANCELLED_STATUS));
  if (status === 'ongoing') return ongoing;
  if (status === 'closed') return or(lte(requests.endDatetime, now), eq(requests.status, CANCELLED_STATUS));
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
  const after = decodeCursor(query.cursor, ['instant', 'id']);
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
      finalAmount: requests.finalAmountCents,
      currencyCode: requests.currencyCode,
      feeState: requestCancellations.feeState,
      feeCents: requestCancellations.feeCents,
      capturedCents: requestCancellations.capturedCents,
    })
    .from(requests)
    .leftJoin(requestCancellations, eq(requestCancellations.requestId, requests.id))
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
    finalAmount: r.finalAmount,
    currencyCode: r.currencyCode,
    cancellationFee:
      r.feeState === null
        ? null
        : { state: r.feeState, feeCents: r.feeCents ?? 0, capturedCents: r.capturedCents ?? 0 },
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
