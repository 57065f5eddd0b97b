// The request detail of docs/product.md §3 ({request, customer, referents, assisted, travels, assignedTo}) with the
// access rule inside: operators of the requests area within their country scope, a customer for its own company.
// Exported for the customer area, which shows a customer's own request through the same function.
// The whole detail is one prepared statement (detail-sql.ts): the thirteen queries it used to run each cost more to
// plan than to execute, plus a round trip each. The route keeps finished answers per requests' data version
// (versioned-cache.ts): the version lookup costs a small fraction of that statement (docs/performance.md §9).
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AREA_ROLES,
  type FieldReport,
  type RequestDetail,
  type RequestField,
  type Role,
} from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { requests } from '../../../db/schema.ts';
import { assertInScope, assertOwnCompany, type Caller } from '../../../auth/caller.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { toSummary } from '../../pa-applicants/queries.ts';
import { requestsDataVersion, VersionedCache, type CachedAnswer } from '../versioned-cache.ts';
import { loadDetail } from './detail-sql.ts';
import { encodedAnswer } from '../../../lib/encoded-answer.ts';
import { withTracking } from '../../flights/tracking.ts';

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

type Found = NonNullable<Awaited<ReturnType<typeof loadDetail>>>;

/** Who reads a detail: the owning customer gets the field statuses and times without positions nor notes. */
type Audience = 'staff' | 'owner';
const audienceOf = (caller: Caller): Audience => (caller.role === 'customer' ? 'owner' : 'staff');

function fieldFor(reports: FieldReport[], audience: Audience): RequestField {
  const history =
    audience === 'owner'
      ? reports.map(({ status, at, recordedAt }) => ({ status, at, recordedAt }))
      : reports;
  return { status: reports.at(-1)?.status ?? null, history };
}

function detailOf({ item, extra: d }: Found, audience: Audience, trackingOn: boolean): RequestDetail {
  const pa = d.assigned_to;
  return {
    request: item,
    customer: d.customer,
    referents: item.referents,
    assisted: d.assisted,
    travels: withTracking(d.travels, trackingOn),
    assignedTo: pa && {
      ...toSummary({ ...pa, createDate: new Date(pa.createDate) }),
      languagesSpoken: pa.languagesSpoken,
      vehicles: pa.vehicles,
      assigns: pa.assigns,
    },
    field: fieldFor(d.field, audience),
  };
}

const visibility = ({ extra: d }: Found) => ({ customerId: d.customer_id, countryId: d.country_id });

/** `trackingOn`: a flight-status provider is set (config.flightStatus.key), so flights not yet heard of say so. */
export async function getRequestDetail(
  db: DbOrTx,
  id: number,
  caller: Caller,
  trackingOn = false,
): Promise<RequestDetail> {
  const found = await loadDetail(db, id);
  if (!found) throw notFound();
  assertVisible(caller, visibility(found));
  return detailOf(found, audienceOf(caller), trackingOn);
}

/** A detail as the route keeps it: its JSON and what the access rule decides on. */
export interface CachedDetail extends CachedAnswer {
  customerId: number | null;
  countryId: number | null;
}

/** Finished details, 16 MB at most per process (a detail is 2-5 KB). */
export const detailCache = () => new VersionedCache<CachedDetail>(16 * 1024 * 1024);

/**
 * The detail as the route answers it, serialized by the route's answer schema: from `cache` while the requests' data
 * version stands, compressed once for all its callers. The access rule runs on every call, on the request's customer
 * and country kept beside the answer; a missing request is never kept.
 */
export async function requestDetailAnswer(
  db: Db,
  cache: VersionedCache<CachedDetail>,
  id: number,
  caller: Caller,
  reply: FastifyReply,
  trackingOn = false,
): Promise<Buffer> {
  // The answer schema's serializer (fast-json-stringify) writes a string; Fastify types it as any payload.
  const serialize = (d: RequestDetail) => reply.serialize(d) as string;
  const version = await requestsDataVersion(db);
  // One copy per audience: the owner's has no positions, so it is never the operators' copy.
  const audience = audienceOf(caller);
  const build = async (): Promise<CachedDetail> => {
    const found = await loadDetail(db, id);
    if (!found) throw notFound();
    return {
      body: Buffer.from(serialize(detailOf(found, audience, trackingOn)), 'utf8'),
      ...visibility(found),
    };
  };
  const answer =
    version === null ? await build() : await cache.getOrBuild(version, `${id}:${audience}`, build);
  assertVisible(caller, answer);
  reply.type('application/json; charset=utf-8');
  return version === null ? answer.body : encodedAnswer(reply, answer);
}
