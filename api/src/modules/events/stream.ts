// One open server-sent event stream: the missed events first (resume), then live ones in the owner's country
// scope, a `: heartbeat` comment at an interval (so proxies keep the connection), and an end on close.
import { PassThrough } from 'node:stream';
import type { RequestEventData } from '@alfie/shared/contracts';
import type { EventHub } from './hub.ts';
import type { StoredRequestEvent } from './publish.ts';
import type { TicketOwner } from './tickets.ts';

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

export async function openStream(opts: {
  hub: EventHub;
  owner: TicketOwner;
  lastEventId: number | null;
  heartbeatMs: number;
  onEnd: () => void;
}): Promise<OpenStream> {
  const { hub, owner } = opts;
  const body = new PassThrough();
  const inScope = (e: StoredRequestEvent) =>
    owner.countryScope === null || e.countryId === owner.countryScope;
  // Live events that arrive while the missed ones are read wait here, so the order holds and none is sent twice.
  let pending: StoredRequestEvent[] | null = [];
  const unsubscribe = await hub.subscribe((e) => {
    if (!inScope(e)) return;
    if (pending) pending.push(e);
    else send(frame(e));
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
        if (!inScope(e)) continue;
        sent.add(e.id);
        send(frame(e));
      }
    }
    const waiting = pending;
    pending = null;
    for (const e of waiting) if (!sent.has(e.id)) send(frame(e));
  } catch (err) {
    end();
    throw err;
  }
  return { body, end };
}
