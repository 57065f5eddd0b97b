// Company rules: the scoped list and cities, the detail, the decision (only from created; approval enables login
// and mails the next steps, rejection mails the outcome), the customer's own company, the profile deletion, and
// the companies whose country Alfie does not serve with the admin's fix.
import type { FastifyReply } from 'fastify';
import type { InferOutput } from 'valibot';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { approveCustomerSchema, Company, reviewListQuerySchema } from '@alfie/shared/contracts';
import {
  DECIDABLE_STATUS,
  type CompanyDetail,
  type companyCountrySchema,
  type UnservedCountryCompany,
} from '@alfie/shared/contracts/recruiting';
import type { Db } from '../../db/client.ts';
import { accounts, companies, passwordResetTokens } from '../../db/schema.ts';
import { assertInScope, countryScope, type Caller } from '../../auth/caller.ts';
import { conflict, forbidden, httpError, notFound } from '../../lib/http-error.ts';
import { findServedCountry } from '../pricing/queries.ts';
import { audit } from '../../lib/audit.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { decide, type DecisionMail } from '../../lib/review-decision.ts';
import * as q from './queries.ts';

export async function listCompanies(
  db: Db,
  caller: Caller,
  query: InferOutput<typeof reviewListQuerySchema>,
  reply: FastifyReply,
): Promise<Company[]> {
  const where = q.listWhere({ status: query.status, city: query.city, scope: countryScope(caller) });
  const after = decodeCursor(query.cursor, ['instant', 'id']);
  const [total, rows] = await Promise.all([
    q.countCompanies(db, where),
    q.listCompanies(db, where, after, query.limit ? query.limit + 1 : 1_000_000),
  ]);
  return sendPage(reply, rows.map(q.toCompany), {
    total,
    limit: query.limit,
    keyOf: (c) => [c.createDate, c.id],
  });
}

export const companyCities = (db: Db, caller: Caller): Promise<string[]> =>
  q.companyCities(db, countryScope(caller));

export async function customerDetail(db: Db, caller: Caller, id: number): Promise<CompanyDetail> {
  const row = await q.findCompany(db, id);
  if (!row) throw notFound();
  assertInScope(caller, row.countryId);
  return q.toCustomerDetail(row);
}

export async function decideCompany(
  db: Db,
  caller: Caller,
  input: InferOutput<typeof approveCustomerSchema>,
  appUrl: string,
): Promise<true> {
  return decide(db, {
    actor: caller,
    lock: async (tx) =>
      (
        await tx
          .select()
          .from(companies)
          .where(and(eq(companies.id, input.CustomerId), eq(companies.type, 'customer-b2b')))
          .for('update')
      )[0],
    check: (_tx, before) => {
      assertInScope(caller, before.countryId);
      if (before.status !== DECIDABLE_STATUS || before.deletedAt) throw conflict();
    },
    // Login reads this status, so approval is what lets the company in.
    update: async (tx, before) =>
      (
        await tx
          .update(companies)
          .set({ status: input.Status })
          .where(
            and(
              eq(companies.id, before.id),
              eq(companies.status, DECIDABLE_STATUS),
              isNull(companies.deletedAt),
            ),
          )
          .returning()
      )[0],
    audit: (after) => ({ entity: 'company', entityId: after.id, action: input.Status }),
    mails: (_tx, { after }): DecisionMail[] => [
      after.status === 'approved'
        ? {
            to: after.email,
            accountId: after.accountId,
            template: 'company-approved',
            params: { businessName: after.businessName, loginUrl: new URL('/', appUrl).toString() },
          }
        : {
            to: after.email,
            accountId: after.accountId,
            template: 'company-rejected',
            params: { businessName: after.businessName },
          },
    ],
  });
}

/** Companies whose country is none Alfie serves, for the admin to fix (country-bound operators cannot see them). */
export async function unservedCountryCompanies(db: Db): Promise<UnservedCountryCompany[]> {
  const rows = await q.companiesWithoutServedCountry(db);
  return rows.map((r) => {
    const { id, businessName, country, city, email, status, createDate } = q.toCompany(r);
    return { id, businessName, country, city, email, status, createDate };
  });
}

/**
 * Ties a company in no served country to a served one (the admin's fix of a country typed at signup): name and id,
 * audited; a company already in a served country is a 409.
 */
export async function fixCompanyCountry(
  db: Db,
  caller: Caller,
  input: InferOutput<typeof companyCountrySchema>,
): Promise<true> {
  const country = await findServedCountry(db, input.Country);
  if (!country) throw httpError(400, 'INVALID.COUNTRY', { Country: 'INVALID.COUNTRY' });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, input.CustomerId))
      .for('update');
    if (!before || before.type !== 'customer-b2b' || before.deletedAt) throw notFound();
    // The fix is for a country typed at signup that Alfie does not serve; moving a served company to another
    // country would take it from its operators' view behind their back.
    if (before.countryId !== null) throw conflict('COMPANY.COUNTRY.SERVED');
    const [after] = await tx
      .update(companies)
      .set({ country: country.name, countryId: country.id })
      .where(eq(companies.id, before.id))
      .returning();
    await audit(tx, caller, {
      entity: 'company',
      entityId: before.id,
      action: 'country-fixed',
      before,
      after,
    });
    return true as const;
  });
}

/** The caller's own company (role customer). */
export async function currentCustomer(db: Db, caller: Caller): Promise<Company> {
  const row = caller.companyId == null ? null : await q.findCompany(db, caller.companyId);
  if (!row || row.deletedAt) throw notFound();
  return q.toCompany(row);
}

/**
 * Deletes a company's profile: the customer its own, operator-admin any. The account can no longer log in
 * (disabled, open sessions ended, e-mail freed for a new registration) and the personal data are erased; the
 * company row and its requests stay for accounting.
 */
export async function deleteCustomer(db: Db, caller: Caller, id: number, now = new Date()): Promise<true> {
  if (caller.role === 'customer' && caller.companyId !== id) throw forbidden();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!before) throw notFound();
    if (before.deletedAt) throw conflict();
    const [after] = await tx
      .update(companies)
      .set({
        businessName: `Deleted company ${before.id}`,
        city: '',
        postalCode: '',
        street: '',
        vatCode: null,
        fiscalCode: null,
        sdi: null,
        email: '',
        deletedAt: now,
      })
      .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
      .returning();
    if (!after) throw conflict();
    if (before.accountId) {
      await tx
        .update(accounts)
        .set({
          status: 'disabled',
          email: `deleted-${before.accountId}@deleted.invalid`,
          // Not a hash: never verifies.
          passwordHash: '!deleted',
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(accounts.id, before.accountId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, before.accountId));
    }
    // The audit keeps who and when, not the erased data.
    await audit(tx, caller, {
      entity: 'company',
      entityId: id,
      action: 'delete',
      before: { status: before.status, accountId: before.accountId },
      after: { deletedAt: now.toISOString() },
    });
    return true as const;
  });
}
