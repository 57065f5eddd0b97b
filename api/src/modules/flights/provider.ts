// The flight-status providers behind one interface: AeroDataBox answers GET /flights/number/{number}/{dateLocal}
// with the flights of that number on that local date, each with `status` and `arrival.{scheduled,revised,runway}Time`
// as `{ utc, local }`. Its answers are checked before they are believed; a timeout, an HTTP error or an answer of
// another shape is an observation of nothing (null), logged, so a bad provider day changes no request.
import * as v from 'valibot';
import { ITALIAN_TIME_ZONE, arrivalState, zoneOffset, type ObservedState } from '@alfie/shared/contracts';

/** What a provider says of one flight's arrival. */
export interface FlightObservation {
  state: ObservedState;
  scheduledArrival: Date | null;
  expectedArrival: Date | null;
  landedAt: Date | null;
}

export interface TrackedTravel {
  type: string;
  code: string;
  /** The arrival the customer gave: picks the flight of that day among several of one number. */
  arrival: Date;
}

export interface StatusProvider {
  /** Whether the provider tracks travels of this type at all (a call that answers nothing is still a call). */
  tracks(type: string): boolean;
  /** The flight's arrival now, or null when the provider could not say (logged). */
  observe(travel: TrackedTravel): Promise<FlightObservation | null>;
}

/** The logger's one method the adapter uses (a Fastify logger fits). */
export interface Log {
  warn(obj: object, msg: string): void;
}

const TIMEOUT_MS = 8_000;

// '2024-05-01 10:45Z' or ISO: the provider writes a space between date and time.
const instant = v.pipe(
  v.string(),
  v.transform((s) => new Date(s.replace(' ', 'T'))),
  v.check((d) => !Number.isNaN(d.getTime()), 'not an instant'),
);
const timeSchema = v.optional(v.nullable(v.object({ utc: instant, local: v.optional(v.string()) })));
const flightSchema = v.object({
  status: v.optional(v.string(), 'Unknown'),
  arrival: v.object({
    scheduledTime: timeSchema,
    revisedTime: timeSchema,
    predictedTime: timeSchema,
    runwayTime: timeSchema,
  }),
});
const answerSchema = v.array(flightSchema);
type ProviderFlight = v.InferOutput<typeof flightSchema>;

/** The provider's flight number: letters and digits only ('AZ 1234' and 'az1234' are the same flight). */
export const flightNumber = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** The flight the provider lists for the arrival the customer gave (the nearest scheduled arrival). */
function nearest(flights: ProviderFlight[], arrival: Date): ProviderFlight | undefined {
  const distance = (f: ProviderFlight) =>
    Math.abs((f.arrival.scheduledTime?.utc.getTime() ?? Number.POSITIVE_INFINITY) - arrival.getTime());
  return [...flights].sort((a, b) => distance(a) - distance(b))[0];
}

export function observationOf(f: ProviderFlight): FlightObservation {
  const scheduled = f.arrival.scheduledTime?.utc ?? null;
  const landedAt = f.arrival.runwayTime?.utc ?? null;
  const expected =
    landedAt ?? f.arrival.revisedTime?.utc ?? f.arrival.predictedTime?.utc ?? scheduled ?? null;
  const status = f.status.toLowerCase();
  const state: ObservedState = status.startsWith('cancel')
    ? 'cancelled'
    : status === 'diverted'
      ? 'diverted'
      : status === 'arrived' || landedAt
        ? 'landed'
        : arrivalState(scheduled, expected);
  return { state, scheduledArrival: scheduled, expectedArrival: expected, landedAt };
}

/**
 * The date asked for: the provider files a flight under its local date at the arrival airport, which is where the
 * service runs, on Italian time. Not the UTC day: a flight landing at 00:30 in Rome lands on the previous UTC day.
 */
export const arrivalDayOf = (d: Date) =>
  new Date(d.getTime() + zoneOffset(ITALIAN_TIME_ZONE, d.getTime())).toISOString().slice(0, 10);

export function aeroDataBox(opts: {
  url: string;
  key: string;
  log?: Log;
  timeoutMs?: number;
}): StatusProvider {
  return {
    tracks: (type) => type === 'airplain',
    async observe(travel) {
      const address = `${opts.url}/flights/number/${encodeURIComponent(flightNumber(travel.code))}/${arrivalDayOf(travel.arrival)}`;
      try {
        const res = await fetch(address, {
          headers: { 'x-rapidapi-key': opts.key, 'x-api-market-key': opts.key, accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
        });
        // 204: no flight of that number that day.
        if (res.status === 204) return null;
        if (!res.ok) {
          opts.log?.warn({ status: res.status, code: travel.code }, 'flight status: provider error');
          return null;
        }
        const parsed = v.safeParse(answerSchema, await res.json());
        if (!parsed.success) {
          opts.log?.warn({ code: travel.code }, 'flight status: unexpected answer');
          return null;
        }
        const flight = nearest(parsed.output, travel.arrival);
        return flight ? observationOf(flight) : null;
      } catch (err) {
        opts.log?.warn({ err, code: travel.code }, 'flight status: provider unreachable');
        return null;
      }
    },
  };
}

/** No provider (no key, or a travel type nobody tracks yet): nothing is tracked, nothing is called. */
export const untracked: StatusProvider = {
  tracks: () => false,
  observe: () => Promise.resolve(null),
};

export function statusProviderOf(
  config: { url: string; key: string | null },
  log?: Log,
): StatusProvider | null {
  return config.key ? aeroDataBox({ url: config.url, key: config.key, ...(log ? { log } : {}) }) : null;
}
