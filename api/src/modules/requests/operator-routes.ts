// The operators' request calls of docs/product.md §7: the dashboards (active-requests, requests-cities, in list/) and
// the request detail (detail/; customers read their own through it too).
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
import {
  requestsExportBodySchema,
  requestsExportQuerySchema,
} from '@alfie/shared/contracts/schemas/request-export';
import { XLSX_MEDIA_TYPE } from '@alfie/shared/contracts/sheet-cells';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { listActiveRequests, pageCache, requestCityNames } from './list/list-service.ts';
import { detailCache, requestDetailAnswer } from './detail/detail-service.ts';
import { attachment, requestsExport } from './export/export-service.ts';

export function operatorRequestRoutes(app: FastifyInstance): void {
  const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  const pages = pageCache();
  const details = detailCache();

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

  r.post(
    '/request/alfie/active-requests-export',
    {
      summary:
        'The Excel file (.xlsx) of the whole list active-requests answers for the same query (filters, country scope, sort), streamed',
      description:
        "The body carries the caller's words for the file: every column's header, the status labels (the status itself when one is missing), the language (it, en, fr; default it) in which means of service, languages and countries are written, the file name, and the time zone the dates are written in (default UTC).",
      query: requestsExportQuerySchema,
      body: requestsExportBodySchema,
      response: v.string(),
      contentType: XLSX_MEDIA_TYPE,
      headers: { 'Content-Disposition': { description: 'attachment; the file name, .xlsx' } },
    },
    async (request, reply) => {
      const { headers, statuses, language, fileName, timeZone } = request.body;
      const file = requestsExport(app.db, callerOf(request), request.query, {
        words: { headers, statuses, language },
        timeZone,
      });
      // The client that goes away destroys the stream, which then reads no further page.
      reply.raw.on('close', () => file.destroy());
      reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', attachment(`${fileName ?? `requests-${request.query.type}`}.xlsx`))
        .header('cache-control', 'no-store');
      return reply.send(file) as never;
    },
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
      // Customers too: requestDetailAnswer lets a customer read only its own company's requests (403 otherwise).
      roles: [...AREA_ROLES.requests, ...AREA_ROLES.customer],
      query: idQuerySchema,
      response: requestDetailSchema,
      errors: [404],
    },
    async (request, reply) =>
      requestDetailAnswer(
        app.db,
        details,
        request.query.id,
        callerOf(request),
        reply,
        app.config.flightStatus.key !== null,
      ),
  );
}
