// The dispatch board (GET /request/alfie/dispatch-board): PAs against time with their assignments, and the lane of
// requests still waiting for a PA. The urgency rule lives here once: the API flags with it, the screens read the flag.
import type { InferInput } from 'valibot';
import type { dispatchBoardSchema } from './schemas/answers.ts';
import { awaitsAssignment } from './lifecycle.ts';
import type { FieldStatus } from './field.ts';
import type { TravelTracking } from './flight-tracking.ts';

/** Hours before its start within which a request without a PA is urgent, unless DISPATCH_URGENT_HOURS says otherwise. */
export const DEFAULT_URGENT_HOURS = 48;
/** The urgency window can reach at most as far as one board (a week). */
export const MAX_URGENT_HOURS = 168;
const HOUR_MS = 3_600_000;
/** A board covers at most 7 days: a calendar week lasts 169 hours when the clocks go back. */
export const DISPATCH_BOARD_MAX_RANGE_MS = 169 * HOUR_MS;

/** A request on the board, in either lane. */
export interface DispatchRequest {
  id: number;
  type: string;
  status: string;
  startDatetime: string;
  endDatetime: string;
  /** The departure: its city, and the point of interest or the street. */
  city: string;
  place: string | null;
  customer: string | null;
  /** Its tracked flight, once the provider said something of it: the PA's meeting moves with the arrival. */
  flight?: DispatchFlight;
}

export interface DispatchFlight {
  code: string;
  tracking: TravelTracking;
  /** The booked start moved by as much as the arrival moved (the booked times stay as booked). */
  meetingAt: string;
}

/** A staffed request on a PA's lane, with what the PA reported from the field. */
export interface DispatchAssignment extends DispatchRequest {
  /** The last field report's status; null before the first. */
  field: FieldStatus | null;
  /**
   * Near or past its (moved) meeting without the PA at the meeting point (contracts/field.ts isAtRisk), or its
   * flight cancelled or diverted, or its moved service clashing with another of the PA's.
   */
  atRisk: boolean;
}

export interface DispatchPa {
  id: number;
  firstname: string;
  lastname: string;
  /** The number the operators call when one of its services is at risk. */
  mobile: string | null;
  /** Its staffed requests overlapping the range, earliest first. */
  assignments: DispatchAssignment[];
}

export interface UnassignedRequest extends DispatchRequest {
  /** PAs who offered availability. */
  offers: number;
  /** Starts within `urgentHours` (or has started and not ended) and still has no PA. */
  urgent: boolean;
}

export type DispatchBoard = InferInput<typeof dispatchBoardSchema>;

/** Whether a request is urgent at `now`: still waiting for a PA, not ended, starting within `urgentHours`. */
export function isUrgent(
  item: { status: string | null | undefined; startDatetime: string | Date; endDatetime: string | Date },
  urgentHours: number,
  now: Date,
): boolean {
  const start = new Date(item.startDatetime).getTime();
  const end = new Date(item.endDatetime).getTime();
  return (
    awaitsAssignment(item.status) && end > now.getTime() && start <= now.getTime() + urgentHours * HOUR_MS
  );
}
