// The customer's request calls of SPEC section 7: file a request (frozen quote), list its own requests, cancel a
// future one; plus the price rules the request form needs for its live quote.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { newRequestSchema } from '@alfie/shared/contracts/schemas/request';
import { customerRequestsQuerySchema, idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { registerNewRequest } from './register.ts';
import { cancelOwnRequest, listOwnRequests } from './reservations.ts';
import { countriesByName, pricingTree } from '../pricing/queries.ts';

export default async function customerRequestRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['customer requests'];
  const config = { roles: AREA_ROLES.customer };

  app.post(
    '/Request/alfie/register-new-request',
    {
      config,
      schema: vschema({ body: newRequestSchema, tags, summary: 'File a request for the own company' }),
    },
    async (request) =>
      registerNewRequest(app.db, callerOf(request), request.body as InferOutput<typeof newRequestSchema>),
  );

  app.get(
    '/request/alfie/requests',
    {
      config,
      schema: vschema({
        querystring: customerRequestsQuerySchema,
        tags,
        summary: "The caller's own requests, newest first (status '', ongoing or closed)",
      }),
    },
    async (request, reply) =>
      listOwnRequests(
        app.db,
        callerOf(request),
        request.query as InferOutput<typeof customerRequestsQuerySchema>,
        reply,
      ),
  );

  app.get(
    '/request/alfie/delete-request',
    {
      config,
      schema: vschema({
        querystring: idQuerySchema,
        tags,
        summary: 'Cancel an own request whose start is in the future',
      }),
    },
    async (request) =>
      cancelOwnRequest(app.db, callerOf(request), (request.query as InferOutput<typeof idQuerySchema>).id),
  );

  app.get(
    '/request/alfie/price-rules',
    { config, schema: vschema({ tags, summary: 'Price rules for the live quote of the request form' }) },
    // The operators' GET /pricing/alfie/prices is not open to customers: the same tree, every country by name.
    async () => pricingTree(app.db, await countriesByName(app.db)),
  );
}
