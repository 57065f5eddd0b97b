// The customer's request calls of docs/product.md §7: file a request (filing/, frozen quote), list its own requests
// (reservations/), price and cancel a future one (cancellation/); plus the price rules the request form's quote needs.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { newRequestSchema } from '@alfie/shared/contracts/schemas/request';
import { customerRequestsQuerySchema, idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import {
  cancellationQuoteSchema,
  customerCountryPricingSchema,
  customerRequestSchema,
  doneAnswerSchema,
  newRequestAnswerSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { registerNewRequest } from './filing/register.ts';
import { listOwnRequests } from './reservations/reservations.ts';
import { cancelOwnRequest } from './cancellation/cancel.ts';
import { getCancellationQuote } from './cancellation/quote.ts';
import { paymentDepsOf } from '../payments/deps.ts';
import { countriesByName, pricingTree } from '../pricing/queries.ts';
import { NEW_REQUEST_EXAMPLE } from './filing/example.ts';

export function customerRequestRoutes(app: FastifyInstance): void {
  const r = routesOf(app, { tags: ['customer requests'], roles: AREA_ROLES.customer });
  const payments = paymentDepsOf(app);

  r.post(
    '/Request/alfie/register-new-request',
    {
      summary: 'File a request for the own company',
      body: newRequestSchema,
      response: newRequestAnswerSchema,
      errors: [403, 409],
      example: { body: NEW_REQUEST_EXAMPLE, response: { id: 101, amount: 122, currencyCode: 'EUR' } },
    },
    async (request) => registerNewRequest(app.db, callerOf(request), request.body),
  );

  r.get(
    '/request/alfie/requests',
    {
      summary: "The caller's own requests, newest first (status '', ongoing or closed)",
      query: customerRequestsQuerySchema,
      response: v.array(customerRequestSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => listOwnRequests(app.db, callerOf(request), request.query, reply),
  );

  r.get(
    '/request/alfie/delete-request',
    {
      summary: 'Cancel an own request whose start is in the future',
      query: idQuerySchema,
      response: doneAnswerSchema,
      errors: [404, 409],
    },
    async (request) => cancelOwnRequest(payments(request), callerOf(request), request.query.id),
  );

  r.get(
    '/request/alfie/cancellation-quote',
    {
      summary:
        "What cancelling the request now costs (nothing before a PA is assigned, then its country's policy), why it is free (reason), until when it is free and when the fee next changes",
      // Customers for their own requests, operators in their country scope: request-detail's rule.
      roles: [...AREA_ROLES.customer, ...AREA_ROLES.requests],
      query: idQuerySchema,
      response: cancellationQuoteSchema,
      errors: [404, 409],
      example: {
        query: { id: '101' },
        response: {
          feeCents: 6100,
          currencyCode: 'EUR',
          percent: 50,
          reason: null,
          freeUntil: '2026-05-01T08:00:00.000Z',
          changesAt: '2026-05-02T06:00:00.000Z',
          nextFeeCents: 12200,
        },
      },
    },
    async (request) => getCancellationQuote(app.db, callerOf(request), request.query.id),
  );

  r.get(
    '/request/alfie/price-rules',
    {
      summary:
        "Price rules for the live quote of the request form: rates, flat fees, VAT, currency and cancellation policy, without the PA's share and tax",
      response: v.array(customerCountryPricingSchema),
    },
    // The operators' tree (GET /pricing/alfie/prices), every country by name; the answer schema keeps what a
    // customer may read of it.
    async () => pricingTree(app.db, await countriesByName(app.db)),
  );
}
