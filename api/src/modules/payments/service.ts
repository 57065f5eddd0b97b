// The customer's payment calls: saveIntent (the booking) and extend-request (more hours), both with a PayPal
// authorization. Checks, in order: the caller's own request, its state, the amount against the frozen price,
// idempotency on orderId, PayPal's word on the authorization (when configured); then one transaction stores the
// payment, moves the request to pending-capture (an extension also moves the end and grows the amount) and audits.
import type { InferOutput } from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  extensionCents,
  extensionEndIssue,
  quoteBetween,
  type paymentBodySchema,
} from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import { payments, requests } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { assertOwnCompany } from '../../auth/caller.ts';
import { httpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { publishTransition } from '../events/publish.ts';
import type { PayPalClient } from './paypal-client.ts';
import { PayPalError } from './paypal-client.ts';
import * as q from './queries.ts';
import { centsToValue, frozenRule, HONOUR_MS, VALIDITY_MS, valueToCents } from './rules.ts';

export interface PaymentDeps {
  db: Db;
  /** null: PayPal credentials are not configured, the authorization is stored without asking PayPal. */
  paypal: PayPalClient | null;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

export type PaymentBody = InferOutput<typeof paymentBodySchema>;
export type PaymentKind = 'booking' | 'extension';

export interface PaymentAnswer {
  result: true;
  id: number;
  requestId: number;
  status: string;
  amount: number;
  endDatetime: string;
}

const mismatch = () => httpError(409, 'AMOUNT.MISMATCH', { amount: 'AMOUNT.MISMATCH' });
const notVerified = () => httpError(409, 'PAYMENT.NOT.VERIFIED', { authorizationId: 'PAYMENT.NOT.VERIFIED' });
const newEndOf = (body: PaymentBody) => (body.endDatetime ? new Date(body.endDatetime) : null);

function answer(payment: q.PaymentRow, request: q.RequestRow): PaymentAnswer {
  return {
    result: true,
    id: payment.id,
    requestId: request.id,
    status: request.status,
    amount: payment.amountCents,
    endDatetime: request.endDatetime.toISOString(),
  };
}

/** The same call again (a retry after a lost answer) gets the first answer; anything else with that order is 409. */
function sameCall(p: q.PaymentRow, caller: Caller, body: PaymentBody, kind: PaymentKind): boolean {
  const end = newEndOf(body);
  return (
    p.requestId === body.requestId &&
    p.accountId === caller.accountId &&
    p.authorizationId === body.authorizationId &&
    p.amountCents === body.amount &&
    p.kind === kind &&
    (kind === 'booking' || p.endDatetime?.getTime() === end?.getTime())
  );
}

async function replay(deps: PaymentDeps, caller: Caller, body: PaymentBody, kind: PaymentKind) {
  const existing = await q.findPaymentByOrder(deps.db, body.orderId);
  if (!existing) return null;
  if (!sameCall(existing, caller, body, kind))
    throw httpError(409, 'INVALID.STATE', { orderId: 'INVALID.STATE' });
  const request = await q.findRequest(deps.db, existing.requestId);
  return answer(existing, request!);
}

/** What the request state allows and what the call must cost, in cents; throws 400/409 otherwise. */
async function expectedCents(
  deps: PaymentDeps,
  request: q.RequestRow,
  body: PaymentBody,
  kind: PaymentKind,
): Promise<{
  cents: number;
  newEnd: Date | null;
  quoteDelta: { net: number; vat: number; pa: number } | null;
}> {
  if (request.currencyCode !== 'EUR') throw httpError(409, 'INVALID.STATE');
  if (kind === 'booking') {
    if (request.status !== 'assigned') throw httpError(409, 'INVALID.STATE');
    return { cents: request.amountCents, newEnd: null, quoteDelta: null };
  }
  const newEnd = newEndOf(body);
  if (!newEnd) throw httpError(400, 'REQUIRED.FIELD', { endDatetime: 'REQUIRED.FIELD' });
  const endIssue = extensionEndIssue(request.endDatetime, newEnd);
  if (endIssue) throw httpError(400, endIssue, { endDatetime: endIssue });
  if (request.status !== 'pending-capture') throw httpError(409, 'INVALID.STATE');
  const snapshot = await q.priceSnapshot(deps.db, request);
  if (!snapshot) throw httpError(409, 'PRICE.NOT.FOUND');
  const rule = frozenRule(snapshot.stop);
  const { startDatetime: start, endDatetime: oldEnd } = request;
  const before = quoteBetween(rule, start, oldEnd, snapshot.vatPercent);
  const after = quoteBetween(rule, start, newEnd, snapshot.vatPercent);
  return {
    cents: extensionCents(rule, start, oldEnd, newEnd, snapshot.vatPercent),
    newEnd,
    quoteDelta: {
      net: after.netCents - before.netCents,
      vat: after.vatCents - before.vatCents,
      pa: after.paPaymentCents - before.paPaymentCents,
    },
  };
}

/**
 * Asks PayPal whether the order is an authorization of exactly this payment: the order's reference id is the
 * request id, and it holds this authorization, still CREATED, for the amount in EUR. Answers its validity end.
 */
async function verifyWithPayPal(deps: PaymentDeps, body: PaymentBody): Promise<Date | null> {
  if (!deps.paypal) return null;
  try {
    const order = await deps.paypal.getOrder(body.orderId);
    const unit = order.purchase_units?.find((u) => u.reference_id === String(body.requestId));
    const auth = unit?.payments?.authorizations?.find((a) => a.id === body.authorizationId);
    const ok =
      !!auth &&
      (order.intent === undefined || order.intent === 'AUTHORIZE') &&
      auth.status === 'CREATED' &&
      auth.amount?.currency_code === 'EUR' &&
      valueToCents(auth.amount.value) === body.amount;
    if (!ok) {
      deps.log?.warn(
        {
          orderId: body.orderId,
          authorizationId: body.authorizationId,
          status: auth?.status,
          amount: auth?.amount,
        },
        `PayPal order does not match the payment (expected ${centsToValue(body.amount)} EUR for request ${body.requestId})`,
      );
      throw notVerified();
    }
    const expires = auth.expiration_time ? new Date(auth.expiration_time) : null;
    return expires && !Number.isNaN(expires.getTime()) ? expires : null;
  } catch (err) {
    if (!(err instanceof PayPalError)) throw err;
    deps.log?.warn({ err }, 'PayPal verification failed');
    if (err.refused) throw notVerified();
    throw httpError(502, 'PAYMENT.NOT.VERIFIED');
  }
}

/** The extra cost of moving the end of the caller's own paid request: the amount extend-request expects. */
export async function extensionQuote(
  deps: PaymentDeps,
  caller: Caller,
  query: { requestId: number; endDatetime: string },
) {
  const request = await q.findRequest(deps.db, query.requestId);
  if (!request) throw notFound();
  assertOwnCompany(caller, request.customerId);
  const body = { requestId: request.id, endDatetime: query.endDatetime } as PaymentBody;
  const expected = await expectedCents(deps, request, body, 'extension');
  return {
    requestId: request.id,
    endDatetime: expected.newEnd!.toISOString(),
    amount: expected.cents,
    value: centsToValue(expected.cents),
    currencyCode: 'EUR',
  };
}

export async function savePayment(
  deps: PaymentDeps,
  caller: Caller,
  body: PaymentBody,
  kind: PaymentKind,
): Promise<PaymentAnswer> {
  const request = await q.findRequest(deps.db, body.requestId);
  if (!request) throw notFound();
  assertOwnCompany(caller, request.customerId);
  const replayed = await replay(deps, caller, body, kind);
  if (replayed) return replayed;

  const expected = await expectedCents(deps, request, body, kind);
  if (body.amount !== expected.cents) throw mismatch();
  const validUntilFromPayPal = await verifyWithPayPal(deps, body);

  const now = deps.now?.() ?? new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await q.findRequest(tx, request.id, true);
      // The same call may have committed while this one waited for the lock: answer like a replay.
      const committed = await q.findPaymentByOrder(tx, body.orderId);
      if (committed && before) {
        if (!sameCall(committed, caller, body, kind))
          throw httpError(409, 'INVALID.STATE', { orderId: 'INVALID.STATE' });
        return answer(committed, before);
      }
      // Re-checked under the row lock: a concurrent payment or extension may have changed the request.
      if (
        !before ||
        before.status !== request.status ||
        before.endDatetime.getTime() !== request.endDatetime.getTime()
      )
        throw httpError(409, 'INVALID.STATE');
      const [payment] = await tx
        .insert(payments)
        .values({
          requestId: request.id,
          accountId: caller.accountId,
          kind,
          orderId: body.orderId,
          authorizationId: body.authorizationId,
          amountCents: body.amount,
          currencyCode: 'EUR',
          status: 'authorized',
          endDatetime: expected.newEnd,
          expiresAt: new Date(now.getTime() + HONOUR_MS),
          validUntil: validUntilFromPayPal ?? new Date(now.getTime() + VALIDITY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const delta = expected.quoteDelta;
      const [after] = await tx
        .update(requests)
        .set({
          status: 'pending-capture',
          updatedAt: now,
          ...(expected.newEnd && delta
            ? {
                endDatetime: expected.newEnd,
                amountCents: sql`${requests.amountCents} + ${body.amount}`,
                netCents: sql`${requests.netCents} + ${delta.net}`,
                vatCents: sql`${requests.vatCents} + ${delta.vat}`,
                paPaymentCents: sql`${requests.paPaymentCents} + ${delta.pa}`,
              }
            : {}),
        })
        .where(and(eq(requests.id, request.id), eq(requests.status, before.status)))
        .returning();
      if (!after) throw httpError(409, 'INVALID.STATE');
      await publishTransition(tx, kind === 'booking' ? 'authorize' : 'extend', after);
      await audit(tx, caller, {
        entity: 'payment',
        entityId: payment!.id,
        action: kind === 'booking' ? 'authorized' : 'extension-authorized',
        after: payment,
      });
      await audit(tx, caller, {
        entity: 'request',
        entityId: request.id,
        action: kind === 'booking' ? 'payment-authorized' : 'extended',
        before,
        after,
      });
      return answer(payment!, after);
    });
  } catch (err) {
    // Two identical calls at once: the loser of the unique orderId answers like a replay.
    const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') {
      const replayedLate = await replay(deps, caller, body, kind);
      if (replayedLate) return replayedLate;
    }
    throw err;
  }
}
