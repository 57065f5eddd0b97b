// The request detail of SPEC section 3 ({request, customer, referents, assisted, travels, assignedTo}) with the
// access rule inside: operators of the requests area within their country scope, a customer for its own company.
// Exported for the customer area, which shows a customer's own request through the same function.
import { asc, eq } from 'drizzle-orm';
import { AREA_ROLES, type CustomerDetail, type RequestDetail, type Role } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { assistedPeople, companies, requests, travels } from '../../../db/schema.ts';
import { assertInScope, assertOwnCompany, type Caller } from '../../../auth/caller.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { loadPersonalAssistants } from '../../personal-assistants/queries.ts';
import { listItemById } from '../list/list-item-sql.ts';

type RequestRow = typeof requests.$inferSelect;

/** 404 when missing, 403 when the caller may not see it; the row otherwise. */
export async function findVisibleRequest(db: DbOrTx, id: number, caller: Caller): Promise<RequestRow> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  if (!row) throw notFound();
  if (caller.role === 'customer') assertOwnCompany(caller, row.customerId);
  else if ((AREA_ROLES.requests as readonly Role[]).includes(caller.role))
    assertInScope(caller, row.countryId);
  else throw forbidden();
  return row;
}

async function customerOf(db: DbOrTx, id: number | null): Promise<CustomerDetail | null> {
  if (id == null) return null;
  const [c] = await db
    .select({
      id: companies.id,
      businessName: companies.businessName,
      country: companies.country,
      postalCode: companies.postalCode,
      vatCode: companies.vatCode,
      sdi: companies.sdi,
      email: companies.email,
      city: companies.city,
      street: companies.street,
      fiscalCode: companies.fiscalCode,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return c ?? null;
}

export async function getRequestDetail(db: DbOrTx, id: number, caller: Caller): Promise<RequestDetail> {
  const row = await findVisibleRequest(db, id, caller);
  const [item, customer, assisted, trips, assigned] = await Promise.all([
    listItemById(db, id),
    customerOf(db, row.customerId),
    db
      .select({
        id: assistedPeople.id,
        firstname: assistedPeople.firstname,
        lastname: assistedPeople.lastname,
        title: assistedPeople.title,
        mobile: assistedPeople.mobile,
      })
      .from(assistedPeople)
      .where(eq(assistedPeople.requestId, id))
      .orderBy(asc(assistedPeople.id)),
    db
      .select({
        type: travels.type,
        code: travels.code,
        company: travels.company,
        lastname: travels.lastname,
        from: travels.from,
        to: travels.to,
        arrivalDatetime: travels.arrivalDatetime,
      })
      .from(travels)
      .where(eq(travels.requestId, id))
      .orderBy(asc(travels.id)),
    row.personalAssistantId ? loadPersonalAssistants(db, [row.personalAssistantId]) : Promise.resolve([]),
  ]);
  return {
    request: item!,
    customer,
    referents: item!.referents,
    assisted,
    travels: trips.map((t) => ({ ...t, arrivalDatetime: t.arrivalDatetime?.toISOString() ?? null })),
    assignedTo: assigned[0] ?? null,
  };
}
