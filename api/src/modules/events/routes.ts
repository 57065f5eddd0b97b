// The operators' live dashboards (issue 18): a bearer call hands out a single-use ticket, and the ticket opens a
// server-sent event stream of request events in the operator's country scope (EventSource cannot send a bearer).
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
import { consumeTicket, issueTicket, pruneLiveEvents } from './tickets.ts';

const LAST_EVENT_ID = /^\d{1,15}$/;

export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  const hub = createEventHub(app.database, app.config.databaseUrl, app.log);
  const streams = new Set<OpenStream>();
  // Open streams never go idle: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const s of [...streams]) s.end();
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
      const answer = await issueTicket(app.db, callerOf(request));
      await pruneLiveEvents(app.db, EVENTS_RESUME_WINDOW_SECONDS + 60);
      return answer;
    },
  );

  r.get(
    '/request/alfie/events',
    {
      public: true,
      summary:
        'Server-sent events (text/event-stream) of requests in the ticket owner\'s country scope: `id: <n>`, `event: request.created|request.assigned|request.cancelled|request.paid`, `data: {"id","type","status"}`; Last-Event-ID (or lastEventId) resumes within five minutes; `: heartbeat` every 25 s',
      description:
        'Opened with a ticket of POST /request/alfie/events-ticket (single-use, 60 s), as EventSource cannot send a bearer header. 401 for a missing, used or expired ticket.',
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
        hub,
        owner,
        lastEventId: resumeFrom ? Number(resumeFrom) : null,
        heartbeatMs: app.config.eventsHeartbeatSeconds * 1000,
        onEnd: () => {
          if (stream) streams.delete(stream);
        },
      });
      const open = stream;
      streams.add(open);
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
