// The operators' request dashboards: GET active-requests (filters, country scope, keyset paging) and the
// departure cities of requests-cities. One query for the page, one for the count, batched children.
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  parseItalianDateTime,
  type activeRequestsQuerySchema,
  type RequestListItem,
  type RequestType,
} from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import { cities, requestCities, requests } from '../../db/schema.ts';
import { countryScope, type Caller } from '../../auth/caller.ts';
import { httpError } from '../../lib/http-error.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { toListItems, type RequestRow } from './list-item.ts';

export type ActiveRequestsQuery = InferOutput<typeof activeRequestsQuerySchema>;

/** The WHERE of the dashboard: type, status, a stop in the city, created since startdate, country scope. */
export function dashboardWhere(caller: Caller, q: ActiveRequestsQuery): SQL | undefined {
  const scope = countryScope(caller);
  let since: Date | null = null;
  if (q.startdate.trim() !== '') {
    since = parseItalianDateTime(q.startdate);
    if (!since) throw httpError(400, 'INVALID.DATE', { startdate: 'INVALID.DATE' });
  }
  const city = q.city.trim();
  return and(
    eq(requests.type, q.type),
    q.status ? eq(requests.status, q.status) : undefined,
    since ? gte(requests.createDate, since) : undefined,
    scope === null ? undefined : eq(requests.countryId, scope),
    city
      ? sql`${requests.id} in (select ${requestCities.requestId} from ${requestCities}
              where ${requestCities.cityId} in (select ${cities.id} from ${cities} where lower(${cities.name}) = lower(${city})))`
      : undefined,
  );
}

export async function listActiveRequests(
  db: Db,
  caller: Caller,
  q: ActiveRequestsQuery,
  reply: FastifyReply,
): Promise<RequestListItem[]> {
  const filters = dashboardWhere(caller, q);
  // The cursor keeps the microseconds of create_date, so the keyset comparison can use the index as is.
  const after = decodeCursor<[string, number]>(q.cursor, 2);
  const where = after
    ? and(filters, sql`(${requests.createDate}, ${requests.id}) < (${after[0]}::timestamptz, ${after[1]})`)
    : filters;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(requests).where(filters),
    db
      .select({
        row: requests,
        key: sql<string>`to_char(${requests.createDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(requests)
      .where(where)
      .orderBy(desc(requests.createDate), desc(requests.id))
      .limit(q.limit ? q.limit + 1 : 1_000_000),
  ]);
  const keys = new Map(rows.map((r) => [r.row.id, r.key]));
  // The one extra row (limit + 1) only tells sendPage that another page follows.
  const items = await toListItems(
    db,
    rows.map((r) => r.row as RequestRow),
  );
  return sendPage(reply, items, {
    total,
    limit: q.limit,
    keyOf: (item) => [keys.get(item.id)!, item.id],
  });
}

/** Names of the cities any stop of a request of that type (in the caller's scope) goes through, sorted. */
export async function requestCityNames(db: Db, caller: Caller, type: RequestType): Promise<string[]> {
  const scope = countryScope(caller);
  const rows = await db
    .selectDistinct({ name: cities.name })
    .from(cities)
    .where(
      and(
        scope === null ? undefined : eq(cities.countryId, scope),
        sql`exists (select 1 from ${requestCities} join ${requests} on ${requests.id} = ${requestCities.requestId}
                    where ${requestCities.cityId} = ${cities.id} and ${requests.type} = ${type})`,
      ),
    )
    .orderBy(asc(cities.name));
  return rows.map((r) => r.name);
}
