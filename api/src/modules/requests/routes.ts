// The operators' request calls of SPEC section 7: the dashboards (active-requests, requests-cities) and the
// request detail. Assignment lives in modules/assignment.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import {
  activeRequestsQuerySchema,
  idQuerySchema,
  typeQuerySchema,
} from '@alfie/shared/contracts/schemas/queries';
import {
  namesAnswerSchema,
  requestDetailSchema,
  requestListItemSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { listActiveRequests, requestCityNames } from './list-service.ts';
import { getRequestDetail } from './detail-service.ts';
import { PageCache } from './page-cache.ts';
import { timelineRoutes } from './timeline/routes.ts';

export default async function requestRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  const pages = new PageCache();

  r.get(
    '/request/alfie/active-requests/',
    {
      summary:
        "Requests of a type, newest first unless sort/order say otherwise; startdate 'dd/MM/yyyy, HH:mm' Italian time is the lower bound of the service start; city is the departure's",
      query: activeRequestsQuerySchema,
      response: v.array(requestListItemSchema),
      headers: PAGE_HEADERS_DOC,
      example: { query: { type: 'business', status: 'created', limit: '20' } },
    },
    async (request, reply) => listActiveRequests(app.db, pages, callerOf(request), request.query, reply),
  );

  r.get(
    '/request/alfie/requests-cities',
    {
      summary: 'Cities requests of that type depart from',
      query: typeQuerySchema,
      response: namesAnswerSchema,
    },
    async (request) => requestCityNames(app.db, callerOf(request), request.query.type),
  );

  r.get(
    '/Request/alfie/request-detail',
    {
      summary: 'A request with customer, people, travels',
      // Customers too: getRequestDetail lets a customer read only its own company's requests (403 otherwise).
      roles: [...AREA_ROLES.requests, ...AREA_ROLES.customer],
      query: idQuerySchema,
      response: requestDetailSchema,
      errors: [404],
    },
    async (request) => getRequestDetail(app.db, request.query.id, callerOf(request)),
  );

  timelineRoutes(app);
}
