// The operators' request dashboards: GET active-requests (filters, country scope, server-side sort, keyset paging
// that follows the sort) and the departure cities of requests-cities. A page costs a count and the page's rows (list-item-sql.ts), or a cache hit.
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  parseItalianDateTime,
  type activeRequestsQuerySchema,
  type RequestType,
} from '@alfie/shared/contracts';
import type { Db } from '../../../db/client.ts';
import { cities, requestCities, requests } from '../../../db/schema.ts';
import { countryScope, type Caller } from '../../../auth/caller.ts';
import { httpError } from '../../../lib/http-error.ts';
import { pageOf } from '../../../lib/paging.ts';
import { itemRows } from './list-item-sql.ts';
import { afterCursor, cursorKey } from './list-order.ts';
import { preparedRows } from './prepared.ts';
import { requestsDataVersion, VersionedCache, type CachedAnswer } from '../versioned-cache.ts';
import { encodedAnswer } from '../../../lib/encoded-answer.ts';

export type ActiveRequestsQuery = InferOutput<typeof activeRequestsQuerySchema>;

/** A dashboard page as it is kept: the JSON array and its headers. */
export interface CachedPage extends CachedAnswer {
  total: number;
  nextCursor: string | null;
}

/** The dashboards' pages, 64 MB at most per process. */
export const pageCache = () => new VersionedCache<CachedPage>(64 * 1024 * 1024);

/** A request's departure, the stop the dashboard's "place of departure" column shows. */
const departureStop = sql`${requestCities.orderIndex} = 0`;

/**
 * The WHERE of the dashboard: type, status, departure in the city, service start at or after startdate (the
 * "date of assignment" column: it hides past services and keeps every future one), country scope.
 */
export function dashboardWhere(
  caller: Caller,
  q: Pick<ActiveRequestsQuery, 'type' | 'status' | 'city' | 'startdate'>,
): SQL | undefined {
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
    since ? gte(requests.startDatetime, since) : undefined,
    scope === null ? undefined : eq(requests.countryId, scope),
    city
      ? sql`${requests.id} in (select ${requestCities.requestId} from ${requestCities}
              where ${departureStop}
                and ${requestCities.cityId} in (select ${cities.id} from ${cities} where lower(${cities.name}) = lower(${city})))`
      : undefined,
  );
}

/**
 * The page as a UTF-8 JSON array, with X-Total-Count and X-Next-Cursor; from `cache` while the data is unchanged,
 * compressed once for all the callers of a kept page.
 */
export async function listActiveRequests(
  db: Db,
  cache: VersionedCache<CachedPage>,
  caller: Caller,
  q: ActiveRequestsQuery,
  reply: FastifyReply,
): Promise<Buffer> {
  const version = await requestsDataVersion(db);
  const key = JSON.stringify([
    countryScope(caller),
    q.type,
    q.status,
    q.city.trim().toLowerCase(),
    q.startdate.trim(),
    q.sort,
    q.order,
    q.limit ?? null,
    q.cursor ?? null,
  ]);
  // Only valid queries are ever kept, so a hit needs no parsing (a malformed date is refused on its miss). Callers
  // missing the same page at once share its build (versioned-cache.ts).
  const build = () => buildPage(db, dashboardWhere(caller, q), q);
  const page = version === null ? await build() : await cache.getOrBuild(version, key, build);
  reply.header('X-Total-Count', String(page.total));
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  reply.type('application/json; charset=utf-8');
  return version === null ? page.body : encodedAnswer(reply, page);
}

/** A count and the page's items (list-item-sql.ts), as the UTF-8 JSON the cache keeps. */
async function buildPage(db: Db, filters: SQL | undefined, q: ActiveRequestsQuery): Promise<CachedPage> {
  // The cursor keeps the sorted value exactly (instants with microseconds), so the keyset comparison can use the
  // index of the default order as is.
  const after = afterCursor(q, q.cursor);
  const where = after ? and(filters, after) : filters;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    preparedRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from requests ${filters ? sql`where ${filters}` : sql``}`,
    ),
    // The one extra row (limit + 1) only tells that another page follows.
    itemRows(db, where, q.limit ? q.limit + 1 : 1_000_000, q),
  ]);
  const { page, nextCursor } = pageOf(rows, { limit: q.limit, keyOf: (r) => cursorKey(q, r.key, r.id) });
  return { body: Buffer.from(`[${page.map((r) => r.item).join(',')}]`, 'utf8'), total, nextCursor };
}

/** Names of the cities requests of that type (in the caller's scope) depart from, sorted: what the filter matches. */
export async function requestCityNames(db: Db, caller: Caller, type: RequestType): Promise<string[]> {
  const scope = countryScope(caller);
  const rows = await db
    .selectDistinct({ name: cities.name })
    .from(cities)
    .where(
      and(
        scope === null ? undefined : eq(cities.countryId, scope),
        sql`exists (select 1 from ${requestCities} join ${requests} on ${requests.id} = ${requestCities.requestId}
                    where ${requestCities.cityId} = ${cities.id} and ${departureStop} and ${requests.type} = ${type})`,
      ),
    )
    .orderBy(asc(cities.name));
  return rows.map((r) => r.name);
}
