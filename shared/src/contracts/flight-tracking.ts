// A tracked travel: what the flight-status provider last said of its arrival, and the rules every reader shares
// (when a change is worth telling, how often a flight is polled).

/** `off`: tracking is off (no provider key) or the travel cannot be tracked (trains); `unknown`: nothing heard yet. */
export const TRACKING_STATES = [
  'scheduled',
  'delayed',
  'early',
  'landed',
  'cancelled',
  'diverted',
  'unknown',
  'off',
] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/** The states a provider observation can record (the other two are what a travel says without one). */
export const OBSERVED_STATES = ['scheduled', 'delayed', 'early', 'landed', 'cancelled', 'diverted'] as const;
export type ObservedState = (typeof OBSERVED_STATES)[number];

export interface TravelTracking {
  state: TrackingState;
  /** ISO instants; null when the provider did not say (or nothing was observed). */
  scheduledArrival: string | null;
  expectedArrival: string | null;
  landedAt: string | null;
  /** When the observation was made: the screens show its age. */
  observedAt: string | null;
}

/** A shift of the expected arrival beyond this is a change: the PA's meeting moves and the PA is told. */
export const TRAVEL_CHANGE_MINUTES = 10;

/** Only flights arriving within these hours are polled. */
export const TRACKING_HORIZON_HOURS = 24;

/** Polling cadence: every 30 minutes, every 5 in the last 3 hours before the arrival and until the landing. */
export const TRACKING_CALM_MINUTES = 30;
export const TRACKING_CLOSE_MINUTES = 5;
export const TRACKING_CLOSE_HOURS = 3;

/** Minutes between two polls of a flight expected at `arrival`, seen at `now`. */
export function pollEveryMinutes(arrival: Date, now: Date): number {
  return arrival.getTime() - now.getTime() <= TRACKING_CLOSE_HOURS * 3_600_000
    ? TRACKING_CLOSE_MINUTES
    : TRACKING_CALM_MINUTES;
}

/** The state an arrival shows when neither landed, cancelled nor diverted. */
export function arrivalState(scheduled: Date | null, expected: Date | null): ObservedState {
  if (!scheduled || !expected) return 'scheduled';
  const shift = expected.getTime() - scheduled.getTime();
  if (shift > TRAVEL_CHANGE_MINUTES * 60_000) return 'delayed';
  if (shift < -TRAVEL_CHANGE_MINUTES * 60_000) return 'early';
  return 'scheduled';
}

/**
 * The PA's meeting for a service booked to start at `start` for a travel the customer said arrives at
 * `bookedArrival`: the start moved by as much as the real arrival (the landing once landed, else the expected
 * arrival) moved from the booked one. Without a booked arrival or any observed one, the booked start.
 */
export function meetingAt(
  start: Date,
  bookedArrival: Date | null,
  observed: { expectedArrival: Date | null; landedAt: Date | null } | null,
): Date {
  const arrival = observed?.landedAt ?? observed?.expectedArrival ?? null;
  if (!bookedArrival || !arrival) return start;
  return new Date(start.getTime() + arrival.getTime() - bookedArrival.getTime());
}
