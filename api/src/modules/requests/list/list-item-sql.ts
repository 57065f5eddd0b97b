// The request list item of docs/product.md §3: PostgreSQL returns plain columns (the page joined with customer and
// country, then the stops and the referents of the page's ids) and Node assembles the objects and serializes them.
// PostgreSQL and Node share the same two cores, so the sum is what counts: building the JSON in PostgreSQL
// (json_build_object of ~45 keys, json_agg of the children, to_char) and passing its text through Node cost more in
// all than plain rows assembled in Node, for a page and for an unpaged list (docs/performance.md §9).
// Instants are written by to_char so both drivers return the same text (no Date parsing; the cursor key keeps
// the microseconds); money comes as integer cents and numerics as float8, so no driver returns a numeric string.
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_REQUEST_SORT,
  MAX_CULTURE_SLOTS,
  MAX_VEHICLE_SLOTS,
  type Referent,
  type RequestListItem,
  type RequestStop,
} from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedById, preparedRows } from './prepared.ts';
import { orderBy, sortColumns, type ListOrder } from './list-order.ts';

/** Instants as JavaScript's toISOString writes them. */
export const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A request's row as the list's statements select it. */
export interface RequestRow {
  id: number;
  u_id: string;
  type: RequestListItem['type'];
  /** create_date with microseconds; createDate is its first 23 characters. */
  created: string;
  /** The value the list is sorted by, as the keyset cursor keeps it (null for a single item). */
  sort_key: string | null;
  start_datetime: string;
  end_datetime: string;
  status: string;
  personal_assistant_id: number | null;
  passengers: number;
  cu_id: number | null;
  business_name: string;
  vat_code: string | null;
  email: string;
  services: string | null;
  service_notes: string | null;
  help_notes: string | null;
  required_vehicles: (string | null)[];
  required_cultures: (string | null)[];
  amount_cents: number;
  additional_details: string | null;
  pa_payment_cents: number;
  pa_payment_instant: string | null;
  currency_code: string;
  currency_symbol: string;
}

interface StopRow {
  request_id: number;
  city: string;
  poi: string | null;
  poi_id: number | null;
  street: string | null;
  poi_price_cents: number | null;
  city_price_cents: number | null;
  flat_price: number | null;
  street_number: string | null;
  postal_code: string | null;
  city_id: number;
  country_id: number;
  country: string;
  order_index: number;
}

interface ReferentRow extends Referent {
  request_id: number;
  id: number;
}

/**
 * `page` selects id, sort_value and sort_key of the requests to show; `order` orders them again here; `extra`
 * adds columns (`, expression as name`, written against `r`) for a caller that wants more in the same statement.
 */
const pageOf = (page: SQL, order: SQL, extra: SQL = sql``) => sql`
  select r.id, r.u_id, r.type, page.sort_key,
    to_char(r.create_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created,
    ${sql.raw(iso('r.start_datetime'))} as start_datetime, ${sql.raw(iso('r.end_datetime'))} as end_datetime,
    r.status, r.personal_assistant_id, r.passengers,
    cu.id as cu_id, cu.business_name, cu.vat_code, cu.email,
    r.services, r.service_notes, r.help_notes, r.required_vehicles, r.required_cultures,
    r.amount_cents, r.additional_details, r.pa_payment_cents,
    ${sql.raw(iso('r.pa_payment_instant'))} as pa_payment_instant,
    r.currency_code, k.currency_symbol${extra}
  from (${page}) page join requests r on r.id = page.id
  join countries k on k.id = r.country_id
  left join companies cu on cu.id = r.customer_id
  order by ${order}`;

/** The stops of the requests `where` picks (written against `rc`), as StopRow. */
const stopsWhere = (where: SQL) => sql`
  select rc.request_id, c.name as city, p.name as poi, rc.poi_id, rc.street, rc.poi_price_cents,
    rc.city_price_cents, rc.flat_price::float8 as flat_price, rc.street_number, rc.postal_code, rc.city_id,
    c.country_id, co.name as country, rc.order_index
  from request_cities rc join cities c on c.id = rc.city_id join countries co on co.id = c.country_id
  left join pois p on p.id = rc.poi_id
  where ${where}
  order by rc.request_id, rc.order_index`;

const referentsWhere = (where: SQL) => sql`
  select f.request_id, f.id, f.firstname, f.lastname, f.phone, f.mobile, f.email from referents f
  where ${where} order by f.request_id, f.id`;

/** The page's ids travel as one array literal, so each child query is a single prepared statement. */
const stopsOf = (ids: string) => stopsWhere(sql`rc.request_id = any(${ids}::int[])`);
const referentsOf = (ids: string) => referentsWhere(sql`f.request_id = any(${ids}::int[])`);

/** Rows of `query` as one JSON array column (`[]` when none), in `order` (written against `q`, the rows). */
export const jsonRows = (query: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(q order by ${order}), '[]') from (${query}) q)`;

/** Integer cents as currency units, the same double PostgreSQL's (cents / 100.0)::float8 gives. */
export const units = (cents: number | null) => (cents === null ? null : cents / 100);

function stopOf(s: StopRow): RequestStop {
  return {
    city: s.city,
    poi: s.poi,
    poiId: s.poi_id,
    street: s.street,
    poiPrice: units(s.poi_price_cents),
    cityPrice: units(s.city_price_cents),
    flatPrice: s.flat_price,
    streetNumber: s.street_number,
    postalCode: s.postal_code,
    cityId: s.city_id,
    countryId: s.country_id,
    country: s.country,
    orderIndex: s.order_index,
  };
}

const referentOf = (f: ReferentRow): Referent => ({
  firstname: f.firstname,
  lastname: f.lastname,
  phone: f.phone,
  mobile: f.mobile,
  email: f.email,
});

export function groupBy<R extends { request_id: number }, T>(rows: R[], map: (r: R) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.request_id);
    if (list) list.push(map(r));
    else out.set(r.request_id, [map(r)]);
  }
  return out;
}

// itemOf writes the slots out one by one; a change of their number must change it too.
if (MAX_VEHICLE_SLOTS !== 7 || MAX_CULTURE_SLOTS !== 6) throw new Error('itemOf: update the required slots');

/** One object literal of a fixed shape: V8 keeps it a fast object, which JSON.stringify writes several times faster. */
function itemOf(r: RequestRow, cities: RequestStop[], referents: Referent[]): RequestListItem {
  const v = r.required_vehicles;
  const c = r.required_cultures;
  return {
    id: r.id,
    uId: r.u_id,
    type: r.type,
    createDate: r.created.slice(0, 23),
    startDatetime: r.start_datetime,
    endDatetime: r.end_datetime,
    status: r.status,
    personalAssistantId: r.personal_assistant_id,
    passengers: r.passengers,
    cities,
    customers:
      r.cu_id === null
        ? null
        : { id: r.cu_id, businessName: r.business_name, vatCode: r.vat_code, email: r.email },
    services: r.services,
    serviceNotes: r.service_notes,
    helpNotes: r.help_notes,
    requiredVehicle: v[0] ?? null,
    requiredVehicle1: v[1] ?? null,
    requiredVehicle2: v[2] ?? null,
    requiredVehicle3: v[3] ?? null,
    requiredVehicle4: v[4] ?? null,
    requiredVehicle5: v[5] ?? null,
    requiredVehicle6: v[6] ?? null,
    requiredVehicle7: v[7] ?? null,
    requiredCulture1: c[0] ?? null,
    requiredCulture2: c[1] ?? null,
    requiredCulture3: c[2] ?? null,
    requiredCulture4: c[3] ?? null,
    requiredCulture5: c[4] ?? null,
    requiredCulture6: c[5] ?? null,
    amount: units(r.amount_cents),
    additionalDetails: r.additional_details,
    paPaymentAmount: units(r.pa_payment_cents),
    paPaymentInstant: r.pa_payment_instant,
    referents,
    currencyCode: r.currency_code,
    currencySymbol: r.currency_symbol,
  };
}

interface Item {
  item: RequestListItem;
  id: number;
  key: string | null;
}

/** The items of the requests `page` selects, in `order`: three queries whatever the size. */
async function itemsOf(db: DbOrTx, page: SQL, order: SQL): Promise<Item[]> {
  const rows = await preparedRows<RequestRow>(db, pageOf(page, order));
  if (rows.length === 0) return [];
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const [stops, refs] = await Promise.all([
    preparedRows<StopRow>(db, stopsOf(ids)),
    preparedRows<ReferentRow>(db, referentsOf(ids)),
  ]);
  const stopsById = groupBy(stops, stopOf);
  const refsById = groupBy(refs, referentOf);
  return rows.map((r) => ({
    item: itemOf(r, stopsById.get(r.id) ?? [], refsById.get(r.id) ?? []),
    id: r.id,
    key: r.sort_key,
  }));
}

export interface ItemRow {
  /** The list item as JSON text. */
  item: string;
  id: number;
  /** The sorted value as text (create_date with microseconds by default), for the keyset cursor. */
  key: string;
}

/**
 * A page of the requests matching `where` (written against the table `requests`) in `order`: `ids` selects their
 * id, sort_value and sort_key, to be joined as `page`; `order` orders the joined rows again (written against `page`
 * and `r`, the request).
 */
export function pageSelect(
  where: SQL | undefined,
  limit: number,
  order: ListOrder,
): { ids: SQL; order: SQL } {
  const dir = sql.raw(order.order);
  return {
    ids: sql`select requests.id, ${sortColumns(order)} from requests ${where ? sql`where ${where}` : sql``}
      order by ${orderBy(order)} limit ${limit}`,
    order: sql`page.sort_value ${dir}, r.id ${dir}`,
  };
}

/**
 * The items of the requests matching `where` (written against the table `requests`) in `order` (newest first
 * by default), as objects. `where` and the order use the table's own name so drizzle's column references apply.
 */
export async function listItemRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  order: ListOrder = DEFAULT_REQUEST_SORT,
): Promise<(Omit<ItemRow, 'item'> & { item: RequestListItem })[]> {
  const page = pageSelect(where, limit, order);
  const items = await itemsOf(db, page.ids, page.order);
  return items.map((i) => ({ item: i.item, id: i.id, key: i.key ?? '' }));
}

/** listItemRows with each item as JSON text (the dashboards' pages). */
export async function itemRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  order: ListOrder = DEFAULT_REQUEST_SORT,
): Promise<ItemRow[]> {
  const rows = await listItemRows(db, where, limit, order);
  return rows.map((r) => ({ item: JSON.stringify(r.item), id: r.id, key: r.key }));
}

/**
 * A request's list item and the `extra` columns (`, expression as name`, written against `r`, the request) in a
 * single prepared statement: its stops and referents come as JSON columns, so a detail costs one round trip.
 * The row travels as one JSON value (row_to_json, the same values and types): node-postgres sets up a parser
 * and a key per column on every call, which for the detail's 33 columns cost ~7% of the API's CPU on
 * request-detail; PostgreSQL's CPU per call did not move measurably.
 */
export function itemWithStatement<E extends object>(
  extra: SQL,
): (db: DbOrTx, id: number) => Promise<{ item: RequestListItem; extra: E } | null> {
  const rows = preparedById<{ d: RequestRow & E & { stops: StopRow[]; refs: ReferentRow[] } }>(
    (id) =>
      sql`select row_to_json(d) as d from (${pageOf(
        sql`select ${id}::int as id, null::text as sort_key`,
        sql`r.id`,
        sql`, ${jsonRows(stopsWhere(sql`rc.request_id = r.id`), sql`q.order_index`)} as stops,
        ${jsonRows(referentsWhere(sql`f.request_id = r.id`), sql`q.id`)} as refs ${extra}`,
      )}) d`,
  );
  return async (db, id) => {
    const row = (await rows(db, id))[0]?.d;
    if (!row) return null;
    return { item: itemOf(row, row.stops.map(stopOf), row.refs.map(referentOf)), extra: row };
  };
}

const itemById = itemWithStatement(sql``);

export async function listItemById(db: DbOrTx, id: number): Promise<RequestListItem | null> {
  return (await itemById(db, id))?.item ?? null;
}

/** The list items of these requests, in the order of `ids` (other areas build their own pages of ids). */
export async function listItemsByIds(db: DbOrTx, ids: readonly number[]): Promise<RequestListItem[]> {
  if (ids.length === 0) return [];
  const items = await itemsOf(
    db,
    sql`select unnest(${`{${ids.join(',')}}`}::int[]) as id, null::text as sort_key`,
    sql`r.id`,
  );
  const byId = new Map(items.map((i) => [i.id, i.item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
