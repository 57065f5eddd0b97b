// Database reads of the company calls: the list of new companies (filters, country scope, paging), their head-office
// cities, one company, and the company shapes of docs/product.md §3.
import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Company } from '@alfie/shared/contracts';
import type { CompanyDetail } from '@alfie/shared/contracts/recruiting';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;

export interface CompanyListFilters {
  status: string;
  city: string;
  /** Country id the caller is limited to, or null for every country. */
  scope: number | null;
}

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    type: 'customer-b2b',
    businessName: row.businessName,
    country: row.country,
    city: row.city,
    postalCode: row.postalCode,
    street: row.street,
    vatCode: row.vatCode,
    fiscalCode: row.fiscalCode,
    sdi: row.sdi,
    email: row.email,
    status: row.status,
    createDate: row.createDate.toISOString(),
  };
}

export function toCustomerDetail(row: CompanyRow): CompanyDetail {
  return {
    id: row.id,
    businessName: row.businessName,
    country: row.country,
    postalCode: row.postalCode,
    vatCode: row.vatCode,
    sdi: row.sdi,
    email: row.email,
    city: row.city,
    street: row.street,
    fiscalCode: row.fiscalCode,
    status: row.status,
  };
}

/** Registered companies (not consumers, not deleted) the caller may see. */
function reviewable(scope: number | null): SQL | undefined {
  return and(
    eq(companies.type, 'customer-b2b'),
    isNull(companies.deletedAt),
    scope === null ? undefined : eq(companies.countryId, scope),
  );
}

export function listWhere(f: CompanyListFilters): SQL | undefined {
  return and(
    reviewable(f.scope),
    f.status ? eq(companies.status, f.status as CompanyRow['status']) : undefined,
    f.city ? eq(companies.city, f.city) : undefined,
  );
}

export async function countCompanies(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(where);
  return row?.total ?? 0;
}

/** Newest registrations first; `after` is the [createDate ISO, id] of the last row already sent. */
export async function listCompanies(
  db: DbOrTx,
  where: SQL | undefined,
  after: readonly [string, number] | null,
  take: number,
): Promise<CompanyRow[]> {
  // Compared at millisecond precision: the cursor carries a JavaScript date, the column has microseconds.
  const page = after
    ? sql`(date_trunc('milliseconds', ${companies.createDate}), ${companies.id}) < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`
    : undefined;
  return db
    .select()
    .from(companies)
    .where(and(where, page))
    .orderBy(desc(companies.createDate), desc(companies.id))
    .limit(take);
}

/** Head-office cities of the companies the caller may see, sorted (here, not by the database's collation). */
export async function companyCities(db: DbOrTx, scope: number | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: companies.city })
    .from(companies)
    .where(and(reviewable(scope), ne(companies.city, '')));
  return rows.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'it'));
}

export async function findCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** Registered companies tied to no served country (their country matched none at signup), oldest first. */
export async function companiesWithoutServedCountry(db: DbOrTx): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(reviewable(null), isNull(companies.countryId)))
    .orderBy(companies.createDate, companies.id);
}
