// The request detail of SPEC section 3 ({request, customer, referents, assisted, travels, assignedTo}) with the
// access rule inside: operators of the requests area within their country scope, a customer for its own company.
// Exported for the customer area, which shows a customer's own request through the same function.
// The whole detail is one prepared statement (detail-sql.ts): on the 50,000-request database each of the thirteen
// queries it used to run took under 0.3 ms to execute but up to 1.2 ms to plan, plus a round trip each.
import { eq } from 'drizzle-orm';
import { AREA_ROLES, type RequestDetail, type Role } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { requests } from '../../../db/schema.ts';
import { assertInScope, assertOwnCompany, type Caller } from '../../../auth/caller.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { toSummary } from '../../personal-assistants/queries.ts';
import { loadDetail } from './detail-sql.ts';

type RequestRow = typeof requests.$inferSelect;

/** 403 unless the caller may see a request of this customer and country. */
function assertVisible(caller: Caller, row: { customerId: number | null; countryId: number | null }): void {
  if (caller.role === 'customer') assertOwnCompany(caller, row.customerId);
  else if ((AREA_ROLES.requests as readonly Role[]).includes(caller.role))
    assertInScope(caller, row.countryId);
  else throw forbidden();
}

/** 404 when missing, 403 when the caller may not see it; the row otherwise. */
export async function findVisibleRequest(db: DbOrTx, id: number, caller: Caller): Promise<RequestRow> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  if (!row) throw notFound();
  assertVisible(caller, row);
  return row;
}

export async function getRequestDetail(db: DbOrTx, id: number, caller: Caller): Promise<RequestDetail> {
  const found = await loadDetail(db, id);
  if (!found) throw notFound();
  const { item, extra: d } = found;
  assertVisible(caller, { customerId: d.customer_id, countryId: d.country_id });
  const pa = d.assigned_to;
  return {
    request: item,
    customer: d.customer,
    referents: item.referents,
    assisted: d.assisted,
    travels: d.travels,
    assignedTo: pa && {
      ...toSummary({ ...pa, createDate: new Date(pa.createDate) }),
      languagesSpoken: pa.languagesSpoken,
      vehicles: pa.vehicles,
      assigns: pa.assigns,
    },
  };
}
