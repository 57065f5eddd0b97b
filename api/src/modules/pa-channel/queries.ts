// Database reads of the PA's side: the calling PA with its skills, and the pieces of its lists (pages of ids,
// requests' needs, assisted people and travels of a page).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssistedPerson, Travel } from '@alfie/shared/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  assistedPeople,
  paCities,
  paLanguages,
  paOffers,
  paVehicles,
  personalAssistants,
  requestCities,
  requests,
  travels,
} from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { forbidden } from '../../lib/http-error.ts';
import { AVAILABLE_RESPONSES } from '../requests/assignment/offers.ts';
import type { PaSkills, RequestNeeds } from '../requests/assignment/fit.ts';

export interface CallingPa extends PaSkills {
  id: number;
}

/** The id of the approved PA behind the caller's login (without its skills); 403 otherwise. */
export async function callingPaId(db: DbOrTx, caller: Caller): Promise<number> {
  const [pa] = await db
    .select({ id: personalAssistants.id, status: personalAssistants.status })
    .from(personalAssistants)
    .where(eq(personalAssistants.accountId, caller.accountId))
    .limit(1);
  if (!pa || pa.status !== 'approved') throw forbidden();
  return pa.id;
}

/**
 * The approved PA behind the caller's login, with its languages, vehicles and cities; 403 otherwise. One statement:
 * every call of a PA starts here, and four round trips (three of them at once) held up to three pooled connections per
 * call, which queued the PAs' calls behind each other when many polled at once.
 */
export async function callingPa(db: DbOrTx, caller: Caller): Promise<CallingPa> {
  const [pa] = await db
    .select({
      id: personalAssistants.id,
      status: personalAssistants.status,
      // Qualified by hand: a column interpolated here is written unqualified, and "id" would then name the inner
      // table's own id.
      languages: sql<CallingPa['languages']>`coalesce((select json_agg(json_build_object('culture', l.culture,
        'knowledgeLevel', l.knowledge_level)) from ${paLanguages} l where l.pa_id = personal_assistants.id), '[]')`,
      vehicleTypes: sql<string[]>`coalesce((select json_agg(v.vehicle_type) from ${paVehicles} v
        where v.pa_id = personal_assistants.id), '[]')`,
      cityIds: sql<number[]>`coalesce((select json_agg(c.city_id) from ${paCities} c
        where c.pa_id = personal_assistants.id), '[]')`,
    })
    .from(personalAssistants)
    .where(eq(personalAssistants.accountId, caller.accountId))
    .limit(1);
  if (!pa || pa.status !== 'approved') throw forbidden();
  return { id: pa.id, languages: pa.languages, vehicleTypes: pa.vehicleTypes, cityIds: pa.cityIds };
}

/** The request has a stop in one of the PA's cities. */
export const inCitiesOf = (paId: number): SQL =>
  sql`exists (select 1 from ${requestCities} rc join ${paCities} pc on pc.city_id = rc.city_id
    where rc.request_id = ${requests.id} and pc.pa_id = ${paId})`;

/** Instants with microseconds, so a cursor made of them compares exactly. */
export const keyText = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The needs of these requests (required languages and vehicles, the cities of their stops). */
export async function needsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, RequestNeeds>> {
  if (ids.length === 0) return new Map();
  const [rows, stops] = await Promise.all([
    db
      .select({
        id: requests.id,
        requiredCultures: requests.requiredCultures,
        requiredVehicles: requests.requiredVehicles,
      })
      .from(requests)
      .where(inArray(requests.id, [...ids])),
    db
      .select({ requestId: requestCities.requestId, cityId: requestCities.cityId })
      .from(requestCities)
      .where(inArray(requestCities.requestId, [...ids])),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        requiredCultures: r.requiredCultures,
        requiredVehicles: r.requiredVehicles,
        stopCityIds: stops.filter((s) => s.requestId === r.id).map((s) => s.cityId),
      },
    ]),
  );
}

/** Assisted people and travels of these requests, by request id. */
export async function dayDetailsOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ assisted: Map<number, AssistedPerson[]>; travels: Map<number, Travel[]> }> {
  const assisted = new Map<number, AssistedPerson[]>();
  const trips = new Map<number, Travel[]>();
  if (ids.length === 0) return { assisted, travels: trips };
  const [people, travelRows] = await Promise.all([
    db
      .select()
      .from(assistedPeople)
      .where(inArray(assistedPeople.requestId, [...ids]))
      .orderBy(asc(assistedPeople.id)),
    db
      .select()
      .from(travels)
      .where(inArray(travels.requestId, [...ids]))
      .orderBy(asc(travels.id)),
  ]);
  for (const p of people) {
    const list = assisted.get(p.requestId) ?? [];
    list.push({ id: p.id, firstname: p.firstname, lastname: p.lastname, title: p.title, mobile: p.mobile });
    assisted.set(p.requestId, list);
  }
  for (const t of travelRows) {
    const list = trips.get(t.requestId) ?? [];
    list.push({
      type: t.type,
      code: t.code,
      company: t.company,
      lastname: t.lastname,
      from: t.from,
      to: t.to,
      arrivalDatetime: t.arrivalDatetime ? t.arrivalDatetime.toISOString() : null,
    });
    trips.set(t.requestId, list);
  }
  return { assisted, travels: trips };
}

/** The requests among `ids` for which the PA has a live offer (one the assignment page counts as available). */
export async function offeredIds(db: DbOrTx, paId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: paOffers.requestId })
    .from(paOffers)
    .where(
      and(
        eq(paOffers.paId, paId),
        inArray(paOffers.requestId, [...ids]),
        inArray(paOffers.response, [...AVAILABLE_RESPONSES]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
