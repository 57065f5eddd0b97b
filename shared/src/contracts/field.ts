// The service day in the field: the steps an assigned PA reports from the phone, in order, inside the service
// window, and the no-show a PA may report once the guest is late by the country's waiting time. The API refuses a
// step with the key this rule gives; the PA's card offers the step this rule says is next.

/** The steps of a service, in the only order they may be reported. */
export const FIELD_STEPS = ['on-the-way', 'at-meeting-point', 'guest-met', 'ended'] as const;
/** Every field status: the steps, and the no-show that ends a service instead of 'guest-met'. */
export const FIELD_STATUSES = [...FIELD_STEPS, 'no-show'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];

/** Statuses after which nothing more is reported. */
export const FINAL_FIELD_STATUSES: readonly FieldStatus[] = ['ended', 'no-show'];

const HOUR_MS = 3_600_000;
/** The window opens 3 hours before the start (the PA sets off) and closes 6 hours after the planned end. */
export const FIELD_WINDOW_BEFORE_START_MS = 3 * HOUR_MS;
export const FIELD_WINDOW_AFTER_END_MS = 6 * HOUR_MS;
/** A country's waiting time before a guest who never shows is a no-show, unless the country sets its own. */
export const DEFAULT_NO_SHOW_WAIT_MINUTES = 60;
/** The longest waiting time a country may set (the database's check says the same). */
export const MAX_NO_SHOW_WAIT_MINUTES = 360;
/** A phone's clock may run a little ahead of the server's: a reported instant up to this far ahead is accepted. */
export const FIELD_CLOCK_SKEW_MS = 2 * 60_000;

export type FieldRefusal = 'FIELD.OUT.OF.WINDOW' | 'FIELD.WRONG.ORDER' | 'FIELD.NOT.YET';

export interface FieldService {
  start: Date;
  end: Date;
  /** The country's waiting time, in minutes. */
  noShowWaitMinutes: number;
  /** The meeting as a tracked flight moved it (its landing, its expected arrival); the booked start without one. */
  meeting?: Date;
}

export function fieldWindow(s: Pick<FieldService, 'start' | 'end'>): { opens: Date; closes: Date } {
  return {
    opens: new Date(s.start.getTime() - FIELD_WINDOW_BEFORE_START_MS),
    closes: new Date(s.end.getTime() + FIELD_WINDOW_AFTER_END_MS),
  };
}

export function inFieldWindow(s: Pick<FieldService, 'start' | 'end'>, at: Date): boolean {
  const { opens, closes } = fieldWindow(s);
  return at >= opens && at <= closes;
}

/** The step to report next after `done` (in the order recorded); null once the service is over. */
export function nextFieldStep(done: readonly FieldStatus[]): FieldStatus | null {
  if (done.some((s) => FINAL_FIELD_STATUSES.includes(s))) return null;
  return FIELD_STEPS[done.length] ?? null;
}

/**
 * From when a guest who has not shown may be reported missing: the country's waiting time counted from the booked
 * start, or from the meeting a late flight moved (its landing, its expected arrival) when that is later. An early
 * flight never shortens the wait the customer booked.
 */
export function noShowFrom(s: Pick<FieldService, 'start' | 'noShowWaitMinutes' | 'meeting'>): Date {
  const clock = Math.max(s.start.getTime(), s.meeting?.getTime() ?? 0);
  return new Date(clock + s.noShowWaitMinutes * 60_000);
}

/** Whether the card offers "guest not found": the PA is at the meeting point and the waiting time has passed. */
export function canReportNoShow(done: readonly FieldStatus[], s: FieldService, now: Date): boolean {
  return done.at(-1) === 'at-meeting-point' && nextFieldStep(done) !== null && now >= noShowFrom(s);
}

/** Why `status` cannot be reported now after `done`; null when it can. */
export function fieldStepRefusal(
  done: readonly FieldStatus[],
  status: FieldStatus,
  s: FieldService,
  now: Date,
): FieldRefusal | null {
  if (!inFieldWindow(s, now)) return 'FIELD.OUT.OF.WINDOW';
  if (status === 'no-show') {
    if (done.at(-1) !== 'at-meeting-point' || nextFieldStep(done) === null) return 'FIELD.WRONG.ORDER';
    return now >= noShowFrom(s) ? null : 'FIELD.NOT.YET';
  }
  return nextFieldStep(done) === status ? null : 'FIELD.WRONG.ORDER';
}

/** Minutes before the start by which the PA should be at the meeting point, unless FIELD_AT_RISK_MINUTES says otherwise. */
export const DEFAULT_AT_RISK_MINUTES = 15;
/** The statuses that say the PA reached the meeting point (or the service went past it). */
const ARRIVED: readonly FieldStatus[] = ['at-meeting-point', 'guest-met', 'ended', 'no-show'];

/**
 * A staffed service is at risk when, from `minutes` before its start until its end, its PA has not reported being at
 * the meeting point: the operators call the PA.
 */
export function isAtRisk(
  s: Pick<FieldService, 'start' | 'end'>,
  done: readonly FieldStatus[],
  minutes: number,
  now: Date,
): boolean {
  if (done.some((d) => ARRIVED.includes(d))) return false;
  return now.getTime() >= s.start.getTime() - minutes * 60_000 && now < s.end;
}
