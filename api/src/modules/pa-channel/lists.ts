// The PA's lists: open requests in its cities (with offered and fit), its offers, its assignments. Each is a
// keyset page of ids (limit, cursor, X-Total-Count) whose items are the request list items of the requests area.
// The routes' answer schemas cut them to what a PA may read (contracts/pa.ts): before the assignment neither the
// customer's identity nor price, on its assignments the customer's name and referents. Fields are named there, not
// removed here, so a field the list item gains later stays on the server.
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  awaitsAssignment,
  DEFAULT_NO_SHOW_WAIT_MINUTES,
  fromStatuses,
  STAFFED_STATUSES,
  type OpenRequestItem,
  type PaAssignmentItem,
  type PaOfferItem,
  type PaOfferState,
  type RequestListItem,
  type paAssignmentsQuerySchema,
  type paListQuerySchema,
} from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { paOffers, requests } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { listItemsByIds } from '../requests/list/list-item-sql.ts';
import { AVAILABLE_RESPONSES } from '../requests/assignment/offers.ts';
import { fitOf } from '../requests/assignment/fit.ts';
import { clashesOf } from '../requests/assignment/busy.ts';
import { WITHDRAWN_RESPONSE } from './offers.ts';
import { callingPa, dayDetailsOf, inCitiesOf, keyText, needsOf, offeredIds } from './queries.ts';
import { fieldsOf, noShowWaitsOf } from './field-status.ts';
import { boardFlightsOf } from '../flights/board.ts';

type ListQuery = InferOutput<typeof paListQuerySchema>;

interface KeysetSpec {
  key: AnyPgColumn;
  id: AnyPgColumn;
  dir: 'asc' | 'desc';
}

/** One keyset page: `limit + 1` rows after the cursor, with the key each row's cursor is made of. */
async function keysetPage<R extends { id: number; key: string }>(
  select: (extra: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>,
  spec: KeysetSpec,
  query: ListQuery,
): Promise<R[]> {
  const after = decodeCursor(query.cursor, ['instant', 'id']);
  const cmp = spec.dir === 'asc' ? sql`>` : sql`<`;
  const extra = after
    ? sql`(${spec.key}, ${spec.id}) ${cmp} (${after[0]}::timestamptz, ${after[1]})`
    : undefined;
  const order = spec.dir === 'asc' ? [asc(spec.key), asc(spec.id)] : [desc(spec.key), desc(spec.id)];
  return select(extra, order, query.limit ? query.limit + 1 : 1_000_000);
}

/** A page of the requests matching `where` by start time (then id), with their count. */
async function requestsByStart(db: Db, where: SQL, dir: KeysetSpec['dir'], query: ListQuery) {
  const spec: KeysetSpec = { key: requests.startDatetime, id: requests.id, dir };
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(requests).where(where),
    keysetPage(
      (extra, order, limit) =>
        db
          .select({ id: requests.id, key: keyText(requests.startDatetime) })
          .from(requests)
          .where(and(where, extra))
          .orderBy(...order)
          .limit(limit),
      spec,
      query,
    ),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function openRequests(
  db: Db,
  caller: Caller,
  query: ListQuery,
  reply: FastifyReply,
): Promise<OpenRequestItem[]> {
  const pa = await callingPa(db, caller);
  const where = and(
    inArray(requests.status, [...fromStatuses('assign')]),
    gt(requests.startDatetime, new Date()),
    inCitiesOf(pa.id),
  )!;
  const { total, rows } = await requestsByStart(db, where, 'asc', query);
  const ids = rows.map((r) => r.id);
  const [items, needs, offered] = await Promise.all([
    listItemsByIds(db, ids),
    needsOf(db, ids),
    offeredIds(db, pa.id, ids),
  ]);
  const keys = new Map(rows.map((r) => [r.id, r.key]));
  const list = items.map((item) => ({
    ...item,
    offered: offered.has(item.id),
    fit: fitOf(needs.get(item.id)!, pa),
  }));
  return sendPage(reply, list, {
    total,
    limit: query.limit,
    keyOf: (i) => [keys.get(i.id)!, i.id],
  });
}

/** Offers the PA's list shows: live ones and withdrawn ones (a response only 'read' was never an offer). */
const LISTED_RESPONSES = [...AVAILABLE_RESPONSES, WITHDRAWN_RESPONSE];

/** Still open to an assignment: awaiting its PA, no PA yet, not started. */
const isOpen = (item: RequestListItem, now: Date) =>
  awaitsAssignment(item.status) &&
  item.personalAssistantId == null &&
  Date.parse(item.startDatetime) > now.getTime();

/** The periods (with their country, for the travel time) of the requests `ids`. */
async function periodsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: requests.id,
      startDatetime: requests.startDatetime,
      endDatetime: requests.endDatetime,
      countryId: requests.countryId,
    })
    .from(requests)
    .where(inArray(requests.id, [...ids]));
}

export async function myOffers(
  db: Db,
  caller: Caller,
  query: ListQuery,
  reply: FastifyReply,
): Promise<PaOfferItem[]> {
  const pa = await callingPa(db, caller);
  const where = and(eq(paOffers.paId, pa.id), inArray(paOffers.response, LISTED_RESPONSES))!;
  const spec: KeysetSpec = { key: paOffers.createdAt, id: paOffers.id, dir: 'desc' };
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(paOffers).where(where),
    keysetPage(
      (extra, order, limit) =>
        db
          .select({
            id: paOffers.id,
            key: keyText(paOffers.createdAt),
            requestId: paOffers.requestId,
            response: paOffers.response,
          })
          .from(paOffers)
          .where(and(where, extra))
          .orderBy(...order)
          .limit(limit),
      spec,
      query,
    ),
  ]);
  const items = new Map(
    (
      await listItemsByIds(
        db,
        rows.map((r) => r.requestId),
      )
    ).map((i) => [i.id, i]),
  );
  // Whether a live offer on a request still open overlaps one of the PA's assignments: the operators' busy rule.
  const now = new Date();
  const waiting = rows.filter((r) => {
    const item = items.get(r.requestId);
    return r.response !== WITHDRAWN_RESPONSE && item !== undefined && isOpen(item, now);
  });
  const clashes = await clashesOf(
    db,
    pa.id,
    await periodsOf(
      db,
      waiting.map((r) => r.requestId),
    ),
  );
  const stateOf = (response: string, item: RequestListItem): PaOfferState => {
    if (response === WITHDRAWN_RESPONSE) return 'withdrawn';
    if (item.personalAssistantId === pa.id) return 'mine';
    if (!isOpen(item, now)) return 'closed';
    return clashes.has(item.id) ? 'clashes' : 'waiting';
  };
  const list = rows.flatMap((r) => {
    const item = items.get(r.requestId);
    if (!item) return [];
    const state = stateOf(r.response, item);
    return [
      {
        id: r.id,
        key: r.key,
        requestId: r.requestId,
        response: r.response,
        offeredAt: `${r.key.slice(0, 23)}Z`,
        withdrawable: state !== 'withdrawn' && item.personalAssistantId == null,
        assignedToMe: item.personalAssistantId === pa.id,
        state,
        clashesWith: state === 'clashes' ? clashes.get(item.id)!.requestId : null,
        request: item,
      },
    ];
  });
  const page = sendPage(reply, list, {
    total: total?.n ?? 0,
    limit: query.limit,
    keyOf: (o) => [o.key, o.id],
  });
  return page.map(({ id: _id, key: _key, ...offer }) => offer);
}

export async function myAssignments(
  db: Db,
  caller: Caller,
  query: InferOutput<typeof paAssignmentsQuerySchema>,
  reply: FastifyReply,
): Promise<PaAssignmentItem[]> {
  const pa = await callingPa(db, caller);
  const now = new Date();
  const where = and(
    eq(requests.personalAssistantId, pa.id),
    inArray(requests.status, [...STAFFED_STATUSES]),
    query.period === 'past' ? lte(requests.endDatetime, now) : gt(requests.endDatetime, now),
  )!;
  const dir = query.period === 'past' ? 'desc' : 'asc';
  const { total, rows } = await requestsByStart(db, where, dir, query);
  const ids = rows.map((r) => r.id);
  const [items, day, fields, waits, flights] = await Promise.all([
    listItemsByIds(db, ids),
    dayDetailsOf(db, ids),
    fieldsOf(db, ids),
    noShowWaitsOf(db, ids),
    boardFlightsOf(db, ids),
  ]);
  const keys = new Map(rows.map((r) => [r.id, r.key]));
  const list = items.map((item) => ({
    ...item,
    assisted: day.assisted.get(item.id) ?? [],
    travels: day.travels.get(item.id) ?? [],
    field: fields.get(item.id)!,
    noShowWaitMinutes: waits.get(item.id) ?? DEFAULT_NO_SHOW_WAIT_MINUTES,
    ...(flights.has(item.id) ? { flight: flights.get(item.id)! } : {}),
  }));
  return sendPage(reply, list, {
    total,
    limit: query.limit,
    keyOf: (i) => [keys.get(i.id)!, i.id],
  });
}
