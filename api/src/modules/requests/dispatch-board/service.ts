// The dispatch board's two reads, one statement each, both found through the GiST index on the service period
// (requests_period_idx, migration 0014): the PAs with their staffed requests overlapping the range, and the requests
// of the range still waiting for a PA. Both are limited to the caller's country scope.
import { sql, type SQL } from 'drizzle-orm';
import {
  REQUEST_STATUSES,
  STAFFED_STATUSES,
  awaitsAssignment,
  isAtRisk,
  type FieldStatus,
} from '@alfie/shared/contracts';
import {
  isUrgent,
  type DispatchAssignment,
  type DispatchBoard,
  type DispatchFlight,
  type DispatchPa,
  type DispatchRequest,
  type UnassignedRequest,
} from '@alfie/shared/contracts/dispatch-board';
import type { DispatchBoardQuery } from '@alfie/shared/contracts/schemas/dispatch-board';
import { rowsOf, type DbOrTx } from '../../../db/client.ts';
import { countryScope, type Caller } from '../../../auth/caller.ts';
import { AVAILABLE_RESPONSES } from '../assignment/offers.ts';
import { boardFlightsOf, flagFlightRisks, flightAlarms } from '../../flights/board.ts';

const AWAITING_STATUSES = REQUEST_STATUSES.filter((s) => awaitsAssignment(s));

interface RequestRow {
  id: number;
  type: string;
  status: string;
  start_datetime: Date | string;
  end_datetime: Date | string;
  city: string;
  place: string | null;
  customer: string | null;
}
interface PaRow extends Omit<RequestRow, 'id'> {
  pa_id: number;
  firstname: string;
  lastname: string;
  mobile: string | null;
  id: number | null;
  /** The service's field reports' statuses, in the order recorded (null without any). */
  field: FieldStatus[] | null;
}

interface Urgency {
  hours: number;
  atRiskMinutes: number;
  now: Date;
}
interface UnassignedRow extends RequestRow {
  offers: number;
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((s) => sql`${s}`),
    sql`, `,
  );
const iso = (value: Date | string) => new Date(value).toISOString();

/** The requests whose service overlaps [from, to), in the caller's scope: the index's condition. */
function inRange(query: DispatchBoardQuery, scope: number | null): SQL {
  const period = sql`tstzrange(r.start_datetime, r.end_datetime) && tstzrange(${iso(query.from)}::timestamptz, ${iso(query.to)}::timestamptz)`;
  return scope === null ? period : sql`${period} and r.country_id = ${scope}`;
}

/** The departure (first stop): its city, and the point of interest or else the street. */
const DEPARTURE = sql`left join lateral (
    select c.name as city, coalesce(po.name, rc.street) as place
    from request_cities rc join cities c on c.id = rc.city_id left join pois po on po.id = rc.poi_id
    where rc.request_id = r.id order by rc.order_index limit 1) d on true
  left join companies cu on cu.id = r.customer_id`;

const requestOf = (r: RequestRow & { id: number }): DispatchRequest => ({
  id: Number(r.id),
  type: r.type,
  status: r.status,
  startDatetime: iso(r.start_datetime),
  endDatetime: iso(r.end_datetime),
  city: r.city ?? '',
  place: r.place,
  customer: r.customer,
});

function assignmentOf(
  row: PaRow & { id: number },
  urgency: Urgency,
  flight: DispatchFlight | undefined,
): DispatchAssignment {
  const item = requestOf(row);
  const done = row.field ?? [];
  // A tracked flight moves the meeting the PA must be at; the booked end stays.
  const start = new Date(flight?.meetingAt ?? item.startDatetime);
  const service = { start, end: new Date(item.endDatetime) };
  return {
    ...item,
    ...(flight ? { flight } : {}),
    field: done.at(-1) ?? null,
    atRisk: isAtRisk(service, done, urgency.atRiskMinutes, urgency.now),
  };
}

/** Approved PAs of the scope (free ones too, they are who can be sent) plus any PA staffed in the scope's range. */
async function pasWithAssignments(
  db: DbOrTx,
  query: DispatchBoardQuery,
  scope: number | null,
  urgency: Urgency,
) {
  const rows = await rowsOf<PaRow>(
    db,
    sql`with staffed as (
        select r.id, r.type, r.status, r.start_datetime, r.end_datetime, r.personal_assistant_id,
          d.city, d.place, cu.business_name as customer
        from requests r ${DEPARTURE}
        where ${inRange(query, scope)} and r.status in (${listOf(STAFFED_STATUSES)})
          and r.personal_assistant_id is not null)
      select p.id as pa_id, p.firstname, p.lastname, p.mobile, s.id, s.type, s.status, s.start_datetime,
        s.end_datetime, s.city, s.place, s.customer,
        (select array_agg(f.status order by f.id) from field_reports f where f.request_id = s.id) as field
      from personal_assistants p left join staffed s on s.personal_assistant_id = p.id
      where s.id is not null
        or (p.status = 'approved' ${scope === null ? sql`` : sql`and p.country_id = ${scope}`})
      order by p.lastname, p.firstname, p.id, s.start_datetime, s.id`,
  );
  const flights = await boardFlightsOf(
    db,
    rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])),
  );
  const pas: DispatchPa[] = [];
  for (const row of rows) {
    let pa = pas.at(-1);
    if (pa?.id !== Number(row.pa_id)) {
      pa = {
        id: Number(row.pa_id),
        firstname: row.firstname,
        lastname: row.lastname,
        mobile: row.mobile,
        assignments: [],
      };
      pas.push(pa);
    }
    if (row.id !== null)
      pa.assignments.push(assignmentOf({ ...row, id: row.id }, urgency, flights.get(Number(row.id))));
  }
  for (const pa of pas) flagFlightRisks(pa.assignments);
  return pas;
}

async function unassignedRequests(
  db: DbOrTx,
  query: DispatchBoardQuery,
  scope: number | null,
  urgency: Urgency,
): Promise<UnassignedRequest[]> {
  const rows = await rowsOf<UnassignedRow>(
    db,
    sql`select r.id, r.type, r.status, r.start_datetime, r.end_datetime, d.city, d.place,
        cu.business_name as customer,
        (select count(*)::int from pa_offers o where o.request_id = r.id
          and o.response in (${listOf(AVAILABLE_RESPONSES)})) as offers
      from requests r ${DEPARTURE}
      where ${inRange(query, scope)} and r.status in (${listOf(AWAITING_STATUSES)})
        and r.personal_assistant_id is null
      order by r.start_datetime, r.id`,
  );
  const flights = await boardFlightsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) => {
    const item = requestOf(row);
    const flight = flights.get(item.id);
    return {
      ...item,
      ...(flight ? { flight } : {}),
      offers: Number(row.offers),
      // Urgent by the meeting a tracked flight moved: the PA to be found must be there then. A cancelled or
      // diverted flight is urgent however far the service is, as it is on an assigned one: the operators call.
      urgent:
        isUrgent(
          { ...item, startDatetime: flight?.meetingAt ?? item.startDatetime },
          urgency.hours,
          urgency.now,
        ) ||
        (flightAlarms(flight) && new Date(item.endDatetime) > urgency.now),
    };
  });
}

export async function dispatchBoard(
  db: DbOrTx,
  caller: Caller,
  query: DispatchBoardQuery,
  urgency: Urgency,
): Promise<DispatchBoard> {
  const scope = countryScope(caller);
  const [pas, unassigned] = await Promise.all([
    pasWithAssignments(db, query, scope, urgency),
    unassignedRequests(db, query, scope, urgency),
  ]);
  return {
    from: iso(query.from),
    to: iso(query.to),
    now: urgency.now.toISOString(),
    urgentHours: urgency.hours,
    atRiskMinutes: urgency.atRiskMinutes,
    pas,
    unassigned,
  };
}
