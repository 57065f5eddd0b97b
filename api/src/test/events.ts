// Helpers of the live events tests: a ticket, and a server-sent event stream read over real HTTP (fetch), parsed
// into frames the test can wait for.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestApp } from './build.ts';
import { demoCompany, demoPlaces, validPayload } from './customer-requests.ts';

export const TICKET_URL = '/request/alfie/events-ticket';
export const EVENTS_URL = '/request/alfie/events';

/** One frame of the stream: an event (id, event, parsed data) or a comment. */
export interface Frame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

export async function ticketOf(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: TICKET_URL, headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { ticket: string }).ticket;
}

/** The app listening on a free loopback port (streams need a real connection, not inject). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

function parse(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
  }
  return frame;
}

export interface EventStream {
  status: number;
  headers: Headers;
  frames: Frame[];
  /** Resolves with the first frame (from the start) matching, or rejects after `ms`. */
  waitFor(match: (f: Frame) => boolean, ms?: number): Promise<Frame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEvents(
  baseUrl: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${EVENTS_URL}?${query}`, { headers, signal: abort.signal });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            frames.push(parse(buffer.slice(0, cut)));
            buffer = buffer.slice(cut + 2);
          }
          for (const w of waiters) w();
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await res.body?.cancel();
  }
  return {
    status: res.status,
    headers: res.headers,
    frames,
    ended,
    close: () => abort.abort(),
    waitFor(match, ms = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** The events (not comments) received so far. */
export const eventsOf = (s: EventStream): Frame[] => s.frames.filter((f) => f.event);

/** The request id a frame's data names, if any. */
export const requestIdOf = (f: Frame): number | undefined => (f.data as { id?: number } | undefined)?.id;

/** Files a request (Malpensa, Italy) as the demo customer and answers its id. */
export async function fileRequest(h: TestApp, customerToken: string): Promise<number> {
  const places = await demoPlaces(h);
  const company = await demoCompany(h);
  const ids = { customerId: company.id, countryId: places.italy.id, cityId: places.milano.id };
  const res = await h.app.inject({
    method: 'POST',
    url: '/Request/alfie/register-new-request',
    headers: bearer(customerToken),
    payload: validPayload({ ...ids, poiId: places.malpensa.id }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { id: number }).id;
}
