// Reads of the pricing area: the country → city → POI tree with prices in currency units.
import { and, asc, count, gt, inArray, sql } from 'drizzle-orm';
import { centsToUnits, type CountryPricing } from '@alfie/shared/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, countries, pois } from '../../db/schema.ts';

type CountryRow = typeof countries.$inferSelect;

/** A country as the API answers it (docs/product.md §3), without its cities. */
export const countryFields = (c: CountryRow) => ({
  id: c.id,
  name: c.name,
  countryCode: c.code,
  vat: c.vat,
  withholdingTax: c.withholdingTax,
  currencySymbol: c.currencySymbol,
  currencyCode: c.currencyCode,
  travelBufferMinutes: c.travelBufferMinutes,
  cancellationPolicy: c.cancellationPolicy,
  noShowWaitMinutes: c.noShowWaitMinutes,
});

export interface CountryPage {
  total: number;
  rows: CountryRow[];
}

/** Countries by id, `limit + 1` of them after `afterId` when paging (the extra one says a page follows). */
export async function countryPage(db: DbOrTx, limit?: number, afterId?: number | null): Promise<CountryPage> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(countries);
  const rows = await db
    .select()
    .from(countries)
    .where(afterId ? gt(countries.id, afterId) : undefined)
    .orderBy(asc(countries.id))
    .limit(limit ? limit + 1 : 1_000_000);
  return { total, rows };
}

/** The served (priced) country a free-text country names, by name or code, any case; null if none. */
export async function findServedCountry(
  db: DbOrTx,
  name: string,
): Promise<{ id: number; name: string } | null> {
  const n = name.trim();
  const [row] = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(sql`lower(${countries.name}) = lower(${n}) or lower(${countries.code}) = lower(${n})`)
    .limit(1);
  return row ?? null;
}

/** Id of the priced country a free-text country names (by name or code), if any: signup and operator accounts. */
export async function countryIdByName(db: DbOrTx, name: string): Promise<number | null> {
  return (await findServedCountry(db, name))?.id ?? null;
}

/** Every country by name: the whole tree a customer's request form quotes with. */
export async function countriesByName(db: DbOrTx): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.name), asc(countries.id));
}

/** The pricing tree of the given countries (docs/product.md §3, 'Country pricing'), in their order. */
export async function pricingTree(db: DbOrTx, countryRows: CountryRow[]): Promise<CountryPricing[]> {
  if (countryRows.length === 0) return [];
  const ids = countryRows.map((c) => c.id);
  const cityRows = await db
    .select()
    .from(cities)
    .where(inArray(cities.countryId, ids))
    .orderBy(asc(cities.name), asc(cities.id));
  const cityIds = cityRows.map((c) => c.id);
  const poiRows = cityIds.length
    ? await db
        .select()
        .from(pois)
        .where(and(inArray(pois.cityId, cityIds)))
        .orderBy(asc(pois.name), asc(pois.id))
    : [];
  return countryRows.map((c) => ({
    ...countryFields(c),
    cities: cityRows
      .filter((city) => city.countryId === c.id)
      .map((city) => ({
        id: city.id,
        countryId: c.id,
        cityName: city.name,
        price: centsToUnits(city.priceCents),
        forfait: city.forfaitHours,
        percToPA: city.percToPA,
        poIs: poiRows
          .filter((p) => p.cityId === city.id)
          .map((p) => ({
            id: p.id,
            name: p.name,
            price: centsToUnits(p.priceCents),
            forfait: p.forfaitHours,
            percToPA: p.percToPA,
            cityId: city.id,
          })),
      })),
  }));
}
