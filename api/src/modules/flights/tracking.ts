// A travel's tracking as its readers get it: the last observation as recorded (also with tracking off: a recorded
// observation stays true), else what the travel can say without one: `unknown` for a flight the provider is asked
// about, `off` for a train or when tracking is off.
import type { TravelTracking } from '@alfie/shared/contracts';

const NOTHING = { scheduledArrival: null, expectedArrival: null, landedAt: null, observedAt: null };

export function trackingOf(
  travel: { type: string; tracking?: TravelTracking | null },
  trackingOn: boolean,
): TravelTracking {
  if (travel.tracking) return travel.tracking;
  return { state: trackingOn && travel.type === 'airplain' ? 'unknown' : 'off', ...NOTHING };
}

/** The travels of a detail with their tracking filled in. */
export const withTracking = <T extends { type: string; tracking?: TravelTracking | null }>(
  travels: T[],
  trackingOn: boolean,
) => travels.map((t) => ({ ...t, tracking: trackingOf(t, trackingOn) }));
