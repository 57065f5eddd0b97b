// Whether PAs are free for a request: a PA is busy when one of its staffed requests overlaps this one widened by
// the travel time of the request's country, [start - buffer, end + buffer). Assignment refuses a busy PA (409
// PA.BUSY with the overlapping request); the assignment page shows the same overlap on each offer.
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import {
  DEFAULT_TRAVEL_BUFFER_MINUTES,
  STAFFED_STATUSES,
  type RequestConflict,
} from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { countries, personalAssistants, requests } from '../../../db/schema.ts';
import { httpError } from '../../../lib/http-error.ts';

const MINUTE_MS = 60_000;

/** The request being staffed: its period and the country whose travel time applies. */
export interface StaffedPeriod {
  id: number;
  startDatetime: Date;
  endDatetime: Date;
  countryId: number | null;
}

/** The travel time of a country in minutes; the default when the request has no country. */
export async function travelBufferOf(db: DbOrTx, countryId: number | null): Promise<number> {
  if (countryId == null) return DEFAULT_TRAVEL_BUFFER_MINUTES;
  const [row] = await db
    .select({ minutes: countries.travelBufferMinutes })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.minutes ?? DEFAULT_TRAVEL_BUFFER_MINUTES;
}

/** For each of `paIds` that is busy, its earliest staffed request overlapping `period` (buffer included). */
export async function conflictsOf(
  db: DbOrTx,
  period: StaffedPeriod,
  paIds: readonly number[],
): Promise<Map<number, RequestConflict>> {
  const out = new Map<number, RequestConflict>();
  if (paIds.length === 0) return out;
  const bufferMs = (await travelBufferOf(db, period.countryId)) * MINUTE_MS;
  const rows = await db
    .select({
      paId: requests.personalAssistantId,
      requestId: requests.id,
      start: requests.startDatetime,
      end: requests.endDatetime,
    })
    .from(requests)
    .where(
      and(
        inArray(requests.personalAssistantId, [...paIds]),
        ne(requests.id, period.id),
        inArray(requests.status, [...STAFFED_STATUSES]),
        lt(requests.startDatetime, new Date(period.endDatetime.getTime() + bufferMs)),
        gt(requests.endDatetime, new Date(period.startDatetime.getTime() - bufferMs)),
      ),
    )
    .orderBy(asc(requests.startDatetime), asc(requests.id));
  for (const r of rows) {
    if (r.paId == null || out.has(r.paId)) continue;
    out.set(r.paId, {
      requestId: r.requestId,
      startDatetime: r.start.toISOString(),
      endDatetime: r.end.toISOString(),
    });
  }
  return out;
}

/**
 * For each of `periods` that one PA is busy in, its earliest staffed request overlapping it: the same rule as
 * conflictsOf, asked request by request (each has its own country's travel time). The PA's own offers list says
 * with it which assignment an offer clashes with, as the operators see the PA busy.
 */
export async function clashesOf(
  db: DbOrTx,
  paId: number,
  periods: readonly StaffedPeriod[],
): Promise<Map<number, RequestConflict>> {
  const found = await Promise.all(
    periods.map(async (period) => [period.id, (await conflictsOf(db, period, [paId])).get(paId)] as const),
  );
  return new Map(found.flatMap(([id, conflict]) => (conflict ? [[id, conflict] as const] : [])));
}

/**
 * Inside the assignment's transaction: locks the PA's row, then refuses with 409 PA.BUSY (and the overlapping
 * request) when the PA is busy. The lock makes two assignments of one PA wait for each other, so the second one
 * reads the first one's committed assignment instead of both seeing the PA free.
 */
export async function assertPaFree(tx: DbOrTx, period: StaffedPeriod, paId: number): Promise<void> {
  await tx
    .select({ id: personalAssistants.id })
    .from(personalAssistants)
    .where(eq(personalAssistants.id, paId))
    .for('update');
  const conflict = (await conflictsOf(tx, period, [paId])).get(paId);
  if (conflict) throw httpError(409, 'PA.BUSY', { personalAssistantId: 'PA.BUSY' }, conflict);
}
