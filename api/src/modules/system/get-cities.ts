// GET /system/alfie/get-cities?language (public): countries with their cities and POIs (ids and names) for the signup
// and the request form.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { asc, count, gt, inArray } from 'drizzle-orm';
import type { CountryForForm } from '@alfie/shared/contracts';
import { citiesQuerySchema } from '@alfie/shared/contracts/schemas/pricing-queries';
import { vschema } from '../../plugins/validation.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import type { Db } from '../../db/client.ts';
import { cities, countries, pois } from '../../db/schema.ts';

async function placesForForm(db: Db, limit?: number, afterId?: number | null) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(countries);
  const countryRows = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(afterId ? gt(countries.id, afterId) : undefined)
    .orderBy(asc(countries.id))
    .limit(limit ? limit + 1 : 1_000_000);
  const ids = countryRows.map((c) => c.id);
  const cityRows = ids.length
    ? await db
        .select({ id: cities.id, countryId: cities.countryId, name: cities.name })
        .from(cities)
        .where(inArray(cities.countryId, ids))
        .orderBy(asc(cities.name))
    : [];
  const cityIds = cityRows.map((c) => c.id);
  const poiRows = cityIds.length
    ? await db
        .select({ id: pois.id, cityId: pois.cityId, name: pois.name })
        .from(pois)
        .where(inArray(pois.cityId, cityIds))
        .orderBy(asc(pois.name))
    : [];
  const rows: CountryForForm[] = countryRows.map((c) => ({
    id: c.id,
    name: c.name,
    cities: cityRows
      .filter((city) => city.countryId === c.id)
      .map((city) => ({
        id: city.id,
        cityName: city.name,
        poIs: poiRows.filter((p) => p.cityId === city.id).map((p) => ({ id: p.id, name: p.name })),
      })),
  }));
  return { total, rows };
}

export function registerGetCities(app: FastifyInstance): void {
  app.get(
    '/system/alfie/get-cities',
    {
      // Public: the signup offers the countries Alfie serves; customers fill the request form, operators filter by
      // place. Names and ids only, no price.
      config: { public: true },
      schema: vschema({
        bearer: false,
        querystring: citiesQuerySchema,
        tags: ['system'],
        summary: 'Countries with cities and POIs (ids and names) for the request form',
      }),
    },
    async (request, reply) => {
      const query = request.query as InferOutput<typeof citiesQuerySchema>;
      const after = decodeCursor<[number]>(query.cursor, 1);
      const { total, rows } = await placesForForm(app.db, query.limit, after?.[0] ?? null);
      return sendPage(reply, rows, { total, limit: query.limit, keyOf: (c) => [c.id] });
    },
  );
}
