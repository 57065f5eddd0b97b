// The operators' live dashboards and the PA's own assignments: a bearer call hands out a single-use ticket, and the
// ticket opens a server-sent event stream of request events in the operator's country scope, or of the PA's own
// assignments (EventSource cannot send a bearer).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AREA_ROLES,
  EVENTS_RESUME_WINDOW_SECONDS,
  eventsQuerySchema,
  eventsTicketAnswerSchema,
} from '@alfie/shared/contracts';
import { routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { httpError } from '../../lib/http-error.ts';
import { createEventHub } from './hub.ts';
import { openStream, type OpenStream } from './stream.ts';
import { callingPaId } from '../pa-channel/queries.ts';
import { consumeTicket, issueTicket, pruneLiveEvents, sessionsRevoked, type TicketOwner } from './tickets.ts';

const LAST_EVENT_ID = /^\d{1,15}$/;
/** How often open streams' sessions are checked again: a revoked session's stream ends within this time. */
const SESSION_RECHECK_MS = 2_000;
/** Open streams an account may hold in one process; a new one ends its oldest. */
export const MAX_STREAMS_PER_ACCOUNT = 5;

export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  const hub = createEventHub(app.database, app.config.databaseUrl, app.log);
  // In opening order (a Map keeps it), so the oldest of an account is the first found.
  const streams = new Map<OpenStream, TicketOwner>();
  // The revocation lives in the database every process shares: a logout in another process ends streams here too.
  const recheck = setInterval(() => {
    const open = [...streams];
    if (open.length === 0) return;
    sessionsRevoked(
      app.db,
      open.map(([, o]) => ({ ...o.session, accountId: o.accountId })),
    ).then(
      (revoked) => {
        for (const [s, o] of open) if (revoked.has(o.session.tokenHash)) s.end();
      },
      (err: unknown) => app.log.warn({ err }, 'live events: session re-check failed'),
    );
  }, SESSION_RECHECK_MS);
  recheck.unref();
  // Open streams never go idle: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    clearInterval(recheck);
    for (const s of [...streams.keys()]) s.end();
  });
  app.addHook('onClose', async () => hub.close());

  r.post(
    '/request/alfie/events-ticket',
    {
      summary:
        'A single-use ticket, valid 60 s, that opens the live request events stream (GET /request/alfie/events)',
      response: eventsTicketAnswerSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      if (!request.session) throw httpError(401, 'UNAUTHORIZED');
      const answer = await issueTicket(app.db, caller, request.session);
      await pruneLiveEvents(app.db, EVENTS_RESUME_WINDOW_SECONDS + 60);
      return answer;
    },
  );

  // The PA's card follows its own assignments (a moved meeting, a cancellation) on the same streams.
  const pa = routesOf(app, { tags: ['PA side'], roles: AREA_ROLES.pa });
  pa.post(
    '/pa/alfie/events-ticket',
    {
      summary:
        "A single-use ticket, valid 60 s, that opens the live request events stream (GET /request/alfie/events) carrying only the events of the PA's own assignments",
      response: eventsTicketAnswerSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      if (!request.session) throw httpError(401, 'UNAUTHORIZED');
      await callingPaId(app.db, caller); // an approved PA only
      return issueTicket(app.db, caller, request.session);
    },
  );

  r.get(
    '/request/alfie/events',
    {
      public: true,
      summary:
        'Server-sent events (text/event-stream) of requests in the ticket owner\'s country scope (a PA\'s ticket: only the requests assigned to that PA): `id: <n>`, `event: request.created|request.assigned|request.cancelled|request.paid|request.field|request.travel`, `data: {"id","type","status"}`; Last-Event-ID (or lastEventId) resumes within five minutes; `: heartbeat` every 25 s',
      description:
        'Opened with a ticket of POST /request/alfie/events-ticket or POST /pa/alfie/events-ticket (single-use, 60 s), as EventSource cannot send a bearer header. 401 for a missing, used or expired ticket, or one whose session has ended; an open stream ends within seconds of its session ending, and an account holds at most 5 (a new one ends the oldest).',
      query: eventsQuerySchema,
      response: v.string(),
      contentType: 'text/event-stream',
      errors: [401],
    },
    async (request, reply) => {
      const { ticket } = request.query;
      const owner = ticket ? await consumeTicket(app.db, ticket) : null;
      if (!owner) throw httpError(401, 'UNAUTHORIZED');
      const header = request.headers['last-event-id'];
      const resumeFrom =
        typeof header === 'string' && LAST_EVENT_ID.test(header) ? header : request.query.lastEventId;
      let stream: OpenStream | null = null;
      stream = await openStream({
        db: app.db,
        hub,
        onLost: (err) => app.log.warn({ err }, "live events: a PA's event could not be checked, dropped"),
        owner,
        lastEventId: resumeFrom ? Number(resumeFrom) : null,
        heartbeatMs: app.config.eventsHeartbeatSeconds * 1000,
        onEnd: () => {
          if (stream) streams.delete(stream);
        },
      });
      const open = stream;
      const mine = [...streams].filter(([, o]) => o.accountId === owner.accountId);
      for (const [s] of mine.slice(0, Math.max(0, mine.length - MAX_STREAMS_PER_ACCOUNT + 1))) s.end();
      streams.set(open, owner);
      reply.raw.on('close', () => open.end()); // the browser went away
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // nginx must pass each event on at once instead of buffering the answer.
        .header('x-accel-buffering', 'no');
      return reply.send(open.body) as never;
    },
  );
}
