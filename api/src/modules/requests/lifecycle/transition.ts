// The one way a request changes status: the event's row of the transition table (@alfie/shared/contracts
// lifecycle.ts) says from which statuses, to which and when in time; this applies it as a conditional update and
// writes its one audit row (who, when, from, to, why) in the caller's transaction, with the change and its mails.
import { and, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { canTransition, transitionOf, type RequestEvent, type TimeRule } from '@alfie/shared/contracts';
import type { Tx } from '../../../db/client.ts';
import { requests } from '../../../db/schema.ts';
import { audit, type Actor } from '../../../lib/audit.ts';
import { conflict, forbidden, type HttpError } from '../../../lib/http-error.ts';
import { publishTransition } from '../../events/publish.ts';
import { reportedEndedWhere, reportedEndOf } from './reported-end.ts';

export type RequestRow = typeof requests.$inferSelect;
type RequestInsert = typeof requests.$inferInsert;

interface Common {
  /** Who causes it; null for the system (the payment job). */
  actor: Actor | null;
  /** Why, when the caller says: kept on the audit row. */
  why?: string | null;
  now?: Date;
  /** Kept with the audit row's `after` (what filing priced the request with...). */
  record?: Record<string, unknown>;
}

export interface Filing extends Common {
  event: 'file';
  /** The new request's columns; its status is the table's. */
  values: Omit<RequestInsert, 'status'>;
}

export interface Change extends Common {
  event: Exclude<RequestEvent, 'file'>;
  /** The request as read under its row lock (SELECT ... FOR UPDATE) in this transaction. */
  request: RequestRow;
  /** Columns the event changes besides the status (the PA of an assignment, a new end...). */
  set?: Omit<PgUpdateSetSource<typeof requests>, 'status' | 'id'>;
  /** Conditions of the update beyond status and time (no PA yet...). */
  where?: SQL;
  /** The error when the table refuses the event for this request (default 409 INVALID.STATE). */
  refused?: () => HttpError;
  /** The error when the conditional update finds the request changed meanwhile (default: as `refused`). */
  lostRace?: () => HttpError;
}

/** The time rule as SQL, the twin of the table's check. */
function timeWhere(tx: Tx, rule: TimeRule, now: Date): SQL | undefined {
  if (rule === 'before-start') return gt(requests.startDatetime, now);
  if (rule === 'after-end') return or(lte(requests.endDatetime, now), reportedEndedWhere(tx, now));
  return undefined;
}

/** `file`: the request is inserted in the table's status. */
async function insert(tx: Tx, input: Filing): Promise<{ before: null; after: RequestRow }> {
  const [after] = await tx
    .insert(requests)
    .values({ ...input.values, status: transitionOf('file').to })
    .returning();
  return { before: null, after: after! };
}

/** Every other event: the conditional update of the locked row, refused when the table or a race says no. */
async function update(tx: Tx, input: Change, now: Date): Promise<{ before: RequestRow; after: RequestRow }> {
  const t = transitionOf(input.event);
  const refused = input.refused ?? (() => conflict());
  const before = input.request;
  const reportedEnd = t.when === 'after-end' ? await reportedEndOf(tx, before.id) : null;
  if (!canTransition({ ...before, reportedEnd }, input.event, { now })) throw refused();
  const [after] = await tx
    .update(requests)
    .set({ ...input.set, status: t.to, updatedAt: now })
    .where(
      and(
        eq(requests.id, before.id),
        inArray(requests.status, [...t.from]),
        timeWhere(tx, t.when, now),
        input.where,
      ),
    )
    .returning();
  if (!after) throw (input.lostRace ?? refused)();
  return { before, after };
}

/**
 * Applies one event to one request; answers the row after it. Throws (and so rolls the transaction back) when the
 * table refuses the event (the actor's role, the request's status or the time) or the request changed since it was
 * read; then nothing is written.
 */
export async function transition(tx: Tx, input: Filing | Change): Promise<RequestRow> {
  const t = transitionOf(input.event);
  const now = input.now ?? new Date();
  // The roles of the table's `by` (403 otherwise); the system (no actor: the payment job) may cause any event.
  const role = input.actor?.role;
  if (role !== undefined && !(t.by ?? []).some((r) => r === role)) throw forbidden();
  const { before, after } = input.event === 'file' ? await insert(tx, input) : await update(tx, input, now);
  await audit(tx, input.actor, {
    entity: 'request',
    entityId: after.id,
    action: t.audit,
    fromStatus: before?.status ?? null,
    toStatus: after.status,
    reason: input.why ?? null,
    before: before ?? undefined,
    after: input.record ? { ...after, ...input.record } : after,
  });
  // The live event of this transition (`transitionOf(event).live`: request.created, .assigned, .cancelled, .paid)
  // is published here, in the same transaction, so listeners hear of it only once it is committed.
  await publishTransition(tx, input.event, after);
  return after;
}
