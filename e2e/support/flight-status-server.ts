// The flight-status provider of the e2e run: answers AeroDataBox's GET /flights/number/{number}/{dateLocal} in the
// shape of the API tests' fake (recorded shapes, one helper), with what a journey set for the flight number through
// POST /control/flights/{number}. A number nobody set answers 204 (no such flight that day), so the demo's flights
// stay as recorded. Started by playwright.config.ts beside the API, whose FLIGHT_STATUS_URL points here.
import { createServer } from 'node:http';
import { providerFlight, type FakeFlight } from '../../api/src/test/flight-status-fake.ts';
import { FLIGHT_STATUS_KEY, FLIGHT_STATUS_PORT } from './flight-status.ts';

const flights = new Map<string, Exclude<FakeFlight, { kind: 'malformed' | 'slow' }>>();

/** The JSON a journey sends, with its instants as ISO strings. */
function flightOf(body: Record<string, unknown>): Exclude<FakeFlight, { kind: 'malformed' | 'slow' }> {
  const at = (v: unknown) => new Date(String(v));
  const scheduled = at(body.scheduled);
  switch (body.kind) {
    case 'landed':
      return { kind: 'landed', scheduled, landedAt: at(body.landedAt) };
    case 'cancelled':
    case 'diverted':
      return { kind: body.kind, scheduled };
    case 'delayed':
    case 'early':
      return { kind: body.kind, scheduled, minutes: Number(body.minutes) };
    default:
      return { kind: 'on-time', scheduled };
  }
}

const server = createServer((req, res) => {
  const path = req.url ?? '';
  const send = (status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const control = /^\/control\/flights\/([^/]+)$/.exec(path);
  if (control && req.method === 'POST') {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      flights.set(decodeURIComponent(control[1]!), flightOf(JSON.parse(text) as Record<string, unknown>));
      send(204);
    });
    return;
  }
  if (path === '/health') return send(200, { ok: true });
  if (req.headers['x-rapidapi-key'] !== FLIGHT_STATUS_KEY) return send(401, { message: 'Invalid API key' });
  const m = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(path);
  // The adapter asks for "AZ 123" or "AZ123": the journeys set the number without a space.
  const number = m ? decodeURIComponent(m[1]!).replace(/\s+/g, '') : '';
  const flight = flights.get(number);
  if (!flight) return send(204);
  send(200, [providerFlight(number, flight)]);
});

server.listen(FLIGHT_STATUS_PORT, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
