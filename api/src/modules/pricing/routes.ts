// Pricing calls of docs/product.md §7 (operator-admin and operator): the price tree, rules and countries.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import {
  countryPayloadByShapeSchema,
  deleteCountryQuerySchema,
  priceRulePayloadSchema,
  deletePriceQuerySchema,
  pagingQuerySchema,
} from '@alfie/shared/contracts/schemas/pricing-queries';
import {
  cityPriceSchema,
  countryCreateSchema,
  countryEditSchema,
  poiPriceSchema,
} from '@alfie/shared/contracts/schemas/pricing';
import {
  countryPricingSchema,
  countrySchema,
  doneAnswerSchema,
  savedPriceRuleSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { countryPage, pricingTree } from './queries.ts';
import { deletePriceRule, savePriceRule } from './price-rules.ts';
import { deleteCountry, saveCountry } from './countries.ts';

export default async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['pricing'], roles: AREA_ROLES.pricing });

  r.get(
    '/pricing/alfie/prices',
    {
      summary: 'Countries with their cities and POIs; prices in currency units, flat fee in hours',
      query: pagingQuerySchema,
      response: v.array(countryPricingSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const after = decodeCursor(cursor, ['id']);
      const page = await countryPage(app.db, limit, after?.[0] ?? null);
      const tree = await pricingTree(app.db, page.rows);
      return sendPage(reply, tree, { total: page.total, limit, keyOf: (c) => [c.id] });
    },
  );

  r.post(
    '/pricing/alfie/create-new-price',
    {
      summary: 'Create or edit a city rule, or the POI rules of a city (amounts in currency units)',
      body: priceRulePayloadSchema,
      bodyShapes: [cityPriceSchema, poiPriceSchema],
      response: savedPriceRuleSchema,
      errors: [404, 409],
    },
    async (request) => savePriceRule(app.db, callerOf(request), request.body),
  );

  r.delete(
    '/pricing/alfie/delete-price',
    {
      summary: 'Delete a city rule (?cityId) or a POI rule (?poiId) that no request uses',
      query: deletePriceQuerySchema,
      response: doneAnswerSchema,
      errors: [404, 409],
    },
    async (request) => deletePriceRule(app.db, callerOf(request), request.query),
  );

  r.post(
    '/pricing/alfie/country-new-price',
    {
      summary: 'Create (country, code) or edit (name, countryCode) a country',
      body: countryPayloadByShapeSchema,
      bodyShapes: [countryCreateSchema, countryEditSchema],
      response: countrySchema,
      errors: [404, 409],
    },
    async (request) => saveCountry(app.db, callerOf(request), request.body),
  );

  r.delete(
    '/pricing/alfie/country-delete-price',
    {
      summary: 'Delete a country without cities',
      query: deleteCountryQuerySchema,
      response: doneAnswerSchema,
      errors: [404, 409],
    },
    async (request) => deleteCountry(app.db, callerOf(request), request.query),
  );
}
