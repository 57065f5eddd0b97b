// The request list item of SPEC section 3, built by PostgreSQL as JSON text in the same query that picks the page:
// one round trip per page, no per-row queries, and Node passes the text through instead of mapping and
// serializing thousands of objects. Keys and formats are those of RequestListItem (contracts/types.ts).
import { sql, type SQL } from 'drizzle-orm';
import { MAX_CULTURE_SLOTS, MAX_VEHICLE_SLOTS, type RequestListItem } from '@alfie/shared/contracts';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { preparedRows } from './prepared.ts';

/** Instants as JavaScript's toISOString writes them; createDate without the zone suffix, as older clients read it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const utcWithoutZone = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;
const units = (column: string) => `(${column} / 100.0)::float8`;

const slots = [
  `'requiredVehicle', r.required_vehicles[1]`,
  ...Array.from(
    { length: MAX_VEHICLE_SLOTS },
    (_, i) => `'requiredVehicle${i + 1}', r.required_vehicles[${i + 2}]`,
  ),
  ...Array.from(
    { length: MAX_CULTURE_SLOTS },
    (_, i) => `'requiredCulture${i + 1}', r.required_cultures[${i + 1}]`,
  ),
].join(', ');

/** json_build_object of one request row `r` with its stops `st`, referents `rf`, customer `cu` and country `k`. */
const ITEM = sql.raw(`json_build_object(
  'id', r.id, 'uId', r.u_id, 'type', r.type,
  'createDate', ${utcWithoutZone('r.create_date')},
  'startDatetime', ${iso('r.start_datetime')}, 'endDatetime', ${iso('r.end_datetime')},
  'status', r.status, 'personalAssistantId', r.personal_assistant_id, 'passengers', r.passengers,
  'cities', coalesce(st.list, '[]'::json),
  'customers', case when cu.id is null then null else json_build_object('id', cu.id,
               'businessName', cu.business_name, 'vatCode', cu.vat_code, 'email', cu.email) end,
  'services', r.services, 'serviceNotes', r.service_notes, 'helpNotes', r.help_notes,
  ${slots},
  'amount', ${units('r.amount_cents')}, 'additionalDetails', r.additional_details,
  'paPaymentAmount', ${units('r.pa_payment_cents')}, 'paPaymentInstant', ${iso('r.pa_payment_instant')},
  'referents', coalesce(rf.list, '[]'::json),
  'currencyCode', r.currency_code, 'currencySymbol', k.currency_symbol
)::text`);

/**
 * The page's stops and referents are aggregated once per child table (grouped by request) and joined, rather
 * than one subquery per row: a few hash joins whatever the page size.
 */
const itemsOf = (page: SQL) => sql`
  with page as (${page}),
  st as (
    select rc.request_id, json_agg(json_build_object(
      'city', c.name, 'poi', p.name, 'poiId', rc.poi_id, 'street', rc.street,
      'poiPrice', ${sql.raw(units('rc.poi_price_cents'))}, 'cityPrice', ${sql.raw(units('rc.city_price_cents'))},
      'flatPrice', rc.flat_price::float8, 'streetNumber', rc.street_number, 'postalCode', rc.postal_code,
      'cityId', rc.city_id, 'countryId', c.country_id, 'country', co.name, 'orderIndex', rc.order_index
    ) order by rc.order_index) as list
    from request_cities rc join page on page.id = rc.request_id join cities c on c.id = rc.city_id
    join countries co on co.id = c.country_id left join pois p on p.id = rc.poi_id
    group by rc.request_id),
  rf as (
    select f.request_id, json_agg(json_build_object('firstname', f.firstname, 'lastname', f.lastname,
      'phone', f.phone, 'mobile', f.mobile, 'email', f.email) order by f.id) as list
    from referents f join page on page.id = f.request_id group by f.request_id)
  select ${ITEM} as item, r.id,
    to_char(r.create_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
  from page join requests r on r.id = page.id
  join countries k on k.id = r.country_id
  left join companies cu on cu.id = r.customer_id
  left join st on st.request_id = r.id left join rf on rf.request_id = r.id
  order by r.create_date desc nulls last, r.id desc nulls last`;

export interface ItemRow {
  /** The list item as JSON text. */
  item: string;
  id: number;
  /** create_date with microseconds, for the keyset cursor. */
  key: string;
}

/**
 * The items of the requests matching `where` (written against the table `requests`), newest first.
 * `where` and the order use the table's own name so drizzle's column references apply as they are.
 */
export function itemRows(db: DbOrTx, where: SQL | undefined, limit: number): Promise<ItemRow[]> {
  return preparedRows<ItemRow>(
    db,
    itemsOf(sql`select requests.id from requests ${where ? sql`where ${where}` : sql``}
      order by requests.create_date desc nulls last, requests.id desc nulls last limit ${limit}`),
  );
}

export async function listItemById(db: DbOrTx, id: number): Promise<RequestListItem | null> {
  const [row] = await rowsOf<ItemRow>(db, itemsOf(sql`select ${id}::int as id`));
  return row ? (JSON.parse(row.item) as RequestListItem) : null;
}
