// The flight poller: the airplane travels of open or assigned requests arriving within TRACKING_HORIZON_HOURS are
// asked about on a cadence that tightens as the arrival nears (pollEveryMinutes), until they landed, were cancelled
// or diverted. Every API process runs it; the lease in the one flight_poller row lets one process poll at a time
// (a single conditional update, the same on PostgreSQL and PGlite), and the calls of the UTC day are counted in
// that row too, so FLIGHT_STATUS_DAILY_CALLS holds across processes. The provider is called outside any
// transaction; what it answers is recorded in a short one (observations.ts).
import { randomUUID } from 'node:crypto';
import { and, between, eq, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  pollEveryMinutes,
  TRACKING_HORIZON_HOURS,
  type ObservedState,
  type RequestStatus,
} from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import { flightPoller, requests, travelObservations, travelPolls, travels } from '../../db/schema.ts';
import { recordObservation } from './observations.ts';
import type { Log, StatusProvider } from './provider.ts';

const MINUTE = 60_000;
/** A round a minute polls a flight due within the next half minute now, not a minute late. */
const SLACK_MS = 30_000;
/** Requests still ahead: waiting for a PA or assigned. */
const TRACKED_STATUSES: RequestStatus[] = ['created', 'assigned'];
/** After these nothing more is asked about a flight. */
const FINAL_STATES: ObservedState[] = ['landed', 'cancelled', 'diverted'];
/** A lease outlives a round by far (a round is a few calls of at most 8 s each); a crashed holder frees it soon. */
const LEASE_MS = 2 * MINUTE;
/** A flight still not landed this long after its expected arrival is no longer asked about. */
const OVERDUE_HOURS = 6;

export interface PollDeps {
  db: Db;
  provider: StatusProvider;
  dailyCalls: number;
  /** This process (a random id by default). */
  holder?: string;
  now?: Date;
  log?: Log;
}

export interface PollReport {
  /** False when another process holds the lease. */
  polled: boolean;
  asked: number[];
  changed: number[];
  /** Due travels left for tomorrow: the day's calls are spent. */
  overBudget: number;
}

/** Takes (or keeps) the pollers' lease until now + LEASE_MS; false while another holder's lease runs. */
export async function takeLease(db: Db, holder: string, now: Date): Promise<boolean> {
  const p = flightPoller;
  const rows = await db
    .update(p)
    .set({ holder, leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(p.id, 1),
        or(isNull(p.holder), eq(p.holder, holder), isNull(p.leaseUntil), lte(p.leaseUntil, now)),
      ),
    )
    .returning({ id: p.id });
  return rows.length === 1;
}

export async function releaseLease(db: Db, holder: string): Promise<void> {
  await db
    .update(flightPoller)
    .set({ holder: null, leaseUntil: null })
    .where(and(eq(flightPoller.id, 1), eq(flightPoller.holder, holder)));
}

/** Spends one provider call of the UTC day of `now`; false once `limit` calls were spent that day. */
export async function spendCall(db: Db, now: Date, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const p = flightPoller;
  const day = now.toISOString().slice(0, 10);
  const rows = await db
    .update(p)
    .set({
      callsUsed: sql`case when ${p.budgetDay} = ${day}::date then ${p.callsUsed} + 1 else 1 end`,
      budgetDay: day,
    })
    .where(and(eq(p.id, 1), or(isNull(p.budgetDay), ne(p.budgetDay, day), lt(p.callsUsed, limit))))
    .returning({ used: p.callsUsed });
  return rows.length === 1;
}

interface DueTravel {
  id: number;
  type: string;
  code: string;
  arrival: Date;
}

/** Tracked travels whose next poll is due at `now`: never asked, or asked longer ago than their cadence. */
export async function dueTravels(db: Db, now: Date): Promise<DueTravel[]> {
  const horizon = new Date(now.getTime() + TRACKING_HORIZON_HOURS * 3_600_000);
  const overdue = new Date(now.getTime() - OVERDUE_HOURS * 3_600_000);
  const o = travelObservations;
  const expected = sql<Date>`coalesce(${o.expectedArrival}, ${travels.arrivalDatetime})`.mapWith(
    (v: string | Date) => new Date(v),
  );
  const rows = await db
    .select({
      id: travels.id,
      type: travels.type,
      code: travels.code,
      arrival: travels.arrivalDatetime,
      expected,
      polledAt: travelPolls.polledAt,
    })
    .from(travels)
    .innerJoin(requests, eq(requests.id, travels.requestId))
    .leftJoin(travelPolls, eq(travelPolls.travelId, travels.id))
    .leftJoin(
      o,
      eq(o.id, sql`(select max(l.id) from travel_observations l where l.travel_id = ${travels.id})`),
    )
    .where(
      and(
        eq(travels.type, 'airplain'),
        isNotNull(travels.arrivalDatetime),
        inArray(requests.status, TRACKED_STATUSES),
        or(isNull(o.state), notInArray(o.state, FINAL_STATES)),
        between(sql`coalesce(${o.expectedArrival}, ${travels.arrivalDatetime})`, overdue, horizon),
      ),
    )
    .orderBy(expected, travels.id);
  return rows
    .filter(
      (r) =>
        r.polledAt == null ||
        now.getTime() - r.polledAt.getTime() >= pollEveryMinutes(r.expected, now) * MINUTE - SLACK_MS,
    )
    .map((r) => ({ id: r.id, type: r.type, code: r.code, arrival: r.arrival! }));
}

/** Asks the provider about one travel (one call of the budget) and records what it said; false: over budget. */
async function ask(
  deps: PollDeps,
  travel: DueTravel,
  now: Date,
  report: Pick<PollReport, 'asked' | 'changed'>,
): Promise<boolean> {
  if (!(await spendCall(deps.db, now, deps.dailyCalls))) return false;
  report.asked.push(travel.id);
  await deps.db
    .insert(travelPolls)
    .values({ travelId: travel.id, polledAt: now })
    .onConflictDoUpdate({ target: travelPolls.travelId, set: { polledAt: now } });
  const seen = await deps.provider.observe(travel);
  if (!seen) return true;
  const { changed } = await deps.db.transaction((tx) => recordObservation(tx, travel.id, seen, now));
  if (changed) report.changed.push(travel.id);
  return true;
}

/** One round of the poller. */
export async function runFlightPoll(deps: PollDeps): Promise<PollReport> {
  const now = deps.now ?? new Date();
  const holder = deps.holder ?? randomUUID();
  const report: PollReport = { polled: false, asked: [], changed: [], overBudget: 0 };
  if (!(await takeLease(deps.db, holder, now))) return report;
  report.polled = true;
  try {
    const due = (await dueTravels(deps.db, now)).filter((t) => deps.provider.tracks(t.type));
    for (const [i, travel] of due.entries()) {
      if (!(await ask(deps, travel, now, report))) {
        report.overBudget = due.length - i;
        deps.log?.warn({ left: report.overBudget }, 'flight status: daily call budget spent');
        break;
      }
    }
  } finally {
    await releaseLease(deps.db, holder);
  }
  return report;
}

/** Asks now about every flight of a request with an arrival (an operator's refresh); within the day's budget. */
export async function refreshTravels(
  deps: PollDeps,
  travels: { id: number; type: string; code: string; arrival: Date | null }[],
): Promise<PollReport> {
  const now = deps.now ?? new Date();
  const report: PollReport = { polled: true, asked: [], changed: [], overBudget: 0 };
  for (const t of travels) {
    if (!t.arrival || !deps.provider.tracks(t.type)) continue;
    if (!(await ask(deps, { ...t, arrival: t.arrival }, now, report))) report.overBudget += 1;
  }
  return report;
}
