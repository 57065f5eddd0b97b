// The rows a request's timeline is made of, read straight from where each fact lives: the audit log (request,
// payment and offer rows), the live offers, the payments, the request's mails, and the names of the actors.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  auditLog,
  companies,
  fieldReports,
  mailOutbox,
  operators,
  paOffers,
  payments,
  personalAssistants,
  requestCancellations,
} from '../../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** Audit rows of the request itself, of its payments and of the offers made on it (also withdrawn ones). */
export async function auditRowsOf(db: DbOrTx, requestId: number): Promise<AuditRow[]> {
  const id = String(requestId);
  return db
    .select()
    .from(auditLog)
    .where(
      sql`(${auditLog.entity} = 'request' and ${auditLog.entityId} = ${id})
        or (${auditLog.entity} = 'payment' and ${auditLog.entityId} in
              (select ${payments.id}::text from ${payments} where ${payments.requestId} = ${requestId}))
        or (${auditLog.entity} = 'pa-offer'
              and coalesce(${auditLog.after}->>'requestId', ${auditLog.before}->>'requestId') = ${id})`,
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

export async function offersOf(db: DbOrTx, requestId: number) {
  return db
    .select({ id: paOffers.id, paId: paOffers.paId, createdAt: paOffers.createdAt })
    .from(paOffers)
    .where(eq(paOffers.requestId, requestId));
}

export async function paymentsOf(db: DbOrTx, requestId: number) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      amountCents: payments.amountCents,
      currencyCode: payments.currencyCode,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.requestId, requestId));
}

/** What the request's cancellation cost, when it was cancelled. */
export async function cancellationOf(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({
      feeCents: requestCancellations.feeCents,
      capturedCents: requestCancellations.capturedCents,
      currencyCode: requestCancellations.currencyCode,
      feeState: requestCancellations.feeState,
    })
    .from(requestCancellations)
    .where(eq(requestCancellations.requestId, requestId));
  return row ?? null;
}

/** The assigned PA's field reports, with the PA's account (the actor of each). */
export async function fieldReportsOf(db: DbOrTx, requestId: number) {
  return db
    .select({
      status: fieldReports.status,
      at: fieldReports.at,
      paId: fieldReports.paId,
      accountId: personalAssistants.accountId,
    })
    .from(fieldReports)
    .innerJoin(personalAssistants, eq(personalAssistants.id, fieldReports.paId))
    .where(eq(fieldReports.requestId, requestId))
    .orderBy(asc(fieldReports.id));
}

export async function mailsOf(db: DbOrTx, requestId: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      template: mailOutbox.template,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.requestId, requestId))
    .orderBy(asc(mailOutbox.id));
}

export interface PaName {
  firstname: string;
  lastname: string;
}

export async function paNamesOf(db: DbOrTx, ids: number[]): Promise<Map<number, PaName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: personalAssistants.id,
      firstname: personalAssistants.firstname,
      lastname: personalAssistants.lastname,
    })
    .from(personalAssistants)
    .where(inArray(personalAssistants.id, ids));
  return new Map(rows.map((r) => [r.id, { firstname: r.firstname, lastname: r.lastname }]));
}

/** The display name of each account: an operator's or a PA's full name, a company's business name. */
export async function accountNamesOf(db: DbOrTx, accountIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (accountIds.length === 0) return names;
  const [ops, pas, cos] = await Promise.all([
    db
      .select({ id: operators.accountId, a: operators.firstname, b: operators.lastname })
      .from(operators)
      .where(inArray(operators.accountId, accountIds)),
    db
      .select({
        id: personalAssistants.accountId,
        a: personalAssistants.firstname,
        b: personalAssistants.lastname,
      })
      .from(personalAssistants)
      .where(inArray(personalAssistants.accountId, accountIds)),
    db
      .select({ id: companies.accountId, a: companies.businessName })
      .from(companies)
      .where(and(inArray(companies.accountId, accountIds))),
  ]);
  for (const r of [...ops, ...pas]) if (r.id != null) names.set(r.id, `${r.a} ${r.b}`.trim());
  for (const r of cos) if (r.id != null) names.set(r.id, r.a);
  return names;
}
