// POST /pa/alfie/field-status: the assigned PA reports the next step of the service from the phone. One transaction
// locks the request (two presses are ordered), checks the step against the service window, the order and the
// no-show waiting time (contracts/field.ts), writes the report, its audit row and the operators' live event. The
// phone's Idempotency-Key makes a retry answer what the first press recorded, without a second row.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_NO_SHOW_WAIT_MINUTES,
  FIELD_CLOCK_SKEW_MS,
  fieldStepRefusal,
  inFieldWindow,
  type FieldStatusAnswer,
  type FieldStatusBody,
  type RequestField,
} from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { countries, fieldReports, requests } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { conflict, httpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { publishRequestEvent } from '../events/publish.ts';
import { callingPaId } from './queries.ts';
import { mailFieldReport } from './field-mails.ts';
import { meetingsOf } from '../flights/board.ts';

type ReportRow = typeof fieldReports.$inferSelect;

/** A report as its readers get it: the optional facts only when recorded. */
export function reportOf(
  r: Pick<ReportRow, 'status' | 'at' | 'recordedAt' | 'lat' | 'lng' | 'accuracy' | 'note'>,
) {
  return {
    status: r.status,
    at: r.at.toISOString(),
    recordedAt: r.recordedAt.toISOString(),
    ...(r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : {}),
    ...(r.accuracy != null ? { accuracy: r.accuracy } : {}),
    ...(r.note ? { note: r.note } : {}),
  };
}

/** The field of each of these requests (no report yet: status null, empty history). */
export async function fieldsOf(db: DbOrTx, requestIds: number[]): Promise<Map<number, RequestField>> {
  const fields = new Map<number, RequestField>(requestIds.map((id) => [id, { status: null, history: [] }]));
  if (requestIds.length === 0) return fields;
  const rows = await db
    .select()
    .from(fieldReports)
    .where(inArray(fieldReports.requestId, requestIds))
    .orderBy(asc(fieldReports.id));
  for (const r of rows) {
    const field = fields.get(r.requestId)!;
    field.history.push(reportOf(r));
    field.status = r.status;
  }
  return fields;
}

/** Each request's no-show waiting time (its country's, or the default). */
export async function noShowWaitsOf(db: DbOrTx, requestIds: number[]): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: requests.id, wait: countries.noShowWaitMinutes })
    .from(requests)
    .leftJoin(countries, eq(countries.id, requests.countryId))
    .where(inArray(requests.id, requestIds));
  return new Map(rows.map((r) => [r.id, r.wait ?? DEFAULT_NO_SHOW_WAIT_MINUTES]));
}

const fieldOf = async (tx: DbOrTx, requestId: number): Promise<RequestField> =>
  (await fieldsOf(tx, [requestId])).get(requestId)!;

async function lockedAssignment(tx: DbOrTx, requestId: number, paId: number) {
  const [r] = await tx
    .select({
      id: requests.id,
      type: requests.type,
      status: requests.status,
      countryId: requests.countryId,
      startDatetime: requests.startDatetime,
      endDatetime: requests.endDatetime,
      personalAssistantId: requests.personalAssistantId,
      customerId: requests.customerId,
      createdBy: requests.createdBy,
      noShowWaitMinutes: countries.noShowWaitMinutes,
    })
    .from(requests)
    .leftJoin(countries, eq(countries.id, requests.countryId))
    .where(eq(requests.id, requestId))
    .for('update', { of: requests });
  // Another PA's service is as unknown to this one as a missing request.
  if (!r || r.personalAssistantId !== paId) throw notFound();
  return r;
}

export async function reportFieldStatus(
  db: Db,
  caller: Caller,
  idempotencyKey: string,
  body: FieldStatusBody,
  now: () => Date = () => new Date(),
): Promise<FieldStatusAnswer> {
  const paId = await callingPaId(db, caller);
  const { requestId, status } = body;
  return db.transaction(async (tx) => {
    const r = await lockedAssignment(tx, requestId, paId);
    const sameKey = and(eq(fieldReports.paId, paId), eq(fieldReports.idempotencyKey, idempotencyKey));
    const replay = async () => {
      const [prior] = await tx.select().from(fieldReports).where(sameKey);
      if (!prior) return null;
      if (prior.requestId !== requestId || prior.status !== status) throw conflict('IDEMPOTENCY.KEY.REUSED');
      return { requestId, field: await fieldOf(tx, requestId) };
    };
    const replayed = await replay();
    if (replayed) return replayed;
    if (r.status === 'cancelled') throw conflict('FIELD.SERVICE.CANCELLED');

    const service = {
      start: r.startDatetime,
      end: r.endDatetime,
      noShowWaitMinutes: r.noShowWaitMinutes ?? DEFAULT_NO_SHOW_WAIT_MINUTES,
      meeting: (await meetingsOf(tx, [requestId])).get(requestId),
    };
    const before = await fieldOf(tx, requestId);
    const instant = now();
    const refusal = fieldStepRefusal(
      before.history.map((h) => h.status),
      status,
      service,
      instant,
    );
    if (refusal) throw conflict(refusal);
    // The phone's instant (an end the PA corrects): inside the window, not ahead of now, not before the last step.
    const at = body.at ? new Date(body.at) : instant;
    const last = before.history.at(-1);
    if (
      !inFieldWindow(service, at) ||
      at.getTime() > instant.getTime() + FIELD_CLOCK_SKEW_MS ||
      (last && at < new Date(last.at))
    )
      throw httpError(400, 'FIELD.TIME.INVALID', { at: 'FIELD.TIME.INVALID' });

    const [row] = await tx
      .insert(fieldReports)
      .values({
        requestId,
        paId,
        status,
        at,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        accuracy: body.accuracy ?? null,
        note: body.note || null,
        idempotencyKey,
      })
      .onConflictDoNothing()
      .returning();
    // Nothing written: the same key from another request's press, or this step already there.
    if (!row) return (await replay()) ?? Promise.reject(conflict('FIELD.WRONG.ORDER'));
    await audit(tx, caller, { entity: 'field-report', entityId: row.id, action: status, after: row });
    await mailFieldReport(tx, r, status, at);
    await publishRequestEvent(tx, {
      live: 'request.field',
      requestId,
      type: r.type,
      status: r.status,
      countryId: r.countryId,
    });
    return { requestId, field: await fieldOf(tx, requestId) };
  });
}
