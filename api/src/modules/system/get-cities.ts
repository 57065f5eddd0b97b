// GET /system/alfie/get-cities?language (public): countries with their cities and POIs (ids and names) for the signup
// and the request form; a country's stored name stays its key, and its label is that name in the language asked.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { asc, count, gt, inArray } from 'drizzle-orm';
import type { CountryForForm } from '@alfie/shared/contracts';
import { citiesQuerySchema } from '@alfie/shared/contracts/schemas/pricing-queries';
import { countryForFormSchema } from '@alfie/shared/contracts/schemas/answers';
import { countryName } from '@alfie/shared/contracts/labels';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import type { Db } from '../../db/client.ts';
import { cities, countries, pois } from '../../db/schema.ts';

async function placesForForm(db: Db, language: string, limit?: number, afterId?: number | null) {
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
    label: language ? countryName(c.name, language) : c.name,
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
  // Public: the signup offers the countries Alfie serves; customers fill the request form, operators filter by place.
  // Names and ids only, no price.
  routesOf(app, { tags: ['system'] }).get(
    '/system/alfie/get-cities',
    {
      summary:
        "Countries with cities and POIs (ids and names) for the signup and the request form; a country's label is its name in the language asked",
      public: true,
      query: citiesQuerySchema,
      response: v.array(countryForFormSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => {
      const { language, limit, cursor } = request.query;
      const after = decodeCursor(cursor, ['id']);
      const { total, rows } = await placesForForm(app.db, language, limit, after?.[0] ?? null);
      return sendPage(reply, rows, { total, limit, keyOf: (c) => [c.id] });
    },
  );
}
