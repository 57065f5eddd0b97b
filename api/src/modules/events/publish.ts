// publishRequestEvent: called inside the transaction that changes a request. The event row (its bigserial id is
// the stream's `id:`) and the notification become visible together, on commit, or never (PostgreSQL delivers a
// NOTIFY only when its transaction commits); every API process listening fans it out to its open streams.
import { sql } from 'drizzle-orm';
import {
  transitionOf,
  type LiveRequestEvent,
  type RequestEvent,
  type RequestStatus,
  type RequestType,
} from '@alfie/shared/contracts';
import type { DbOrTx } from '../../db/client.ts';

/** The LISTEN/NOTIFY channel of the live dashboards. */
export const EVENTS_CHANNEL = 'alfie_request_events';

export interface RequestEventInput {
  /** What the dashboards hear of the transition (`transitionOf(event).live`); null publishes nothing. */
  live: LiveRequestEvent | null;
  requestId: number;
  type: RequestType | string;
  status: RequestStatus | string;
  countryId: number | null;
}

/** One published event, as stored and as notified (the payload carries the row, so listeners need no query). */
export interface StoredRequestEvent {
  id: number;
  event: LiveRequestEvent;
  requestId: number;
  type: RequestType;
  status: RequestStatus;
  countryId: number | null;
}

/** `await publishRequestEvent(tx, { live: transitionOf('assign').live, requestId, type, status, countryId })`. */
export async function publishRequestEvent(tx: DbOrTx, e: RequestEventInput): Promise<void> {
  if (!e.live) return;
  // One round trip: the insert and the notification of the row it wrote.
  await tx.execute(sql`
    with e as (
      insert into request_events (event, request_id, type, status, country_id)
      values (${e.live}, ${e.requestId}, ${e.type}, ${e.status}, ${e.countryId})
      returning id, event, request_id, type, status, country_id
    )
    select pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'id', e.id, 'event', e.event, 'requestId', e.request_id, 'type', e.type, 'status', e.status,
      'countryId', e.country_id)::text) from e`);
}

/** The request row's fields an event names. */
export interface RequestRowForEvent {
  id: number;
  type: string;
  status: string;
  countryId: number | null;
}

/** `await publishTransition(tx, 'cancel', after)`: the transition's live event (if any) for the changed row. */
export async function publishTransition(tx: DbOrTx, event: RequestEvent, after: RequestRowForEvent) {
  const { id, type, status, countryId } = after;
  await publishRequestEvent(tx, { live: transitionOf(event).live, requestId: id, type, status, countryId });
}
