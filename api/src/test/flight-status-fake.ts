// A local fake of the flight-status provider (AeroDataBox's GET /flights/number/{number}/{dateLocal}), answering
// in its documented shape: a list of flights with `status` and `arrival.{scheduled,revised,runway}Time` as
// `{ utc, local }` ('2024-05-01 10:45Z'). A test sets what each flight number answers: on time, delayed, early,
// landed, cancelled, diverted, malformed, or slow.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeFlight =
  | { kind: 'on-time' | 'delayed' | 'early'; scheduled: Date; minutes?: number }
  | { kind: 'landed'; scheduled: Date; landedAt: Date }
  | { kind: 'cancelled' | 'diverted'; scheduled: Date }
  | { kind: 'malformed' }
  | { kind: 'slow'; ms: number; scheduled: Date };

export interface FakeFlightStatus {
  url: string;
  key: string;
  /** The paths called, in order (with the key each call carried). */
  calls: { path: string; key: string | undefined }[];
  set(number: string, flight: FakeFlight): void;
  close(): Promise<void>;
}

const stamp = (d: Date) => ({
  utc: `${d.toISOString().slice(0, 16).replace('T', ' ')}Z`,
  local: `${d.toISOString().slice(0, 16).replace('T', ' ')}+00:00`,
});

/** One flight as the provider lists it. */
export function providerFlight(number: string, f: Exclude<FakeFlight, { kind: 'malformed' }>) {
  const base = {
    number: number.replace(/^([A-Z]{2})/, '$1 '),
    callSign: number,
    codeshareStatus: 'IsOperator',
    isCargo: false,
    departure: {
      airport: { iata: 'CDG', name: 'Paris Charles de Gaulle' },
      scheduledTime: stamp(f.scheduled),
    },
    airline: { name: 'Fake Air', iata: number.slice(0, 2) },
  };
  const arrival = (more: Record<string, unknown>) => ({
    ...base,
    arrival: { airport: { iata: 'FCO', name: 'Rome Fiumicino' }, scheduledTime: stamp(f.scheduled), ...more },
  });
  const shifted = (minutes: number) => stamp(new Date(f.scheduled.getTime() + minutes * 60_000));
  switch (f.kind) {
    case 'on-time':
    case 'slow':
      return { ...arrival({ revisedTime: stamp(f.scheduled) }), status: 'Expected' };
    case 'delayed':
      return { ...arrival({ revisedTime: shifted(f.minutes ?? 45) }), status: 'Delayed' };
    case 'early':
      return { ...arrival({ revisedTime: shifted(-(f.minutes ?? 20)) }), status: 'EnRoute' };
    case 'landed':
      return {
        ...arrival({ revisedTime: stamp(f.landedAt), runwayTime: stamp(f.landedAt) }),
        status: 'Arrived',
      };
    case 'cancelled':
      return { ...arrival({}), status: 'Canceled' };
    case 'diverted':
      return { ...arrival({}), status: 'Diverted' };
  }
}

export async function startFakeFlightStatus(): Promise<FakeFlightStatus> {
  const flights = new Map<string, FakeFlight>();
  const calls: FakeFlightStatus['calls'] = [];
  const key = 'fake-flight-key';
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    calls.push({ path, key: req.headers['x-rapidapi-key'] as string | undefined });
    const m = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(path);
    const flight = m ? flights.get(decodeURIComponent(m[1]!)) : undefined;
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (req.headers['x-rapidapi-key'] !== key) return send(401, { message: 'Invalid API key' });
    if (!flight) return send(204);
    if (flight.kind === 'malformed')
      return send(200, [{ status: 'Delayed', arrival: { scheduledTime: 42 } }]);
    const answer = () => send(200, [providerFlight(m![1]!, flight)]);
    if (flight.kind === 'slow') setTimeout(answer, flight.ms).unref();
    else answer();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    calls,
    set: (number, flight) => flights.set(number, flight),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
