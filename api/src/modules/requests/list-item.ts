// Builds the request list item of SPEC section 3 from a page of request rows: stops, customers and referents
// are read in one batched query each (never one query per row), then attached in memory.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  MAX_CULTURE_SLOTS,
  MAX_VEHICLE_SLOTS,
  type Referent,
  type RequestCustomerRef,
  type RequestListItem,
  type RequestStop,
} from '@alfie/shared/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, companies, countries, pois, referents, requestCities } from '../../db/schema.ts';
import type { requests } from '../../db/schema.ts';

export type RequestRow = typeof requests.$inferSelect;

const units = (cents: number | null | undefined): number | null => (cents == null ? null : cents / 100);

/** UTC without a zone suffix ('2026-01-31T09:15:00.000'), as older clients read createDate. */
export const utcWithoutZone = (d: Date): string => d.toISOString().slice(0, -1);

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Vehicle slots requiredVehicle, requiredVehicle1..7 and culture slots requiredCulture1..6. */
function slots(row: RequestRow): { requiredVehicle: string | null } & Record<string, string | null> {
  const out: { requiredVehicle: string | null } & Record<string, string | null> = {
    requiredVehicle: row.requiredVehicles[0] ?? null,
  };
  for (let i = 1; i <= MAX_VEHICLE_SLOTS; i++) out[`requiredVehicle${i}`] = row.requiredVehicles[i] ?? null;
  for (let i = 1; i <= MAX_CULTURE_SLOTS; i++)
    out[`requiredCulture${i}`] = row.requiredCultures[i - 1] ?? null;
  return out;
}

export async function loadStops(db: DbOrTx, ids: number[]): Promise<Map<number, RequestStop[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      requestId: requestCities.requestId,
      city: cities.name,
      poi: pois.name,
      poiId: requestCities.poiId,
      street: requestCities.street,
      poiPriceCents: requestCities.poiPriceCents,
      cityPriceCents: requestCities.cityPriceCents,
      flatPrice: requestCities.flatPrice,
      streetNumber: requestCities.streetNumber,
      postalCode: requestCities.postalCode,
      cityId: requestCities.cityId,
      countryId: cities.countryId,
      country: countries.name,
      orderIndex: requestCities.orderIndex,
    })
    .from(requestCities)
    .innerJoin(cities, eq(cities.id, requestCities.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(pois, eq(pois.id, requestCities.poiId))
    .where(inArray(requestCities.requestId, ids))
    .orderBy(asc(requestCities.requestId), asc(requestCities.orderIndex));
  const stops = rows.map(({ poiPriceCents, cityPriceCents, ...s }) => ({
    ...s,
    poiPrice: units(poiPriceCents),
    cityPrice: units(cityPriceCents),
  }));
  return groupBy(stops, (s) => s.requestId) as Map<number, (RequestStop & { requestId: number })[]>;
}

export async function loadReferents(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, (Referent & { requestId: number })[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      requestId: referents.requestId,
      firstname: referents.firstname,
      lastname: referents.lastname,
      phone: referents.phone,
      mobile: referents.mobile,
      email: referents.email,
    })
    .from(referents)
    .where(inArray(referents.requestId, ids))
    .orderBy(asc(referents.requestId), asc(referents.id));
  return groupBy(rows, (r) => r.requestId);
}

async function currencySymbols(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: countries.id, symbol: countries.currencySymbol }).from(countries);
  return new Map(rows.map((c) => [c.id, c.symbol]));
}

async function loadCustomers(db: DbOrTx, ids: number[]): Promise<Map<number, RequestCustomerRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: companies.id,
      businessName: companies.businessName,
      vatCode: companies.vatCode,
      email: companies.email,
    })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((c) => [c.id, c]));
}

/** The list items of `rows`, in their order: four small batched queries whatever the page size. */
export async function toListItems(db: DbOrTx, rows: RequestRow[]): Promise<RequestListItem[]> {
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((id): id is number => id != null))];
  const [stops, refs, customers, symbols] = await Promise.all([
    loadStops(db, ids),
    loadReferents(db, ids),
    loadCustomers(db, customerIds),
    currencySymbols(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    uId: r.uId,
    type: r.type,
    createDate: utcWithoutZone(r.createDate),
    startDatetime: r.startDatetime.toISOString(),
    endDatetime: r.endDatetime.toISOString(),
    status: r.status,
    personalAssistantId: r.personalAssistantId,
    passengers: r.passengers,
    cities: (stops.get(r.id) ?? []).map(({ requestId: _r, ...s }: RequestStop & { requestId?: number }) => s),
    customers: r.customerId == null ? null : (customers.get(r.customerId) ?? null),
    services: r.services,
    serviceNotes: r.serviceNotes,
    helpNotes: r.helpNotes,
    ...slots(r),
    amount: units(r.amountCents),
    additionalDetails: r.additionalDetails,
    paPaymentAmount: units(r.paPaymentCents),
    paPaymentInstant: r.paPaymentInstant ? r.paPaymentInstant.toISOString() : null,
    referents: (refs.get(r.id) ?? []).map(({ requestId: _r, ...ref }) => ref),
    currencyCode: r.currencyCode,
    currencySymbol: symbols.get(r.countryId) ?? '',
  }));
}
