// Reads of the payments area: a request with its price snapshot and country VAT, payments by order or request.
import { and, asc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, payments, requestCities, requests } from '../../db/schema.ts';

export type RequestRow = typeof requests.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findRequest(db: DbOrTx, id: number, lock = false): Promise<RequestRow | undefined> {
  const q = db.select().from(requests).where(eq(requests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The first stop's frozen prices and the country's VAT percent: what an extension is priced with. */
export async function priceSnapshot(db: DbOrTx, request: RequestRow) {
  const [stop] = await db
    .select({
      cityPriceCents: requestCities.cityPriceCents,
      poiPriceCents: requestCities.poiPriceCents,
      flatPrice: requestCities.flatPrice,
      percToPA: requestCities.percToPA,
      poiId: requestCities.poiId,
    })
    .from(requestCities)
    .where(eq(requestCities.requestId, request.id))
    .orderBy(asc(requestCities.orderIndex))
    .limit(1);
  const [country] = await db
    .select({ vat: countries.vat })
    .from(countries)
    .where(eq(countries.id, request.countryId));
  return stop && country ? { stop, vatPercent: country.vat } : null;
}

export async function findPaymentByOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

export function authorizedPayments(db: DbOrTx, requestId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), eq(payments.status, 'authorized')))
    .orderBy(asc(payments.id));
}

/** Every authorization still open, with its request's period (the job looks at all of them). */
export function openAuthorizations(db: DbOrTx) {
  return db
    .select({
      payment: payments,
      endDatetime: requests.endDatetime,
      countryId: requests.countryId,
      requestStatus: requests.status,
    })
    .from(payments)
    .innerJoin(requests, eq(requests.id, payments.requestId))
    .where(eq(payments.status, 'authorized'))
    .orderBy(asc(payments.id));
}

/** Open authorizations whose honour period or validity ends before `limit`, in a country (null = all). */
export function expiringWhere(limit: Date, countryId: number | null): SQL {
  return and(
    eq(payments.status, 'authorized'),
    or(lte(payments.expiresAt, limit), lte(payments.validUntil, limit)),
    countryId === null ? undefined : eq(requests.countryId, countryId),
  )!;
}

export function expiringRows(db: DbOrTx, where: SQL, limit: number | undefined) {
  return db
    .select({
      payment: payments,
      startDatetime: requests.startDatetime,
      endDatetime: requests.endDatetime,
    })
    .from(payments)
    .innerJoin(requests, eq(requests.id, payments.requestId))
    .where(where)
    .orderBy(asc(sql`least(${payments.expiresAt}, ${payments.validUntil})`), asc(payments.id))
    .limit(limit ?? 1_000_000);
}

export async function countExpiring(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(requests, eq(requests.id, payments.requestId))
    .where(where);
  return Number(row?.n ?? 0);
}
