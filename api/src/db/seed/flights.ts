// Demo flight tracking: the assigned request whose flight arrives next today gets a recorded observation of a 35
// minute delay, so the board and the request show a tracked, delayed flight right after the first start, with
// tracking off (the observation is what the provider said earlier; nothing is asked).
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';

const DELAY_MINUTES = 35;

export async function seedTrackedFlight(db: Db, now: Date): Promise<void> {
  const endOfDay = new Date(now);
  endOfDay.setUTCHours(23, 59, 59, 999);
  const [flight] = await db
    .select({ id: t.travels.id, requestId: t.travels.requestId, arrival: t.travels.arrivalDatetime })
    .from(t.travels)
    .innerJoin(t.requests, eq(t.requests.id, t.travels.requestId))
    .where(
      and(
        eq(t.travels.type, 'airplain'),
        inArray(t.requests.status, ['assigned']),
        between(t.travels.arrivalDatetime, now, endOfDay),
      ),
    )
    .orderBy(asc(t.travels.arrivalDatetime))
    .limit(1);
  if (!flight?.arrival) return;
  await db.insert(t.travelObservations).values({
    travelId: flight.id,
    requestId: flight.requestId,
    state: 'delayed',
    scheduledArrival: flight.arrival,
    expectedArrival: new Date(flight.arrival.getTime() + DELAY_MINUTES * 60_000),
    landedAt: null,
    observedAt: new Date(now.getTime() - 10 * 60_000),
  });
}
