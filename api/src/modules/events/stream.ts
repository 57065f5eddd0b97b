// One open server-sent event stream: the missed events first (resume), then live ones the owner hears (an
// operator's country scope, a PA's own assignments), a `: heartbeat` comment at an interval (so proxies keep the
// connection), and an end on close.
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { RequestEventData } from '@alfie/shared/contracts';
import type { EventHub } from './hub.ts';
import type { StoredRequestEvent } from './publish.ts';
import type { TicketOwner } from './tickets.ts';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema.ts';

/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
const MAX_BUFFERED_BYTES = 1_000_000;

const frame = (e: StoredRequestEvent): string => {
  const data: RequestEventData = { id: e.requestId, type: e.type, status: e.status };
  return `id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(data)}\n\n`;
};

export interface OpenStream {
  body: PassThrough;
  end(): void;
}

/**
 * Whether the owner hears an event: an operator, the events of their country scope; a PA, only those of requests
 * assigned to that PA now (asked of the database, as an event names no PA).
 */
function hearsOf(db: Db, owner: TicketOwner): (e: StoredRequestEvent) => boolean | Promise<boolean> {
  const { paId, countryScope } = owner;
  if (paId !== null) return (e) => assignedTo(db, e.requestId, paId);
  return (e) => countryScope === null || e.countryId === countryScope;
}

async function assignedTo(db: Db, requestId: number, paId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.personalAssistantId, paId)));
  return row !== undefined;
}

export async function openStream(opts: {
  db: Db;
  hub: EventHub;
  owner: TicketOwner;
  /** A PA's event that could not be checked: dropped (the PA's page reloads its list when shown again). */
  onLost: (err: unknown) => void;
  lastEventId: number | null;
  heartbeatMs: number;
  onEnd: () => void;
}): Promise<OpenStream> {
  const { hub, owner } = opts;
  const body = new PassThrough();
  const hears = hearsOf(opts.db, owner);
  // A PA's answers come from the database: each event waits for the ones before it, so the order holds.
  let inOrder: Promise<void> = Promise.resolve();
  const pass = (e: StoredRequestEvent) => {
    const heard = hears(e);
    if (heard === true) send(frame(e));
    else if (heard !== false)
      inOrder = inOrder.then(() => heard).then((yes) => (yes ? send(frame(e)) : undefined), opts.onLost);
  };
  // Live events that arrive while the missed ones are read wait here, so the order holds and none is sent twice.
  let pending: StoredRequestEvent[] | null = [];
  const unsubscribe = await hub.subscribe((e) => {
    if (pending) pending.push(e);
    else pass(e);
  });
  let ended = false;
  // A client that stops reading is dropped rather than buffered without end; its EventSource reconnects and resumes.
  const send = (text: string) => {
    if (ended) return;
    if (body.writableLength > MAX_BUFFERED_BYTES) end();
    else body.write(text);
  };
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), opts.heartbeatMs);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    body.end();
    opts.onEnd();
  };
  body.on('close', end);
  body.on('error', end);

  body.write(`retry: ${RETRY_MS}\n\n`);
  try {
    const sent = new Set<number>();
    if (opts.lastEventId !== null) {
      for (const e of await hub.since(opts.lastEventId)) {
        sent.add(e.id);
        pass(e);
      }
    }
    const waiting = pending;
    pending = null;
    for (const e of waiting) if (!sent.has(e.id)) pass(e);
  } catch (err) {
    end();
    throw err;
  }
  return { body, end };
}
