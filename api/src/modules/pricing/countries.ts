// Countries of the pricing screen: create, edit (by id, else by code, else by name) and delete, audited.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import type { countryPayloadSchema } from '@alfie/shared/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cities, countries } from '../../db/schema.ts';
import type { Caller } from '../../auth/caller.ts';
import { httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';
import { countryFields } from './queries.ts';

export type CountryInput = InferOutput<typeof countryPayloadSchema>;

const lowerIs = (column: typeof countries.name | typeof countries.code, value: string) =>
  sql`lower(${column}) = lower(${value.trim()})`;

/** The edited country: by id when sent, else by its (unchangeable) code, else by its name. */
async function findEdited(tx: DbOrTx, input: Extract<CountryInput, { name: string }>) {
  const where = input.id ? eq(countries.id, input.id) : lowerIs(countries.code, input.countryCode);
  const [row] = await tx.select().from(countries).where(where).for('update');
  if (row || input.id) return row ?? null;
  const [byName] = await tx.select().from(countries).where(lowerIs(countries.name, input.name)).for('update');
  return byName ?? null;
}

async function assertUnique(tx: DbOrTx, name: string, code: string, exceptId: number | null) {
  const others = (cond: ReturnType<typeof lowerIs>) =>
    tx
      .select({ id: countries.id })
      .from(countries)
      .where(and(cond, exceptId ? ne(countries.id, exceptId) : undefined))
      .limit(1);
  const fields: Record<string, string> = {};
  if ((await others(lowerIs(countries.name, name))).length) fields.name = 'INVALID.COUNTRY';
  if ((await others(lowerIs(countries.code, code))).length) fields.countryCode = 'INVALID.CODE';
  if (Object.keys(fields).length) throw httpError(409, 'INVALID.STATE', fields);
}

/** POST /pricing/alfie/country-new-price: create sends country and code, edit sends name and countryCode. */
export function saveCountry(db: Db, caller: Caller, input: CountryInput) {
  return db.transaction(async (tx) => {
    const common = {
      vat: input.vat,
      withholdingTax: input.withholdingTax,
      currencySymbol: input.currencySymbol,
      currencyCode: input.currencyCode.toUpperCase(),
      ...(input.travelBufferMinutes === undefined ? {} : { travelBufferMinutes: input.travelBufferMinutes }),
      ...(input.cancellationPolicy === undefined ? {} : { cancellationPolicy: input.cancellationPolicy }),
      ...(input.noShowWaitMinutes === undefined ? {} : { noShowWaitMinutes: input.noShowWaitMinutes }),
    };
    if ('country' in input) {
      await assertUnique(tx, input.country, input.code, null);
      const [after] = await tx
        .insert(countries)
        .values({ name: input.country, code: input.code.toUpperCase(), ...common })
        .returning();
      await audit(tx, caller, { entity: 'country', entityId: after!.id, action: 'create', after });
      return countryFields(after!);
    }
    const before = await findEdited(tx, input);
    if (!before) throw httpError(404, 'NOT.FOUND');
    await assertUnique(tx, input.name, input.countryCode, before.id);
    const [after] = await tx
      .update(countries)
      .set({ name: input.name, code: input.countryCode.toUpperCase(), ...common })
      .where(eq(countries.id, before.id))
      .returning();
    await audit(tx, caller, { entity: 'country', entityId: before.id, action: 'update', before, after });
    return countryFields(after!);
  });
}

/** DELETE /pricing/alfie/country-delete-price: name and code must match one country; 409 while it has cities. */
export function deleteCountry(db: Db, caller: Caller, query: { countryName: string; countryCode: string }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(countries)
      .where(and(lowerIs(countries.name, query.countryName), lowerIs(countries.code, query.countryCode)))
      .for('update');
    if (!before) throw httpError(404, 'NOT.FOUND');
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.countryId, before.id))
      .limit(1);
    if (city) throw httpError(409, 'COUNTRY.HAS.CITIES');
    // Operators tied to the country keep it (foreign key): that refusal is a 409 as well.
    await tx.delete(countries).where(eq(countries.id, before.id));
    await audit(tx, caller, { entity: 'country', entityId: before.id, action: 'delete', before });
    return true;
  });
}
