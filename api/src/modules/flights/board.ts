// The tracked flights of the requests on the dispatch board, and how they change a PA's lane: a service's meeting
// moves with its flight's arrival, a cancelled or diverted flight puts it at risk (the operators call), and two
// services of one PA whose moved times now overlap are both at risk.
import { sql } from 'drizzle-orm';
import { meetingAt, type TravelTracking } from '@alfie/shared/contracts';
import type { DispatchAssignment, DispatchFlight } from '@alfie/shared/contracts/dispatch-board';
import { rowsOf, type DbOrTx } from '../../db/client.ts';

interface FlightRow {
  request_id: number;
  code: string;
  booked: Date | string | null;
  start: Date | string;
  state: TravelTracking['state'];
  scheduled: Date | string | null;
  expected: Date | string | null;
  landed: Date | string | null;
  observed: Date | string;
}

const isoOrNull = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** Each request's first flight the provider said something of, with its last observation. */
export async function boardFlightsOf(db: DbOrTx, requestIds: number[]): Promise<Map<number, DispatchFlight>> {
  if (requestIds.length === 0) return new Map();
  const ids = sql.join(
    requestIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<FlightRow>(
    db,
    sql`select distinct on (t.request_id) t.request_id, t.code, t.arrival_datetime as booked,
        r.start_datetime as start, o.state, o.scheduled_arrival as scheduled, o.expected_arrival as expected,
        o.landed_at as landed, o.observed_at as observed
      from travels t
      join requests r on r.id = t.request_id
      join lateral (select * from travel_observations l where l.travel_id = t.id order by l.id desc limit 1) o
        on true
      where t.request_id in (${ids})
      order by t.request_id, t.id`,
  );
  return new Map(
    rows.map((r) => {
      const expectedArrival = r.expected == null ? null : new Date(r.expected);
      const landedAt = r.landed == null ? null : new Date(r.landed);
      const booked = r.booked == null ? null : new Date(r.booked);
      return [
        Number(r.request_id),
        {
          code: r.code,
          tracking: {
            state: r.state,
            scheduledArrival: isoOrNull(r.scheduled),
            expectedArrival: isoOrNull(r.expected),
            landedAt: isoOrNull(r.landed),
            observedAt: new Date(r.observed).toISOString(),
          },
          meetingAt: meetingAt(new Date(r.start), booked, { expectedArrival, landedAt }).toISOString(),
        },
      ];
    }),
  );
}

/** Each request's meeting as its tracked flight moved it (absent: no observed flight, the booked start holds). */
export async function meetingsOf(db: DbOrTx, requestIds: number[]): Promise<Map<number, Date>> {
  const flights = await boardFlightsOf(db, requestIds);
  return new Map([...flights].map(([id, f]) => [id, new Date(f.meetingAt)]));
}

const ALARM: readonly string[] = ['cancelled', 'diverted'];

/** A cancelled or diverted flight: the operators must call, whether or not a PA is assigned yet. */
export const flightAlarms = (flight: DispatchFlight | undefined): boolean =>
  flight !== undefined && ALARM.includes(flight.tracking.state);

/** The PA's service as its flight moved it: from the moved meeting, as long as booked. */
function movedWindow(a: DispatchAssignment): [number, number] {
  const start = new Date(a.startDatetime).getTime();
  const meeting = a.flight ? new Date(a.flight.meetingAt).getTime() : start;
  return [meeting, new Date(a.endDatetime).getTime() + meeting - start];
}

/** Marks at risk the services of one PA whose flight alarms, or whose moved windows overlap another's. */
export function flagFlightRisks(assignments: DispatchAssignment[]): void {
  for (const a of assignments) if (flightAlarms(a.flight)) a.atRisk = true;
  const moved = assignments.filter((a) => a.flight);
  for (const a of moved) {
    const [aStart, aEnd] = movedWindow(a);
    for (const b of assignments) {
      if (b === a) continue;
      const [bStart, bEnd] = movedWindow(b);
      if (aStart < bEnd && bStart < aEnd) {
        a.atRisk = true;
        b.atRisk = true;
      }
    }
  }
}
