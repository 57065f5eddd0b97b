// The live streams' times, in a module without the events' schemas: the screens' stream (api/request-events.ts)
// needs them at once, the schemas (valibot) only with its first stream (docs/performance.md).

/** How long a ticket (`POST /request/alfie/events-ticket`) opens a stream. */
export const EVENTS_TICKET_TTL_SECONDS = 60;
/** How far back `Last-Event-ID` (or `lastEventId`) can resume. */
export const EVENTS_RESUME_WINDOW_SECONDS = 300;
/** The stream's heartbeat comment (`: heartbeat`) interval. */
export const EVENTS_HEARTBEAT_SECONDS = 25;
