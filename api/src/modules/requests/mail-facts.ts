// What the request's mails name, looked up one way for every sender (assignment, reminders, the PA's field reports):
// the customer company, the language its people read, and the place the service starts.
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@alfie/shared/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { cities, companies, pois, requestCities } from '../../db/schema.ts';
import { languageOf } from '../../lib/review-decision.ts';

/** The request's customer company; none for a request filed without one. */
export async function customerOf(db: DbOrTx, customerId: number | null) {
  if (!customerId) return undefined;
  const [customer] = await db
    .select({ businessName: companies.businessName, email: companies.email, accountId: companies.accountId })
    .from(companies)
    .where(eq(companies.id, customerId));
  return customer;
}

/**
 * The language of the customer's people (referents, the company's address): the customer account's, as the
 * request has no language of its own; a request without a company account falls back to the login that filed it.
 */
export function customerLanguageOf(
  tx: Tx,
  customer: { accountId: number | null } | undefined,
  createdBy: number | null,
): Promise<Locale> {
  return languageOf(tx, customer?.accountId ?? createdBy);
}

/** 'POI, City' or 'street, City' of the first stop. */
export async function departureOf(db: DbOrTx, requestId: number): Promise<string> {
  const [stop] = await db
    .select({ city: cities.name, poi: pois.name, street: requestCities.street })
    .from(requestCities)
    .innerJoin(cities, eq(cities.id, requestCities.cityId))
    .leftJoin(pois, eq(pois.id, requestCities.poiId))
    .where(eq(requestCities.requestId, requestId))
    .orderBy(asc(requestCities.orderIndex))
    .limit(1);
  if (!stop) return '';
  return [stop.poi ?? stop.street, stop.city].filter(Boolean).join(', ');
}
