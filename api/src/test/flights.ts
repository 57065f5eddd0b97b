// Test helpers of flight tracking: a request with one tracked flight at a chosen arrival, far from the demo data's
// travels (the tests' clock is moved there), and the fake provider wired to a poller.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { aeroDataBox } from '../modules/flights/provider.ts';
import type { PollDeps } from '../modules/flights/poller.ts';
import type { FakeFlightStatus } from './flight-status-fake.ts';
import { milanoRequest, type PaWorld } from './pa.ts';
import { staffed } from './reminders.ts';

/** The tests' "now": years after any travel of the demo data, so only the tests' own flights are due. */
export const FLIGHT_NOW = new Date(Date.UTC(2031, 4, 1, 8, 0));
export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

export interface TrackedRequest {
  requestId: number;
  travelId: number;
  code: string;
  arrival: Date;
}

let flightNumbers = 100;

/** A request (assigned to pa@example.com when `assigned`) whose one travel is flight `code` arriving at `arrival`. */
export async function trackedRequest(
  w: PaWorld,
  arrival: Date,
  opts: { assigned?: boolean; type?: 'airplain' | 'train' } = {},
): Promise<TrackedRequest> {
  const requestId = opts.assigned ? (await staffed(w, 20)).id : await milanoRequest(w, { startInDays: 20 });
  // The service starts 30 minutes after the arrival the customer gave, on the tests' clock.
  const start = minutesAfter(arrival, 30);
  await w.h.db.execute(sql`update requests set start_datetime = ${start.toISOString()},
    end_datetime = ${minutesAfter(start, 120).toISOString()} where id = ${requestId}`);
  await w.h.db.execute(sql`delete from travels where request_id = ${requestId}`);
  const code = `AZ${(flightNumbers += 1)}`;
  const [row] = await rowsOf<{ id: number }>(
    w.h.db,
    sql`insert into travels (request_id, type, code, company, "from", "to", arrival_datetime)
      values (${requestId}, ${opts.type ?? 'airplain'}, ${code}, 'ITA', 'Paris', 'Roma', ${arrival.toISOString()})
      returning id`,
  );
  return { requestId, travelId: Number(row!.id), code, arrival };
}

export function pollDeps(w: PaWorld, fake: FakeFlightStatus, over: Partial<PollDeps> = {}): PollDeps {
  return {
    db: w.h.db,
    provider: aeroDataBox({ url: fake.url, key: fake.key, timeoutMs: 500 }),
    dailyCalls: 100,
    now: FLIGHT_NOW,
    ...over,
  };
}
