// GET /Request/alfie/request-timeline: the life of one request, oldest first, built from the audit log, the offers,
// the payments and the request's mails. Operators in the request's country see all of it; the owning customer sees
// its own story only (filed, assigned with the PA's first name, payments, cancelled, completed), without mails,
// offers or anybody's name but its own. Access is request-detail's (findVisibleRequest): 404 or 403 alike.
import {
  CUSTOMER_TIMELINE_KINDS,
  isRole,
  TIMELINE_KINDS,
  type MailDeliveryState,
  type TimelineDetail,
  type TimelineEntry,
  type TimelineKind,
} from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import type { Caller } from '../../../auth/caller.ts';
import { findVisibleRequest } from '../detail/detail-service.ts';
import {
  accountNamesOf,
  auditRowsOf,
  cancellationOf,
  fieldReportsOf,
  mailsOf,
  offersOf,
  paNamesOf,
  paymentsOf,
  type AuditRow,
  type PaName,
} from './sources.ts';

type Json = Record<string, unknown> | null;
type Draft = Omit<TimelineEntry, 'actor'> & { actorAccountId: number | null; actorRole: string | null };

/** Request audit actions by the timeline kind they show as; the names of before and after the lifecycle table. */
const REQUEST_ACTIONS: Record<string, TimelineKind | null> = {
  register: 'filed',
  file: 'filed',
  assign: 'assigned',
  cancel: 'cancelled',
  'no-show': 'cancelled',
  'no-show-refused': 'field.no-show-refused',
  captured: 'completed',
  'PA-paid': 'pa-paid',
  // Told by the payment's own row, which carries the amount.
  'payment-authorized': null,
  authorize: null,
  void: null,
};

const PAYMENT_ACTIONS: Record<string, TimelineKind> = {
  authorized: 'payment-authorized',
  'extension-authorized': 'payment-authorized',
  captured: 'payment-captured',
  voided: 'payment-voided',
};

const str = (o: Json, key: string): string | null =>
  typeof o?.[key] === 'string' ? (o[key] as string) : null;
const num = (o: Json, key: string): number | null =>
  typeof o?.[key] === 'number' ? (o[key] as number) : null;

function deliveryOf(status: string): MailDeliveryState {
  return status === 'sent' || status === 'failed' ? status : 'pending';
}

function draft(row: AuditRow, kind: TimelineKind, detail: TimelineDetail): Draft {
  return {
    at: row.at.toISOString(),
    kind,
    detail,
    actorAccountId: row.actorAccountId,
    actorRole: row.actorRole,
  };
}

interface Context {
  pas: Map<number, PaName>;
  payments: Map<number, { kind: string; amountCents: number; currencyCode: string }>;
  cancellation: Awaited<ReturnType<typeof cancellationOf>>;
}

function paDetail(pas: Map<number, PaName>, paId: number | null): TimelineDetail {
  const pa = paId == null ? undefined : pas.get(paId);
  return pa && paId != null ? { paId, paFirstName: pa.firstname, paLastName: pa.lastname } : {};
}

function fromAudit(row: AuditRow, ctx: Context): Draft | null {
  const before = row.before as Json;
  const after = row.after as Json;
  if (row.entity === 'request' && row.action === 'travel.changed')
    return draft(row, 'travel.changed', {
      ...(str(after, 'code') ? { travelCode: str(after, 'code')! } : {}),
      ...(str(after, 'state') ? { travelState: str(after, 'state')! } : {}),
      arrivalFrom: str(before, 'expectedArrival'),
      arrivalTo: str(after, 'expectedArrival'),
    });
  if (row.entity === 'request') {
    const statuses = { from: str(before, 'status'), to: str(after, 'status') };
    const kind = Object.hasOwn(REQUEST_ACTIONS, row.action) ? REQUEST_ACTIONS[row.action]! : 'edited';
    if (kind === null) return null;
    if (kind === 'assigned')
      return draft(row, kind, { ...statuses, ...paDetail(ctx.pas, num(after, 'personalAssistantId')) });
    if (kind === 'cancelled' && ctx.cancellation) {
      const { feeCents, capturedCents, currencyCode, feeState } = ctx.cancellation;
      return draft(row, kind, { ...statuses, feeCents, capturedCents, currencyCode, feeState });
    }
    // A completion whose end the operator set without the PA's report says why.
    if (kind === 'completed' && str(after, 'endReason'))
      return draft(row, kind, { ...statuses, reason: str(after, 'endReason')! });
    if (kind !== 'edited') return draft(row, kind, statuses);
    const [endFrom, endTo] = [str(before, 'endDatetime'), str(after, 'endDatetime')];
    return draft(row, kind, endFrom !== endTo ? { ...statuses, endFrom, endTo } : statuses);
  }
  if (row.entity === 'payment') {
    const kind = PAYMENT_ACTIONS[row.action];
    const payment = ctx.payments.get(Number(row.entityId));
    if (!kind || !payment) return null;
    return draft(row, kind, {
      // A cancellation fee is a partial capture: its audit row says what was taken.
      amountCents: num(after, 'capturedCents') ?? num(after, 'amountCents') ?? payment.amountCents,
      currencyCode: payment.currencyCode,
      paymentKind: payment.kind,
    });
  }
  if (row.entity === 'pa-offer' && (row.action === 'offer' || row.action === 'withdraw')) {
    const paId = num(after ?? before, 'paId');
    return draft(row, row.action === 'offer' ? 'offer-received' : 'offer-withdrawn', paDetail(ctx.pas, paId));
  }
  return null;
}

/** Same instant (one transaction writes the change, its audit rows and its mails): the order of the kinds list. */
function byTime(a: Draft, b: Draft): number {
  return a.at.localeCompare(b.at) || TIMELINE_KINDS.indexOf(a.kind) - TIMELINE_KINDS.indexOf(b.kind);
}

/**
 * Audit rows keep the order they were written in (time, then id: two writes in the same millisecond must not swap,
 * a completion before its void); the facts read from elsewhere are placed among them by time, then kind.
 */
function merged(audited: Draft[], others: Draft[]): Draft[] {
  const rest = [...others].sort(byTime);
  const out: Draft[] = [];
  let i = 0;
  let j = 0;
  while (i < audited.length || j < rest.length) {
    const takeAudit = j >= rest.length || (i < audited.length && byTime(audited[i]!, rest[j]!) <= 0);
    out.push(takeAudit ? audited[i++]! : rest[j++]!);
  }
  return out;
}

/** What the owning customer may read of an entry: its own name only, the PA's first name only, no addresses. */
function forCustomer(e: TimelineEntry, caller: Caller): TimelineEntry {
  const d = e.detail;
  const detail: TimelineDetail = {};
  if (d.from !== undefined) detail.from = d.from;
  if (d.to !== undefined) detail.to = d.to;
  if (d.amountCents !== undefined) detail.amountCents = d.amountCents;
  if (d.currencyCode !== undefined) detail.currencyCode = d.currencyCode;
  if (d.paymentKind !== undefined) detail.paymentKind = d.paymentKind;
  if (d.paFirstName !== undefined) detail.paFirstName = d.paFirstName;
  if (d.feeCents !== undefined) detail.feeCents = d.feeCents;
  if (d.capturedCents !== undefined) detail.capturedCents = d.capturedCents;
  if (d.feeState !== undefined) detail.feeState = d.feeState;
  const own = e.actor.role === 'customer' && e.actor.name !== null && caller.role === 'customer';
  return { ...e, actor: { role: e.actor.role, name: own ? e.actor.name : null }, detail };
}

export async function requestTimeline(db: DbOrTx, id: number, caller: Caller): Promise<TimelineEntry[]> {
  const request = await findVisibleRequest(db, id, caller);
  const [audits, offers, pays, mails, cancellation, field] = await Promise.all([
    auditRowsOf(db, id),
    offersOf(db, id),
    paymentsOf(db, id),
    mailsOf(db, id),
    cancellationOf(db, id),
    fieldReportsOf(db, id),
  ]);
  const paIds = new Set<number>(offers.map((o) => o.paId));
  if (request.personalAssistantId != null) paIds.add(request.personalAssistantId);
  for (const row of audits) {
    const paId = num(
      (row.after ?? row.before) as Json,
      row.entity === 'pa-offer' ? 'paId' : 'personalAssistantId',
    );
    if (paId != null) paIds.add(paId);
  }
  const ctx: Context = {
    pas: await paNamesOf(db, [...paIds]),
    payments: new Map(pays.map((p) => [p.id, p])),
    cancellation,
  };
  // In the order auditRowsOf reads them: time, then id.
  const audited = audits.flatMap((row) => fromAudit(row, ctx) ?? []);
  const others: Draft[] = [];

  // Facts older than their audit rows (the demo data, rows written before the audit existed) still show.
  if (!audited.some((d) => d.kind === 'filed'))
    others.push({
      at: request.createDate.toISOString(),
      kind: 'filed',
      detail: { from: null, to: 'created' },
      actorAccountId: null,
      actorRole: 'customer',
    });
  const offersAudited = new Set(audits.filter((r) => r.entity === 'pa-offer').map((r) => Number(r.entityId)));
  for (const o of offers)
    if (!offersAudited.has(o.id))
      others.push({
        at: o.createdAt.toISOString(),
        kind: 'offer-received',
        detail: paDetail(ctx.pas, o.paId),
        actorAccountId: null,
        actorRole: 'personal-assistant',
      });
  // A payment whose authorization has no audit row (older rows) still shows its authorization.
  const paymentsAudited = new Set(
    audits
      .filter((r) => r.entity === 'payment' && PAYMENT_ACTIONS[r.action] === 'payment-authorized')
      .map((r) => Number(r.entityId)),
  );
  for (const p of pays)
    if (!paymentsAudited.has(p.id))
      others.push({
        at: p.createdAt.toISOString(),
        kind: 'payment-authorized',
        detail: { amountCents: p.amountCents, currencyCode: p.currencyCode, paymentKind: p.kind },
        actorAccountId: null,
        actorRole: 'customer',
      });
  for (const f of field)
    others.push({
      at: f.at.toISOString(),
      kind: `field.${f.status}`,
      detail: paDetail(ctx.pas, f.paId),
      actorAccountId: f.accountId,
      actorRole: 'personal-assistant',
    });
  for (const m of mails)
    others.push({
      at: m.createdAt.toISOString(),
      kind: 'mail',
      detail: { template: m.template, deliveryState: deliveryOf(m.status), recipient: m.to },
      actorAccountId: null,
      actorRole: null,
    });

  const all = merged(audited, others);
  const names = await accountNamesOf(db, [
    ...new Set(all.flatMap((d) => (d.actorAccountId == null ? [] : [d.actorAccountId]))),
  ]);
  const entries: TimelineEntry[] = all.map(({ actorAccountId, actorRole, ...e }) => ({
    ...e,
    actor: {
      role: isRole(actorRole) ? actorRole : null,
      name: actorAccountId == null ? null : (names.get(actorAccountId) ?? null),
    },
  }));
  if (caller.role !== 'customer') return entries;
  return entries.filter((e) => CUSTOMER_TIMELINE_KINDS.includes(e.kind)).map((e) => forCustomer(e, caller));
}
