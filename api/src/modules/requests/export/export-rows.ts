// The rows of the Excel export: what the sheet shows of each request (RequestExportSource) read straight from the
// database, not whole list items. On 50,000 rows the list items' other columns and their instants written as text
// then parsed back were most of the export's time; instants come here as epoch milliseconds.
import { sql, type SQL } from 'drizzle-orm';
import { MAX_CULTURE_SLOTS, MAX_VEHICLE_SLOTS } from '@alfie/shared/contracts';
import type { RequestExportSource, RequestExportStop } from '@alfie/shared/contracts/request-export';
import type { DbOrTx } from '../../../db/client.ts';
import { groupBy, pageSelect, units, type RequestRow } from '../list/list-item-sql.ts';
import type { ListOrder } from '../list/list-order.ts';
import { preparedRows } from '../list/prepared.ts';

/** Epoch milliseconds, truncated as the list item's text is (to_char's MS), as a double (no numeric string). */
const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

/** The request's columns the sheet shows, its instants as epoch milliseconds. */
type Row = Pick<
  RequestRow,
  | 'id'
  | 'sort_key'
  | 'type'
  | 'status'
  | 'personal_assistant_id'
  | 'passengers'
  | 'cu_id'
  | 'business_name'
  | 'vat_code'
  | 'email'
  | 'required_vehicles'
  | 'required_cultures'
  | 'amount_cents'
  | 'pa_payment_cents'
  | 'currency_code'
> & { created: number; start: number; end: number };

interface StopRow {
  request_id: number;
  city: string;
  poi: string | null;
  street: string | null;
  street_number: string | null;
  postal_code: string | null;
  country: string;
  city_price_cents: number | null;
  poi_price_cents: number | null;
  flat_price: number | null;
}

interface ReferentRow {
  request_id: number;
  firstname: string;
  lastname: string;
  email: string;
}

const stopOf = (s: StopRow): RequestExportStop => ({
  city: s.city,
  poi: s.poi,
  street: s.street,
  streetNumber: s.street_number,
  postalCode: s.postal_code,
  country: s.country,
  cityPrice: units(s.city_price_cents),
  poiPrice: units(s.poi_price_cents),
  flatPrice: s.flat_price,
});

const referentOf = (f: ReferentRow) => ({ firstname: f.firstname, lastname: f.lastname, email: f.email });

/** The filled slots, as the list item's numbered fields hold them (requiredVehicle and 1..7, requiredCulture1..6). */
const filled = (slots: (string | null)[], count: number): string[] =>
  slots.slice(0, count).filter((v): v is string => !!v);

export interface ExportRow {
  source: RequestExportSource;
  id: number;
  /** The sorted value as text, for the keyset cursor (as listItemRows gives it). */
  key: string;
}

/** The export's rows of the requests matching `where` in `order`, `limit` at most: three queries whatever the size. */
export async function exportRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  order: ListOrder,
): Promise<ExportRow[]> {
  const page = pageSelect(where, limit, order);
  const rows = await preparedRows<Row>(
    db,
    sql`select r.id, page.sort_key, r.type, ${ms('r.create_date')} as created,
      ${ms('r.start_datetime')} as start, ${ms('r.end_datetime')} as end, r.status, r.personal_assistant_id,
      r.passengers, cu.id as cu_id, cu.business_name, cu.vat_code, cu.email, r.required_vehicles,
      r.required_cultures, r.amount_cents, r.pa_payment_cents, r.currency_code
    from (${page.ids}) page join requests r on r.id = page.id
    left join companies cu on cu.id = r.customer_id
    order by ${page.order}`,
  );
  if (rows.length === 0) return [];
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const [stops, refs] = await Promise.all([
    preparedRows<StopRow>(
      db,
      sql`select rc.request_id, c.name as city, p.name as poi, rc.street, rc.street_number, rc.postal_code,
        co.name as country, rc.city_price_cents, rc.poi_price_cents, rc.flat_price::float8 as flat_price
      from request_cities rc join cities c on c.id = rc.city_id join countries co on co.id = c.country_id
      left join pois p on p.id = rc.poi_id
      where rc.request_id = any(${ids}::int[])
      order by rc.request_id, rc.order_index`,
    ),
    preparedRows<ReferentRow>(
      db,
      sql`select f.request_id, f.firstname, f.lastname, f.email from referents f
      where f.request_id = any(${ids}::int[]) order by f.request_id, f.id`,
    ),
  ]);
  const stopsById = groupBy(stops, stopOf);
  const refsById = groupBy(refs, referentOf);
  return rows.map((r) => ({
    id: r.id,
    key: r.sort_key ?? '',
    source: {
      id: r.id,
      type: r.type,
      status: r.status,
      createDate: new Date(r.created),
      startDatetime: new Date(r.start),
      endDatetime: new Date(r.end),
      cities: stopsById.get(r.id) ?? [],
      customers:
        r.cu_id === null ? null : { businessName: r.business_name, vatCode: r.vat_code, email: r.email },
      referents: refsById.get(r.id) ?? [],
      amount: units(r.amount_cents),
      paPaymentAmount: units(r.pa_payment_cents),
      currencyCode: r.currency_code,
      passengers: r.passengers,
      vehicles: filled(r.required_vehicles, MAX_VEHICLE_SLOTS + 1),
      cultures: filled(r.required_cultures, MAX_CULTURE_SLOTS),
      personalAssistantId: r.personal_assistant_id,
    },
  }));
}
