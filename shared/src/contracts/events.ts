// The operators' live dashboards (server-sent events): the ticket that opens a stream, the events it carries
// and their data. The API serializes through these schemas; the screens parse each event's data with them.
import * as v from 'valibot';
import type { LiveRequestEvent } from './lifecycle.ts';
import { REQUEST_STATUSES, REQUEST_TYPES } from './statuses.ts';

/** `POST /request/alfie/events-ticket`: single-use, valid `EVENTS_TICKET_TTL_SECONDS` from `expiresAt`. */
export const eventsTicketAnswerSchema = v.object({
  ticket: v.string(),
  /** ISO 8601 instant after which the ticket no longer opens a stream. */
  expiresAt: v.string(),
});
export type EventsTicketAnswer = v.InferOutput<typeof eventsTicketAnswerSchema>;

export * from './events-timing.ts';

/** `GET /request/alfie/events?ticket=&lastEventId=`: the query (no bearer: EventSource cannot send one);
 * lastEventId resumes like the Last-Event-ID header, for a reconnect that had to fetch a new ticket. */
export const eventsQuerySchema = v.object({
  /** Optional in the schema so that a missing ticket is answered 401 like a used or expired one. */
  ticket: v.optional(v.pipe(v.string(), v.maxLength(200, 'TOO.LONG'))),
  lastEventId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'INVALID.VALUE'))),
});

export type { LiveRequestEvent };

/** The `data:` of every event (JSON): the request and its status after the change. */
export const requestEventDataSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.picklist(REQUEST_TYPES),
  status: v.picklist(REQUEST_STATUSES),
});
export type RequestEventData = v.InferOutput<typeof requestEventDataSchema>;

/** One event as a screen sees it: `id:` (the resume point), `event:` and the parsed `data:`. */
export interface RequestLiveEvent {
  readonly id: string;
  readonly event: LiveRequestEvent;
  readonly data: RequestEventData;
}
