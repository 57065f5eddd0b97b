// The authorizations themselves, apart from the request's status: the job (every API process runs it) that
// reauthorizes before the honour period would leave the capture unprotected, marks lapsed ones expired and has
// those of requests cancelled since they were paid released (the requests module does it, through the request's
// `void` transition: payments knows nothing of the lifecycle's writes), and the operators' list of authorizations
// about to expire.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { canTransition } from '@alfie/shared/contracts';
import type { ExpiringAuthorization } from '@alfie/shared/contracts/schemas/payment-operations';
import type { FastifyReply } from 'fastify';
import { payments } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { countryScope } from '../../auth/caller.ts';
import { audit } from '../../lib/audit.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { nowOf, type PaymentDeps } from './deps.ts';
import { PayPalError } from './paypal-client.ts';
import * as q from './queries.ts';
import type { PaymentRow } from './queries.ts';
import { expiryReason, HONOUR_MS, isReauthorizationDue } from './rules.ts';

export interface JobReport {
  reauthorized: { id: number; requestId: number; authorizationId: string }[];
  /** Authorizations of requests cancelled since they were paid: the hold on the customer's card is released. */
  voided: number[];
  expired: number[];
  failed: { id: number; error: string }[];
  /** Due, but PayPal is not configured: nothing to call. */
  skipped: number[];
}

/** Voids an open authorization of a request cancelled after it was paid; answers the payment ids voided. */
export type ReleaseCancelled = (deps: PaymentDeps, p: PaymentRow) => Promise<number[]>;

/**
 * One run of the job (every API process runs it; the conditional updates and the reauth-<paymentId> key keep
 * two runs from doing anything twice). Authorizations past their 29 days become expired; those due (see
 * rules.ts) are reauthorized once: the new authorization id and a new 3-day honour period are stored.
 */
export async function runAuthorizationJob(
  deps: PaymentDeps,
  releaseCancelled: ReleaseCancelled,
): Promise<JobReport> {
  const now = nowOf(deps);
  const report: JobReport = { reauthorized: [], voided: [], expired: [], failed: [], skipped: [] };
  for (const { payment: p, endDatetime, requestStatus } of await q.openAuthorizations(deps.db)) {
    if (canTransition({ status: requestStatus }, 'void')) {
      try {
        report.voided.push(...(await releaseCancelled(deps, p)));
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
  const after = decodeCursor(query.cursor, ['instant', 'id']);
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
