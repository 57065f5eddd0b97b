// One listener per API process: LISTEN on the events channel (a dedicated connection on PostgreSQL, the embedded
// client's own listen on PGlite) and fan each committed event out to this process's open streams. It also
// reconnects after a lost connection (catching up on what it missed from the table) and prunes old rows.
import pg from 'pg';
import { gt, and, sql, asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EVENTS_RESUME_WINDOW_SECONDS } from '@alfie/shared/contracts';
import type { Database } from '../../db/client.ts';
import { requestEvents } from '../../db/schema.ts';
import { EVENTS_CHANNEL, type StoredRequestEvent } from './publish.ts';
import { pruneLiveEvents } from './tickets.ts';

export type Subscriber = (event: StoredRequestEvent) => void;

export interface EventHub {
  /** Listens (once) before the first stream subscribes, so nothing committed after that is missed. */
  subscribe(fn: Subscriber): Promise<() => void>;
  /** Events after `afterId` within the resume window, oldest first. */
  since(afterId: number): Promise<StoredRequestEvent[]>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
const PRUNE_MS = 60_000;
/** Rows are kept a little longer than the resume window, so a resume at its edge still finds them. */
const KEEP_SECONDS = EVENTS_RESUME_WINDOW_SECONDS + 60;

type Unlisten = () => Promise<void>;

export function createEventHub(
  database: Database,
  databaseUrl: string | null,
  log: FastifyBaseLogger,
): EventHub {
  const subscribers = new Set<Subscriber>();
  let listening: Promise<void> | null = null;
  let unlisten: Unlisten | null = null;
  let closed = false;
  let lastId = 0;
  let pruneTimer: NodeJS.Timeout | null = null;

  const deliver = (payload: string): void => {
    let event: StoredRequestEvent;
    try {
      event = JSON.parse(payload) as StoredRequestEvent;
    } catch {
      return;
    }
    lastId = Math.max(lastId, event.id);
    for (const fn of subscribers) fn(event);
  };

  const since = async (afterId: number): Promise<StoredRequestEvent[]> => {
    const rows = await database.db
      .select()
      .from(requestEvents)
      .where(
        and(
          gt(requestEvents.id, afterId),
          sql`${requestEvents.createdAt} > now() - make_interval(secs => ${EVENTS_RESUME_WINDOW_SECONDS})`,
        ),
      )
      .orderBy(asc(requestEvents.id));
    return rows.map((r) => ({
      id: r.id,
      event: r.event as StoredRequestEvent['event'],
      requestId: r.requestId,
      type: r.type as StoredRequestEvent['type'],
      status: r.status as StoredRequestEvent['status'],
      countryId: r.countryId,
    }));
  };

  /** A dedicated connection (a pooled one would be handed back and lose its LISTEN); reopened when lost. */
  async function listenPostgres(url: string): Promise<Unlisten> {
    const client = new pg.Client({ connectionString: url });
    let ended = false;
    const reconnect = (err?: unknown) => {
      if (ended || closed) return;
      ended = true;
      log.warn({ err }, 'live events: listener connection lost, reconnecting');
      client.end().catch(() => undefined);
      setTimeout(() => void reopen(), RECONNECT_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', (n) => {
      if (n.channel === EVENTS_CHANNEL && n.payload) deliver(n.payload);
    });
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    return async () => {
      ended = true;
      await client.end().catch(() => undefined);
    };
  }

  async function reopen(): Promise<void> {
    if (closed || !databaseUrl) return;
    try {
      unlisten = await listenPostgres(databaseUrl);
      // What was committed while the connection was down.
      for (const e of await since(lastId)) deliver(JSON.stringify(e));
    } catch (err) {
      log.warn({ err }, 'live events: listener could not reconnect, retrying');
      setTimeout(() => void reopen(), RECONNECT_MS).unref();
    }
  }

  async function start(): Promise<void> {
    if (database.driver === 'postgres' && databaseUrl) {
      unlisten = await listenPostgres(databaseUrl);
    } else {
      const client = (database.db as unknown as { $client: { listen: PgliteListen } }).$client;
      unlisten = await client.listen(EVENTS_CHANNEL, deliver);
    }
    pruneTimer = setInterval(() => {
      pruneLiveEvents(database.db, KEEP_SECONDS).catch((err: unknown) =>
        log.warn({ err }, 'live events: prune failed'),
      );
    }, PRUNE_MS);
    pruneTimer.unref();
  }

  return {
    async subscribe(fn) {
      listening ??= start().catch((err: unknown) => {
        listening = null;
        throw err;
      });
      await listening;
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    since,
    async close() {
      closed = true;
      subscribers.clear();
      if (pruneTimer) clearInterval(pruneTimer);
      await unlisten?.().catch(() => undefined);
    },
  };
}

type PgliteListen = (channel: string, callback: (payload: string) => void) => Promise<Unlisten>;
