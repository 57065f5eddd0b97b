// The operators' request calls of SPEC section 7: the dashboards (active-requests, requests-cities) and the
// request detail. Assignment lives in modules/assignment.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import {
  activeRequestsQuerySchema,
  idQuerySchema,
  typeQuerySchema,
} from '@alfie/shared/contracts/schemas/queries';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { listActiveRequests, requestCityNames } from './list-service.ts';
import { getRequestDetail } from './detail-service.ts';
import { cityNamesSchema, listSchema } from './response-schemas.ts';
import { PageCache } from './page-cache.ts';

export default async function requestRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['requests'];
  const config = { roles: AREA_ROLES.requests };
  const pages = new PageCache();

  app.get(
    '/request/alfie/active-requests/',
    {
      config,
      schema: vschema({
        querystring: activeRequestsQuerySchema,
        response: { 200: listSchema },
        tags,
        summary:
          "Requests of a type, newest first unless sort/order say otherwise; startdate 'dd/MM/yyyy, HH:mm' Italian time is the lower bound of the service start; city is the departure's",
      }),
    },
    async (request, reply) =>
      listActiveRequests(
        app.db,
        pages,
        callerOf(request),
        request.query as InferOutput<typeof activeRequestsQuerySchema>,
        reply,
      ),
  );

  app.get(
    '/request/alfie/requests-cities',
    {
      config,
      schema: vschema({
        querystring: typeQuerySchema,
        response: { 200: cityNamesSchema },
        tags,
        summary: 'Cities requests of that type depart from',
      }),
    },
    async (request) =>
      requestCityNames(
        app.db,
        callerOf(request),
        (request.query as InferOutput<typeof typeQuerySchema>).type,
      ),
  );

  app.get(
    '/Request/alfie/request-detail',
    {
      // Customers too: getRequestDetail lets a customer read only its own company's requests (403 otherwise).
      config: { roles: [...AREA_ROLES.requests, ...AREA_ROLES.customer] },
      schema: vschema({
        querystring: idQuerySchema,
        tags,
        summary: 'A request with customer, people, travels',
      }),
    },
    async (request) =>
      getRequestDetail(app.db, (request.query as InferOutput<typeof idQuerySchema>).id, callerOf(request)),
  );
}
