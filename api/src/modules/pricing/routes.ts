// Pricing calls of SPEC section 7 (operator-admin and operator): the price tree, rules and countries.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import {
  countryPayloadByShapeSchema,
  deleteCountryQuerySchema,
  priceRulePayloadSchema,
  deletePriceQuerySchema,
  pagingQuerySchema,
} from '@alfie/shared/contracts/schemas/pricing-queries';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { countryPage, pricingTree } from './queries.ts';
import { deletePriceRule, savePriceRule, type PriceInput } from './price-rules.ts';
import { deleteCountry, saveCountry, type CountryInput } from './countries.ts';

export default async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['pricing'];
  const config = { roles: AREA_ROLES.pricing };

  app.get(
    '/pricing/alfie/prices',
    {
      config,
      schema: vschema({
        querystring: pagingQuerySchema,
        tags,
        summary: 'Countries with their cities and POIs; prices in currency units, flat fee in hours',
      }),
    },
    async (request, reply) => {
      const query = request.query as InferOutput<typeof pagingQuerySchema>;
      const after = decodeCursor<[number]>(query.cursor, 1);
      const page = await countryPage(app.db, query.limit, after?.[0] ?? null);
      const tree = await pricingTree(app.db, page.rows);
      return sendPage(reply, tree, { total: page.total, limit: query.limit, keyOf: (c) => [c.id] });
    },
  );

  app.post(
    '/pricing/alfie/create-new-price',
    {
      config,
      schema: vschema({
        body: priceRulePayloadSchema,
        tags,
        summary: 'Create or edit a city rule, or the POI rules of a city (amounts in currency units)',
      }),
    },
    async (request) => savePriceRule(app.db, callerOf(request), request.body as PriceInput),
  );

  app.delete(
    '/pricing/alfie/delete-price',
    {
      config,
      schema: vschema({
        querystring: deletePriceQuerySchema,
        tags,
        summary: 'Delete a city rule (?cityId) or a POI rule (?poiId) that no request uses',
      }),
    },
    async (request) =>
      deletePriceRule(app.db, callerOf(request), request.query as InferOutput<typeof deletePriceQuerySchema>),
  );

  app.post(
    '/pricing/alfie/country-new-price',
    {
      config,
      schema: vschema({
        body: countryPayloadByShapeSchema,
        tags,
        summary: 'Create (country, code) or edit (name, countryCode) a country',
      }),
    },
    async (request) => saveCountry(app.db, callerOf(request), request.body as CountryInput),
  );

  app.delete(
    '/pricing/alfie/country-delete-price',
    {
      config,
      schema: vschema({
        querystring: deleteCountryQuerySchema,
        tags,
        summary: 'Delete a country without cities',
      }),
    },
    async (request) =>
      deleteCountry(app.db, callerOf(request), request.query as InferOutput<typeof deleteCountryQuerySchema>),
  );
}
