// The order of the request dashboards (query `sort` and `order`, docs/product.md default createDate newest first) and the
// keyset cursor that follows it: the whole filtered list is ordered by PostgreSQL, never just the loaded page.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestSort, SortOrder } from '@alfie/shared/contracts';
import { httpError } from '../../../lib/http-error.ts';
import { decodeCursor } from '../../../lib/paging.ts';

/** Instants as sortable text with microseconds, so a cursor compares exactly with the column. */
const instantKey = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

interface SortColumn {
  /** The value ordered by, written against the table `requests`; never null, so the keyset comparison holds. */
  value: SQL;
  /** The value as the text kept in the cursor. */
  key: SQL;
  /** How the cursor's text is read back. */
  cast: 'timestamptz' | 'text';
  /** The cursor's text is refused unless it has this shape (a cursor of another sort is a 400, never a 500). */
  shape: RegExp;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ANY_TEXT = /^[\s\S]{0,200}$/;

// Text sorts ignore case, as the city filter does; a request without a departure or a company sorts as ''.
const departureCity = sql`coalesce((select lower(c.name) from request_cities rc join cities c on c.id = rc.city_id
  where rc.request_id = requests.id and rc.order_index = 0), '')`;
const customerName = sql`coalesce((select lower(cu.business_name) from companies cu
  where cu.id = requests.customer_id), '')`;

const COLUMNS: Record<RequestSort, SortColumn> = {
  createDate: {
    value: sql`requests.create_date`,
    key: instantKey('requests.create_date'),
    cast: 'timestamptz',
    shape: INSTANT,
  },
  startDatetime: {
    value: sql`requests.start_datetime`,
    key: instantKey('requests.start_datetime'),
    cast: 'timestamptz',
    shape: INSTANT,
  },
  departure: { value: departureCity, key: departureCity, cast: 'text', shape: ANY_TEXT },
  customer: { value: customerName, key: customerName, cast: 'text', shape: ANY_TEXT },
  status: { value: sql`requests.status`, key: sql`requests.status`, cast: 'text', shape: ANY_TEXT },
};

export interface ListOrder {
  sort: RequestSort;
  order: SortOrder;
}

/**
 * `value dir, id dir`: the id breaks ties, so every row has one place and paging neither skips nor repeats. The
 * nulls go where the indexes keep them (drizzle's `.desc()` is DESC NULLS LAST, read backwards ASC NULLS FIRST):
 * PostgreSQL's default (DESC NULLS FIRST) would not match them, so a filtered page sorted every matching row instead
 * of reading the first ones from requests_type_country_created_idx.
 * No value ordered by is ever null, so the answer is the same.
 */
export function orderBy(o: ListOrder): SQL {
  const dir = sql.raw(o.order === 'desc' ? 'desc nulls last' : 'asc nulls first');
  return sql`${COLUMNS[o.sort].value} ${dir}, requests.id ${dir}`;
}

/** The selected columns a page needs: the value (to order the page again) and its cursor text. */
export function sortColumns(o: ListOrder): SQL {
  const c = COLUMNS[o.sort];
  return sql`${c.value} as sort_value, ${c.key} as sort_key`;
}

/** The cursor of a row: its sort and direction, its key and its id. */
export function cursorKey(o: ListOrder, key: string, id: number): [string, string, number] {
  return [`${o.sort}.${o.order}`, key, id];
}

/** The rows after the cursor's row in this order; a cursor of another order or a tampered one is a 400. */
export function afterCursor(o: ListOrder, cursor: string | undefined): SQL | undefined {
  const after = decodeCursor(cursor, ['text', 'text', 'id']);
  if (!after) return undefined;
  const [tag, key, id] = after;
  const c = COLUMNS[o.sort];
  if (
    tag !== `${o.sort}.${o.order}` ||
    typeof key !== 'string' ||
    !c.shape.test(key) ||
    !Number.isInteger(id)
  )
    throw httpError(400, 'INVALID.INPUT', { cursor: 'INVALID.VALUE' });
  const bound = sql`(${key}::${sql.raw(c.cast)}, ${id}::int)`;
  return o.order === 'desc'
    ? sql`(${c.value}, requests.id) < ${bound}`
    : sql`(${c.value}, requests.id) > ${bound}`;
}
