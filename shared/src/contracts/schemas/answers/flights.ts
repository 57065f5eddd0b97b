// A travel's tracked flight (modules/flights).
import * as v from 'valibot';
import { TRACKING_STATES } from '../../flight-tracking.ts';
import { str, nstr } from './scalars.ts';

/** A travel's tracking (contracts/flight-tracking.ts); also the answer of POST travel-refresh, one per travel. */
export const travelTrackingSchema = v.object({
  state: v.picklist(TRACKING_STATES),
  scheduledArrival: nstr,
  expectedArrival: nstr,
  landedAt: nstr,
  observedAt: nstr,
});

/** A request's tracked flight once the provider said something of it, and the PA's meeting it moved. */
export const trackedFlightSchema = v.object({ code: str, tracking: travelTrackingSchema, meetingAt: str });
