// What happens to an authorization after the customer paid: operators capture it once the service is over
// (request completed), void it when the request is cancelled, record the PA's payment (PA-paid); the job
// reauthorizes before the honour period would leave the capture unprotected and marks lapsed ones expired.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ExpiringAuthorization } from '@alfie/shared/contracts/schemas/payment-operations';
import type { FastifyReply } from 'fastify';
import { payments, requests } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { assertInScope, countryScope } from '../../auth/caller.ts';
import { httpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { PayPalError } from './paypal-client.ts';
import * as q from './queries.ts';
import type { PaymentRow } from './queries.ts';
import { expiryReason, HONOUR_MS, isReauthorizationDue } from './rules.ts';
import type { PaymentDeps } from './service.ts';

const nowOf = (deps: PaymentDeps) => deps.now?.() ?? new Date();

/** A PayPal refusal is the state of the authorization (409); an unreachable PayPal is a 502. */
function fromPayPal(deps: PaymentDeps, err: unknown, what: string): never {
  if (!(err instanceof PayPalError)) throw err;
  deps.log?.warn({ err }, `PayPal ${what} failed`);
  throw httpError(err.refused ? 409 : 502, err.refused ? 'INVALID.STATE' : 'SERVER.ERROR');
}

async function scopedRequest(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await q.findRequest(deps.db, requestId);
  if (!request) throw notFound();
  assertInScope(caller, request.countryId);
  return request;
}

/**
 * Captures every open authorization of a request whose service is over (pending-capture and its end passed, or
 * already completed). Each PayPal capture carries the key capture-<paymentId>, so a retry after a partial
 * failure captures nothing twice. The request becomes completed.
 */
export async function capture(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await scopedRequest(deps, caller, requestId);
  const now = nowOf(deps);
  const over = request.endDatetime.getTime() <= now.getTime();
  if (!(request.status === 'completed' || (request.status === 'pending-capture' && over)))
    throw httpError(409, 'INVALID.STATE');
  const open = await q.authorizedPayments(deps.db, request.id);
  if (open.length === 0) throw httpError(409, 'INVALID.STATE');
  const captured: { id: number; captureId: string | null; amount: number }[] = [];
  for (const p of open) {
    let captureId: string | null = null;
    if (deps.paypal) {
      try {
        captureId = (await deps.paypal.capture(p.authorizationId, `capture-${p.id}`)).id;
      } catch (err) {
        fromPayPal(deps, err, 'capture');
      }
    }
    captured.push({ id: p.id, captureId, amount: p.amountCents });
  }
  return deps.db.transaction(async (tx) => {
    const before = await q.findRequest(tx, request.id, true);
    if (!before || (before.status !== 'completed' && before.status !== 'pending-capture'))
      throw httpError(409, 'INVALID.STATE');
    for (const c of captured) {
      const [row] = await tx
        .update(payments)
        .set({ status: 'captured', captureId: c.captureId, updatedAt: now })
        .where(and(eq(payments.id, c.id), eq(payments.status, 'authorized')))
        .returning();
      if (!row) throw httpError(409, 'INVALID.STATE');
      await audit(tx, caller, { entity: 'payment', entityId: c.id, action: 'captured', after: row });
    }
    const [after] = await tx
      .update(requests)
      .set({ status: 'completed', updatedAt: now })
      .where(eq(requests.id, request.id))
      .returning();
    await audit(tx, caller, { entity: 'request', entityId: request.id, action: 'captured', before, after });
    return { result: true as const, id: request.id, status: 'completed', captured };
  });
}

/** Voids every open authorization of a cancelled request (key void-<paymentId>). */
export async function voidPayments(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await scopedRequest(deps, caller, requestId);
  if (request.status !== 'cancelled') throw httpError(409, 'INVALID.STATE');
  const open = await q.authorizedPayments(deps.db, request.id);
  if (open.length === 0) throw httpError(409, 'INVALID.STATE');
  for (const p of open) await voidAtPayPal(deps, p);
  const voided = await markVoided(deps, caller, open);
  if (voided.length !== open.length) throw httpError(409, 'INVALID.STATE');
  return { result: true as const, id: request.id, status: request.status, voided };
}

async function voidAtPayPal(deps: PaymentDeps, p: PaymentRow): Promise<void> {
  if (!deps.paypal) return;
  try {
    await deps.paypal.void(p.authorizationId, `void-${p.id}`);
  } catch (err) {
    fromPayPal(deps, err, 'void');
  }
}

/** Marks authorizations voided (each only while still authorized) with an audit row; answers the ids changed. */
async function markVoided(deps: PaymentDeps, caller: Caller | null, open: PaymentRow[]): Promise<number[]> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const voided: number[] = [];
    for (const p of open) {
      const [row] = await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'authorized')))
        .returning();
      if (!row) continue;
      voided.push(row.id);
      await audit(tx, caller, {
        entity: 'payment',
        entityId: row.id,
        action: 'voided',
        before: p,
        after: row,
      });
    }
    return voided;
  });
}

/** The PA has been paid for a completed, fully captured request: PA-paid with the instant of the payment. */
export async function recordPaPayment(deps: PaymentDeps, caller: Caller, requestId: number) {
  const request = await scopedRequest(deps, caller, requestId);
  if (request.status !== 'completed') throw httpError(409, 'INVALID.STATE');
  if ((await q.authorizedPayments(deps.db, request.id)).length > 0) throw httpError(409, 'INVALID.STATE');
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(requests)
      .set({ status: 'PA-paid', paPaymentInstant: now, updatedAt: now })
      .where(and(eq(requests.id, request.id), eq(requests.status, 'completed')))
      .returning();
    if (!after) throw httpError(409, 'INVALID.STATE');
    await audit(tx, caller, {
      entity: 'request',
      entityId: request.id,
      action: 'PA-paid',
      before: request,
      after,
    });
    return { result: true as const, id: request.id, status: after.status };
  });
}

export interface JobReport {
  reauthorized: { id: number; requestId: number; authorizationId: string }[];
  /** Authorizations of requests cancelled since they were paid: the hold on the customer's card is released. */
  voided: number[];
  expired: number[];
  failed: { id: number; error: string }[];
  /** Due, but PayPal is not configured: nothing to call. */
  skipped: number[];
}

/**
 * One run of the job (every API process runs it; the conditional updates and the reauth-<paymentId> key keep
 * two runs from doing anything twice). Authorizations past their 29 days become expired; those due (see
 * rules.ts) are reauthorized once: the new authorization id and a new 3-day honour period are stored.
 */
export async function runAuthorizationJob(deps: PaymentDeps): Promise<JobReport> {
  const now = nowOf(deps);
  const report: JobReport = { reauthorized: [], voided: [], expired: [], failed: [], skipped: [] };
  for (const { payment: p, endDatetime, requestStatus } of await q.openAuthorizations(deps.db)) {
    if (requestStatus === 'cancelled') {
      try {
        await voidAtPayPal(deps, p);
        report.voided.push(...(await markVoided(deps, null, [p])));
      } catch (err) {
        deps.log?.warn({ err, paymentId: p.id }, 'PayPal void of a cancelled request failed');
        report.failed.push({ id: p.id, error: (err as Error).message });
      }
      continue;
    }
    if (p.validUntil && p.validUntil.getTime() <= now.getTime()) {
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ status: 'expired', updatedAt: now })
          .where(and(eq(payments.id, p.id), eq(payments.status, 'authorized')))
          .returning();
        if (!row) return;
        report.expired.push(row.id);
        await audit(tx, null, {
          entity: 'payment',
          entityId: row.id,
          action: 'expired',
          before: p,
          after: row,
        });
      });
      continue;
    }
    if (!isReauthorizationDue(p, endDatetime, now)) continue;
    if (!deps.paypal) {
      report.skipped.push(p.id);
      continue;
    }
    try {
      const fresh = await deps.paypal.reauthorize(p.authorizationId, `reauth-${p.id}`);
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({
            authorizationId: fresh.id,
            reauthorizedAt: now,
            expiresAt: new Date(now.getTime() + HONOUR_MS),
            updatedAt: now,
          })
          .where(
            and(eq(payments.id, p.id), eq(payments.status, 'authorized'), isNull(payments.reauthorizedAt)),
          )
          .returning();
        if (!row) return;
        report.reauthorized.push({ id: row.id, requestId: row.requestId, authorizationId: fresh.id });
        await audit(tx, null, {
          entity: 'payment',
          entityId: row.id,
          action: 'reauthorized',
          before: p,
          after: row,
        });
      });
    } catch (err) {
      if (!(err instanceof PayPalError)) throw err;
      deps.log?.warn({ err, paymentId: p.id }, 'PayPal reauthorization failed');
      report.failed.push({ id: p.id, error: err.message });
    }
  }
  return report;
}

/** Open authorizations whose honour period or validity ends within `hours`, soonest first, in the caller's scope. */
export async function expiring(
  deps: PaymentDeps,
  caller: Caller,
  query: { hours: number; limit?: number | undefined; cursor?: string | undefined },
  reply: FastifyReply,
): Promise<ExpiringAuthorization[]> {
  const now = nowOf(deps);
  const horizonMs = query.hours * 3_600_000;
  const where = q.expiringWhere(new Date(now.getTime() + horizonMs), countryScope(caller));
  const after = decodeCursor<[string, number]>(query.cursor, 2);
  const key = sql`least(${payments.expiresAt}, ${payments.validUntil})`;
  const total = await q.countExpiring(deps.db, where);
  const rows = await q.expiringRows(
    deps.db,
    after ? and(where, sql`(${key}, ${payments.id}) > (${new Date(after[0])}, ${after[1]})`)! : where,
    query.limit === undefined ? undefined : query.limit + 1,
  );
  const items = rows.map(({ payment: p, startDatetime, endDatetime }) => ({
    id: p.id,
    requestId: p.requestId,
    orderId: p.orderId,
    authorizationId: p.authorizationId,
    amount: p.amountCents,
    currencyCode: p.currencyCode,
    kind: p.kind,
    expiresAt: p.expiresAt?.toISOString() ?? null,
    validUntil: p.validUntil?.toISOString() ?? null,
    reauthorized: p.reauthorizedAt !== null,
    startDatetime: startDatetime.toISOString(),
    endDatetime: endDatetime.toISOString(),
    reason: expiryReason(p, now, horizonMs) ?? 'honour-ending',
  }));
  return sendPage(reply, items, {
    total,
    limit: query.limit,
    keyOf: (r) => {
      const times = [r.expiresAt, r.validUntil]
        .filter((x): x is string => x !== null)
        .map((x) => Date.parse(x));
      return [new Date(Math.min(...times)).toISOString(), r.id];
    },
  });
}
