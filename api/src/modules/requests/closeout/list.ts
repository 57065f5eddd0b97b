// The operators' closeout list (GET /request/alfie/closeout): services whose end has passed or whose PA reported them
// ended, in the caller's country scope, by end date range and closeout state, latest end first, paged like the
// other lists.
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { closeoutStateOf, type CloseoutItem, type CloseoutState } from '@alfie/shared/contracts';
import { companies, fieldReports, personalAssistants, requests } from '../../../db/schema.ts';
import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../auth/caller.ts';
import { countryScope } from '../../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../../lib/paging.ts';
import { closeoutRowWhere, closeoutStateWhere, factsOf } from './settlement.ts';
import { reportedEndedWhere } from '../lifecycle/reported-end.ts';

export interface CloseoutQuery {
  from: string;
  to: string;
  state: '' | CloseoutState;
  limit?: number | undefined;
  cursor?: string | undefined;
}

const DAY_MS = 86_400_000;

function whereOf(db: Db, caller: Caller, query: CloseoutQuery, now: Date): SQL {
  const scope = countryScope(caller);
  return and(
    or(lte(requests.endDatetime, now), reportedEndedWhere(db, now)),
    query.state === '' ? closeoutRowWhere : closeoutStateWhere(query.state),
    scope === null ? undefined : eq(requests.countryId, scope),
    query.from ? gte(requests.endDatetime, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(requests.endDatetime, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
  )!;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function closeoutList(
  db: Db,
  caller: Caller,
  query: CloseoutQuery,
  now: Date,
  reply: FastifyReply,
): Promise<CloseoutItem[]> {
  const where = whereOf(db, caller, query, now);
  const after = decodeCursor(query.cursor, ['instant', 'id']);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(where);
  const base = db
    .select({
      r: requests,
      customerName: companies.businessName,
      paFirst: personalAssistants.firstname,
      paLast: personalAssistants.lastname,
      city: sql<string | null>`(select c.name from request_cities rc join cities c on c.id = rc.city_id
        where rc.request_id = ${requests.id} order by rc.order_index limit 1)`,
      reportedEnd: sql<Date | null>`(select ${fieldReports.at} from ${fieldReports}
        where ${fieldReports.requestId} = ${requests.id} and ${fieldReports.status} = 'ended' limit 1)`.mapWith(
        fieldReports.at,
      ),
    })
    .from(requests)
    .leftJoin(companies, eq(companies.id, requests.customerId))
    .leftJoin(personalAssistants, eq(personalAssistants.id, requests.personalAssistantId))
    .where(
      after
        ? and(where, sql`(${requests.endDatetime}, ${requests.id}) < (${new Date(after[0])}, ${after[1]})`)
        : where,
    )
    .orderBy(desc(requests.endDatetime), desc(requests.id))
    .$dynamic();
  const rows = await (query.limit === undefined ? base : base.limit(query.limit + 1));
  const items = rows.map(({ r, customerName, paFirst, paLast, city, reportedEnd }) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    state: closeoutStateOf(factsOf(r))!,
    customerName,
    paName: paFirst === null ? null : `${paFirst} ${paLast ?? ''}`.trim(),
    city,
    startDatetime: r.startDatetime.toISOString(),
    endDatetime: r.endDatetime.toISOString(),
    actualEndDatetime: iso(r.actualEndDatetime),
    reportedEnd: iso(reportedEnd),
    currencyCode: r.currencyCode,
    amount: r.amountCents,
    finalAmount: r.finalAmountCents,
    captured: r.capturedCents,
    owed: r.owedCents,
    paDue: r.paDueCents ?? r.paPaymentCents,
    serviceConfirmedAt: iso(r.serviceConfirmedAt),
    paPaymentInstant: iso(r.paPaymentInstant),
    owedWrittenOffAt: iso(r.owedWrittenOffAt),
    owedWriteOffReason: r.owedWriteOffReason,
  }));
  return sendPage(reply, items, {
    total: count?.n ?? 0,
    limit: query.limit,
    keyOf: (row) => [row.endDatetime, row.id],
  });
}
