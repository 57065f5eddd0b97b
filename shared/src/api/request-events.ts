// useRequestEvents: the operators' live request events, or a PA's own (server-sent events). EventSource cannot send
// the bearer header, so each connection first asks POST /request/alfie/events-ticket (a PA: /pa/alfie/events-ticket)
// for a single-use ticket; when the stream fails or ends, a new ticket opens a new one that resumes after the last
// event heard (lastEventId), backing off while the server does not answer. One connection per page, whoever listens; closed when nobody does.
// A page may ask its ticket ahead, with its first calls (prefetchEventsTicket): the stream then opens as soon as the
// page has rendered. Dashboards built before the stream waited for the first paint do; today's open their stream once their
// rows are shown, and the events' check (valibot and the schema) is fetched with the first stream.
// Its own subpath (@alfie/shared/api/request-events): the login route never loads it.
import { useEffect, useRef } from 'react';
import { LIVE_REQUEST_EVENTS, type LiveRequestEvent } from '../contracts/lifecycle.ts';
import type { EventsTicketAnswer, RequestEventData, RequestLiveEvent } from '../contracts/events.ts';
import { EVENTS_TICKET_TTL_SECONDS } from '../contracts/events-timing.ts';
import { canReach } from '../contracts/roles.ts';
// Through the package names: the configured client (base URL, bearer) and the session are the page's shared ones.
import { api } from '@alfie/shared/api';
import { useSession } from '@alfie/shared/session';

export type { RequestLiveEvent };

type Listener = (event: RequestLiveEvent) => void;

/** Waits before reconnecting: doubled after each failure from `firstMs` up to `maxMs`, reset once a stream opens. */
export const RECONNECT = { firstMs: 1000, maxMs: 30_000 };

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let lastEventId: string | null = null;
/** Bumped on every stop: a ticket that arrives for a stopped connection is not used. */
let session = 0;

/** A ticket asked ahead, for the session that asked it; the first connection takes it, once. */
let early: { answer: Promise<EventsTicketAnswer | null>; token: string | null; expires: number } | null =
  null;
/** The events' check (request-event-check.ts), fetched with the first stream; every stream waits for it. */
let eventCheck: Promise<unknown> | undefined;
let readEventData: ((json: unknown) => RequestEventData | null) | undefined;

function loadEventCheck(): Promise<unknown> {
  eventCheck ??= import('./request-event-check.ts').then(
    (m) => {
      readEventData = m.readEventData;
      return m;
    },
    (err: unknown) => {
      eventCheck = undefined;
      throw err;
    },
  );
  return eventCheck;
}

/** A ticket this close to its end is not used: the stream's request may take that long to reach the API. */
const TICKET_MARGIN_MS = 15_000;

/** A PA's ticket opens the same stream, carrying only the PA's own assignments; an operator's, the country's. */
function ticketPath(): string {
  return canReach(useSession.getState().role, 'pa')
    ? '/pa/alfie/events-ticket'
    : '/request/alfie/events-ticket';
}

function askTicket(): Promise<EventsTicketAnswer> {
  return api.post<EventsTicketAnswer>(ticketPath(), undefined, { skipLoader: true }).then(({ data }) => data);
}

/**
 * Asks the stream's ticket now, beside a page's first calls (its `preload`), for the connection its screen opens
 * once rendered. Unused, it simply expires; a failure here is retried by the connection itself.
 */
export function prefetchEventsTicket(): void {
  if (typeof EventSource === 'undefined' || source || (early && early.expires > Date.now())) return;
  // Timed by this browser's clock from the moment of asking, so a skewed clock never makes an old ticket look new.
  const expires = Date.now() + EVENTS_TICKET_TTL_SECONDS * 1000 - TICKET_MARGIN_MS;
  early = { answer: askTicket().catch(() => null), token: useSession.getState().token, expires };
}

/** The ticket asked ahead if it is this session's and still fresh, else a new one. */
async function ticketNow(): Promise<string> {
  const ahead = early;
  early = null;
  if (ahead && ahead.token === useSession.getState().token) {
    const answer = await ahead.answer;
    if (answer && ahead.expires > Date.now()) return answer.ticket;
  }
  return (await askTicket()).ticket;
}

function streamUrl(ticket: string): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `${api.defaults.baseURL ?? ''}/request/alfie/events?${query.toString()}`;
}

function deliver(event: LiveRequestEvent, message: MessageEvent<string>): void {
  if (message.lastEventId) lastEventId = message.lastEventId;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return;
  }
  // An event this screen cannot read (a newer server's) is skipped, not half applied.
  const data = readEventData?.(json);
  if (!data) return;
  const live: RequestLiveEvent = { id: message.lastEventId, event, data };
  for (const listener of [...listeners]) listener(live);
}

function retryLater(mine: number): void {
  if (mine !== session || listeners.size === 0) return;
  const wait = Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** failures);
  failures++;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect(mine);
  }, wait);
}

async function connect(mine: number): Promise<void> {
  let ticket: string;
  try {
    [ticket] = await Promise.all([ticketNow(), loadEventCheck()]);
  } catch {
    retryLater(mine);
    return;
  }
  if (mine !== session || listeners.size === 0) return;
  const stream = new EventSource(streamUrl(ticket));
  source = stream;
  stream.onopen = () => {
    failures = 0;
  };
  for (const event of LIVE_REQUEST_EVENTS) {
    stream.addEventListener(event, (message) => deliver(event, message));
  }
  // The browser would retry with the same, already used ticket: close, and reconnect with a fresh one.
  stream.onerror = () => {
    if (source !== stream) return;
    stream.close();
    source = null;
    retryLater(mine);
  };
}

function stop(): void {
  session++;
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  // A new listener starts from now: replaying what it missed would announce rows its first load already has.
  lastEventId = null;
}

function start(): void {
  // Without EventSource (tests without a fake, very old browsers) screens simply do not update live.
  if (typeof EventSource === 'undefined') return;
  void connect(session);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', stop);
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && listeners.size > 0) start();
  });
}

/** Calls `onEvent` for every live request event while the screen is shown (and `enabled`). */
export function useRequestEvents(onEvent: Listener, enabled = true): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener: Listener = (message) => latest.current(message);
    listeners.add(listener);
    if (listeners.size === 1) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stop();
    };
  }, [enabled]);
}
