// Recording what the provider said of a travel, and what a change does, in one transaction: the observation, and
// when the expected arrival moved by more than TRAVEL_CHANGE_MINUTES or the flight was cancelled or diverted, the
// request's timeline entry (an audit row `travel.changed`), the operators' live event `request.travel` and a mail
// to the assigned PA in their language with the moved meeting time. The booked times of the request stay as the
// customer booked them (they make the price); the PA's meeting moves with the arrival.
import { and, desc, eq, sql } from 'drizzle-orm';
import { TRAVEL_CHANGE_MINUTES, meetingAt, type Locale, type ObservedState } from '@alfie/shared/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accounts, personalAssistants, requests, travelObservations, travels } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { publishRequestEvent } from '../events/publish.ts';
import type { FlightObservation } from './provider.ts';

type ObservationRow = typeof travelObservations.$inferSelect;

export async function lastObservationOf(db: DbOrTx, travelId: number): Promise<ObservationRow | undefined> {
  const [row] = await db
    .select()
    .from(travelObservations)
    .where(eq(travelObservations.travelId, travelId))
    .orderBy(desc(travelObservations.id))
    .limit(1);
  return row;
}

const ALARMS: readonly ObservedState[] = ['cancelled', 'diverted'];

/** Whether `next` is worth telling, after `before` (or, before any observation, the arrival the customer gave). */
export function isChange(
  before: { state: ObservedState | null; expectedArrival: Date | null },
  next: FlightObservation,
): boolean {
  if (ALARMS.includes(next.state)) return before.state !== next.state;
  if (!before.expectedArrival || !next.expectedArrival) return false;
  return (
    Math.abs(next.expectedArrival.getTime() - before.expectedArrival.getTime()) >
    TRAVEL_CHANGE_MINUTES * 60_000
  );
}

async function mailPa(
  tx: Tx,
  r: { id: number; personalAssistantId: number | null; startDatetime: Date },
  code: string,
  next: FlightObservation,
  bookedArrival: Date | null,
): Promise<void> {
  if (r.personalAssistantId == null) return;
  const [pa] = await tx
    .select({
      email: personalAssistants.email,
      firstname: personalAssistants.firstname,
      language: sql<Locale>`coalesce(${accounts.language}, ${personalAssistants.language})`,
    })
    .from(personalAssistants)
    .leftJoin(accounts, eq(accounts.id, personalAssistants.accountId))
    .where(eq(personalAssistants.id, r.personalAssistantId));
  if (!pa?.email) return;
  const alarm = ALARMS.includes(next.state);
  await enqueueMail(tx, {
    to: pa.email,
    language: pa.language,
    template: alarm ? 'travel-alarm' : 'travel-moved',
    params: {
      firstname: pa.firstname,
      requestId: r.id,
      flight: code,
      state: next.state,
      arrival: next.expectedArrival?.toISOString() ?? null,
      meeting: meetingAt(r.startDatetime, bookedArrival, next).toISOString(),
    },
    requestId: r.id,
  });
}

export interface RecordedObservation {
  changed: boolean;
}

/** Writes the observation of `travelId` and, when it is a change, its effects; in the caller's transaction. */
export async function recordObservation(
  tx: Tx,
  travelId: number,
  next: FlightObservation,
  now: Date,
): Promise<RecordedObservation> {
  const [t] = await tx
    .select({
      code: travels.code,
      bookedArrival: travels.arrivalDatetime,
      requestId: requests.id,
      type: requests.type,
      status: requests.status,
      countryId: requests.countryId,
      personalAssistantId: requests.personalAssistantId,
      startDatetime: requests.startDatetime,
    })
    .from(travels)
    .innerJoin(requests, eq(requests.id, travels.requestId))
    .where(eq(travels.id, travelId))
    // Two observations of one request (a refresh during a poll) are ordered: each compares with the one before.
    .for('update', { of: requests });
  if (!t) return { changed: false };
  const last = await lastObservationOf(tx, travelId);
  const before = last
    ? { state: last.state, expectedArrival: last.expectedArrival }
    : { state: null, expectedArrival: t.bookedArrival };
  const changed = isChange(before, next);
  await tx.insert(travelObservations).values({
    travelId,
    requestId: t.requestId,
    state: next.state,
    scheduledArrival: next.scheduledArrival,
    expectedArrival: next.expectedArrival,
    landedAt: next.landedAt,
    observedAt: now,
  });
  if (!changed) return { changed };
  await audit(tx, null, {
    entity: 'request',
    entityId: t.requestId,
    action: 'travel.changed',
    before: { travelId, state: before.state, expectedArrival: before.expectedArrival },
    after: {
      travelId,
      code: t.code,
      state: next.state,
      expectedArrival: next.expectedArrival,
      meetingAt: meetingAt(t.startDatetime, t.bookedArrival, next),
    },
  });
  await publishRequestEvent(tx, {
    live: 'request.travel',
    requestId: t.requestId,
    type: t.type,
    status: t.status,
    countryId: t.countryId,
  });
  await mailPa(tx, { ...t, id: t.requestId }, t.code, next, t.bookedArrival);
  return { changed };
}

/** The travels of a request the provider may be asked about (airplanes), oldest first. */
export const flightsOf = (db: DbOrTx, requestId: number) =>
  db
    .select({ id: travels.id, type: travels.type, code: travels.code, arrival: travels.arrivalDatetime })
    .from(travels)
    .where(and(eq(travels.requestId, requestId), eq(travels.type, 'airplain')))
    .orderBy(travels.id);
