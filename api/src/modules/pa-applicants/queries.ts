// Database reads of the PA applicant calls: the list (filters, country scope, paging), the domicile cities and
// the full PA with languages, vehicles and past assignments (exported: other areas show PAs the same way).
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PersonalAssistant } from '@alfie/shared/contracts';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import type { DbOrTx } from '../../db/client.ts';
import { paLanguages, paPastAssignments, paVehicles, personalAssistants } from '../../db/schema.ts';

type PaRow = typeof personalAssistants.$inferSelect;

export interface PaListFilters {
  status: string;
  city: string;
  /** Country id the caller is limited to, or null for every country. */
  scope: number | null;
}

/** The columns the list item reads. */
export type PaSummaryRow = Pick<
  PaRow,
  | 'id'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'homeTown'
  | 'birthdate'
  | 'job'
  | 'hobby'
  | 'status'
  | 'createDate'
>;

/** The list item of docs/product.md §3, with both spellings of the names older clients read. */
export function toSummary(row: PaSummaryRow): PersonalAssistantSummary {
  return {
    id: row.id,
    firstname: row.firstname,
    firstName: row.firstname,
    lastname: row.lastname,
    lastName: row.lastname,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    homeTown: row.homeTown,
    birthdate: row.birthdate,
    job: row.job,
    hobby: row.hobby,
    status: row.status,
    createDate: row.createDate ? row.createDate.toISOString() : null,
  };
}

function scopeWhere(scope: number | null): SQL | undefined {
  return scope === null ? undefined : eq(personalAssistants.countryId, scope);
}

export function listWhere(f: PaListFilters): SQL | undefined {
  return and(
    scopeWhere(f.scope),
    f.status ? eq(personalAssistants.status, f.status as PaRow['status']) : undefined,
    f.city ? eq(personalAssistants.homeTown, f.city) : undefined,
  );
}

export async function countPas(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(personalAssistants).where(where);
  return row?.total ?? 0;
}

/** Newest applications first; `after` is the [createDate ISO, id] of the last row already sent. */
export async function listPas(
  db: DbOrTx,
  where: SQL | undefined,
  after: readonly [string, number] | null,
  take: number,
): Promise<PaRow[]> {
  // Compared at millisecond precision: the cursor carries a JavaScript date, the column has microseconds.
  const page = after
    ? sql`(date_trunc('milliseconds', ${personalAssistants.createDate}), ${personalAssistants.id}) < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`
    : undefined;
  return db
    .select()
    .from(personalAssistants)
    .where(and(where, page))
    .orderBy(desc(personalAssistants.createDate), desc(personalAssistants.id))
    .limit(take);
}

export const byName = (a: string, b: string): number => a.localeCompare(b, 'it');

/** Domicile cities of the PAs the caller may see, sorted. */
export async function paCities(db: DbOrTx, scope: number | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: personalAssistants.homeTown })
    .from(personalAssistants)
    .where(
      and(scopeWhere(scope), isNotNull(personalAssistants.homeTown), ne(personalAssistants.homeTown, '')),
    );
  // Sorted here, not by the database's collation, so PGlite and PostgreSQL answer the same order.
  return rows.map((r) => r.city!).sort(byName);
}

export async function findPa(db: DbOrTx, id: number): Promise<PaRow | null> {
  const [row] = await db.select().from(personalAssistants).where(eq(personalAssistants.id, id)).limit(1);
  return row ?? null;
}

/** Full PAs (languages, vehicles, past assignments) in the order of `ids`; unknown ids are skipped. */
export async function loadPersonalAssistants(
  db: DbOrTx,
  ids: readonly number[],
): Promise<PersonalAssistant[]> {
  if (ids.length === 0) return [];
  const list = [...new Set(ids)];
  const [rows, languages, vehicles, assigns] = await Promise.all([
    db.select().from(personalAssistants).where(inArray(personalAssistants.id, list)),
    db
      .select()
      .from(paLanguages)
      .where(inArray(paLanguages.paId, list))
      .orderBy(desc(paLanguages.knowledgeLevel), asc(paLanguages.id)),
    db.select().from(paVehicles).where(inArray(paVehicles.paId, list)).orderBy(asc(paVehicles.id)),
    db
      .select()
      .from(paPastAssignments)
      .where(inArray(paPastAssignments.paId, list))
      .orderBy(desc(paPastAssignments.date), asc(paPastAssignments.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...toSummary(row),
        languagesSpoken: languages
          .filter((l) => l.paId === id)
          .map((l) => ({ culture: l.culture, knowledgeLevel: l.knowledgeLevel })),
        vehicles: vehicles
          .filter((v) => v.paId === id)
          .map((v) => ({
            vehicleType: v.vehicleType,
            brand: v.brand,
            model: v.model,
            registrationYear: v.registrationYear,
          })),
        assigns: assigns.filter((a) => a.paId === id).map((a) => ({ date: a.date, city: a.city })),
      },
    ];
  });
}
