// City and POI price rules: create, edit (rates only; the place is fixed once created) and delete, audited.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import {
  centsToUnits,
  unitsToCents,
  type cityPriceSchema,
  type createPriceSchema,
  type poiPriceSchema,
  type PointOfInterest,
} from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cities, countries, pois, requestCities } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';

type CityInput = InferOutput<typeof cityPriceSchema>;
type PoiInput = InferOutput<typeof poiPriceSchema>;
export type PriceInput = InferOutput<typeof createPriceSchema>;

const ruleNotFound = () => httpError(404, 'RULE.NOT.FOUND');
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const cityOut = (c: typeof cities.$inferSelect) => ({
  id: c.id,
  countryId: c.countryId,
  cityName: c.name,
  price: centsToUnits(c.priceCents),
  forfait: c.forfaitHours,
  percToPA: c.percToPA,
});
const poiOut = (p: typeof pois.$inferSelect): PointOfInterest => ({
  id: p.id,
  name: p.name,
  price: centsToUnits(p.priceCents),
  forfait: p.forfaitHours,
  percToPA: p.percToPA,
  cityId: p.cityId,
});

async function assertCountry(tx: DbOrTx, countryId: number): Promise<void> {
  const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!row) throw httpError(400, 'INVALID.COUNTRY', { countryId: 'INVALID.COUNTRY' });
}

async function saveCity(tx: DbOrTx, caller: Caller, input: CityInput) {
  await assertCountry(tx, input.countryId);
  const values = {
    priceCents: unitsToCents(input.price),
    // A city rule bills the duration; a flat fee only means something for POIs, so none is kept unless given.
    forfaitHours: input.forfait != null && input.forfait > 0 ? input.forfait : null,
    percToPA: input.percToPA,
  };
  const clash = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(
        eq(cities.countryId, input.countryId),
        sql`lower(${cities.name}) = lower(${input.cityName})`,
        input.id ? ne(cities.id, input.id) : undefined,
      ),
    );
  if (clash.length) throw httpError(409, 'INVALID.STATE', { cityName: 'INVALID.CITY' });
  if (input.id === undefined) {
    const [after] = await tx
      .insert(cities)
      .values({ countryId: input.countryId, name: input.cityName, ...values })
      .returning();
    await audit(tx, caller, { entity: 'city-price', entityId: after!.id, action: 'create', after });
    return cityOut(after!);
  }
  const [before] = await tx.select().from(cities).where(eq(cities.id, input.id)).for('update');
  if (!before) throw ruleNotFound();
  // Edit changes the rates; the place (country and name) stays what requests were filed against.
  if (before.countryId !== input.countryId)
    throw httpError(400, 'INVALID.COUNTRY', { countryId: 'INVALID.COUNTRY' });
  if (!sameName(before.name, input.cityName))
    throw httpError(400, 'INVALID.VALUE', { cityName: 'INVALID.VALUE' });
  const [after] = await tx.update(cities).set(values).where(eq(cities.id, before.id)).returning();
  await audit(tx, caller, { entity: 'city-price', entityId: before.id, action: 'update', before, after });
  return cityOut(after!);
}

async function savePois(tx: DbOrTx, caller: Caller, input: PoiInput) {
  await assertCountry(tx, input.countryId);
  const [city] = await tx.select().from(cities).where(eq(cities.id, input.id));
  if (!city) throw httpError(400, 'INVALID.CITY', { id: 'INVALID.CITY' });
  if (city.countryId !== input.countryId)
    throw httpError(400, 'INVALID.COUNTRY', { countryId: 'INVALID.COUNTRY' });
  const saved: PointOfInterest[] = [];
  for (const [index, item] of input.pois.entries()) {
    if (item.cityId !== city.id)
      throw httpError(400, 'INVALID.CITY', { [`pois.${index}.cityId`]: 'INVALID.CITY' });
    const values = {
      priceCents: unitsToCents(item.price),
      forfaitHours: item.forfait,
      percToPA: item.percToPA,
    };
    if (item.id === undefined) {
      const clash = await tx
        .select({ id: pois.id })
        .from(pois)
        .where(and(eq(pois.cityId, city.id), sql`lower(${pois.name}) = lower(${item.name})`));
      if (clash.length) throw httpError(409, 'INVALID.STATE', { [`pois.${index}.name`]: 'INVALID.VALUE' });
      const [after] = await tx
        .insert(pois)
        .values({ cityId: city.id, name: item.name, ...values })
        .returning();
      await audit(tx, caller, { entity: 'poi-price', entityId: after!.id, action: 'create', after });
      saved.push(poiOut(after!));
      continue;
    }
    const [before] = await tx.select().from(pois).where(eq(pois.id, item.id)).for('update');
    if (!before || before.cityId !== city.id) throw ruleNotFound();
    if (!sameName(before.name, item.name))
      throw httpError(400, 'INVALID.VALUE', { [`pois.${index}.name`]: 'INVALID.VALUE' });
    const [after] = await tx.update(pois).set(values).where(eq(pois.id, before.id)).returning();
    await audit(tx, caller, { entity: 'poi-price', entityId: before.id, action: 'update', before, after });
    saved.push(poiOut(after!));
  }
  return { id: city.id, countryId: city.countryId, pois: saved };
}

/** POST /pricing/alfie/create-new-price: a city rule, or POI rules of one city; with ids it edits. */
export function savePriceRule(
  db: Db,
  caller: Caller,
  input: PriceInput,
): Promise<ReturnType<typeof cityOut> | { id: number; countryId: number; pois: PointOfInterest[] }> {
  return db.transaction(async (tx) =>
    'pois' in input ? await savePois(tx, caller, input) : await saveCity(tx, caller, input),
  );
}

/** DELETE /pricing/alfie/delete-price: 404 when missing, 409 while requests (or, for a city, its POIs) use it. */
export function deletePriceRule(db: Db, caller: Caller, target: { cityId?: number; poiId?: number }) {
  return db.transaction(async (tx) => {
    if (target.poiId !== undefined) {
      const [before] = await tx.select().from(pois).where(eq(pois.id, target.poiId)).for('update');
      if (!before) throw ruleNotFound();
      const [used] = await tx
        .select({ id: requestCities.id })
        .from(requestCities)
        .where(eq(requestCities.poiId, before.id))
        .limit(1);
      if (used) throw httpError(409, 'RULE.IN.USE');
      await tx.delete(pois).where(eq(pois.id, before.id));
      await audit(tx, caller, { entity: 'poi-price', entityId: before.id, action: 'delete', before });
      return true;
    }
    const [before] = await tx.select().from(cities).where(eq(cities.id, target.cityId!)).for('update');
    if (!before) throw ruleNotFound();
    const [used] = await tx
      .select({ id: requestCities.id })
      .from(requestCities)
      .where(eq(requestCities.cityId, before.id))
      .limit(1);
    if (used) throw httpError(409, 'RULE.IN.USE');
    const [poi] = await tx.select({ id: pois.id }).from(pois).where(eq(pois.cityId, before.id)).limit(1);
    // The city's POI rules go first, one by one, so none disappears without its own decision and audit row.
    if (poi) throw httpError(409, 'INVALID.STATE');
    await tx.delete(cities).where(eq(cities.id, before.id));
    await audit(tx, caller, { entity: 'city-price', entityId: before.id, action: 'delete', before });
    return true;
  });
}
