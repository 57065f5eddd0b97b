// The public PA application: one per e-mail (also against existing logins), stored as a created applicant with
// languages, vehicles and the cities chosen, all of one country (the recruiters' scope).
import { asc, inArray, sql } from 'drizzle-orm';
import type { ApplyCountry, PaApplication, PaApplicationAnswer } from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  cities,
  countries,
  paCities,
  paLanguages,
  paVehicles,
  personalAssistants,
} from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { audit } from '../../lib/audit.ts';

/** The same answer whoever holds the e-mail (an applicant or any login): nothing else is revealed. */
const emailInUse = () => httpError(409, 'APPLICATION.EMAIL.IN.USE', { email: 'APPLICATION.EMAIL.IN.USE' });

const isUniqueViolation = (err: unknown): boolean =>
  ((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505';

export async function apply(db: Db, input: PaApplication): Promise<PaApplicationAnswer> {
  const chosen = await db
    .select({ id: cities.id, countryId: cities.countryId })
    .from(cities)
    .where(inArray(cities.id, input.cityIds));
  if (chosen.length !== input.cityIds.length)
    throw httpError(400, 'INVALID.INPUT', { cityIds: 'INVALID.CITY' });
  // One country's recruiters decide an application: cities of two countries would hide it from the other's.
  const countryIds = new Set(chosen.map((c) => c.countryId));
  if (countryIds.size !== 1) throw httpError(400, 'INVALID.INPUT', { cityIds: 'CITIES.OF.ONE.COUNTRY' });
  const [countryId] = countryIds;
  const sameEmail = sql`lower(${input.email})`;
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${sameEmail}`)
        .limit(1);
      if (taken) throw emailInUse();
      // The unique index on lower(email) settles two applications arriving at once.
      const [pa] = await tx
        .insert(personalAssistants)
        .values({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone || null,
          mobile: input.mobile,
          homeTown: input.homeTown,
          countryId,
          birthdate: input.birthdate,
          job: input.job || null,
          hobby: input.hobby || null,
          language: input.language,
          status: 'created',
        })
        .onConflictDoNothing()
        .returning();
      if (!pa) throw emailInUse();
      await tx.insert(paLanguages).values(input.languagesSpoken.map((l) => ({ paId: pa.id, ...l })));
      if (input.vehicles.length > 0)
        await tx.insert(paVehicles).values(input.vehicles.map((v) => ({ paId: pa.id, ...v })));
      await tx.insert(paCities).values(input.cityIds.map((cityId) => ({ paId: pa.id, cityId })));
      await audit(tx, null, { entity: 'personal-assistant', entityId: pa.id, action: 'apply', after: pa });
      return { id: pa.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
}

/** Countries with their cities (ids and names), for the application form that has no token yet. */
export async function applyCities(db: Db): Promise<ApplyCountry[]> {
  const [countryRows, cityRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.id)),
    db
      .select({ id: cities.id, countryId: cities.countryId, cityName: cities.name })
      .from(cities)
      .orderBy(asc(cities.name), asc(cities.id)),
  ]);
  return countryRows.map((c) => ({
    ...c,
    cities: cityRows.filter((city) => city.countryId === c.id).map(({ id, cityName }) => ({ id, cityName })),
  }));
}
