// Payment calls: the customer's saveIntent and extend-request (SPEC section 7), and the operators' lifecycle
// calls (paths chosen here, SPEC leaves them open): capture, void, pa-paid, expiring, reauthorize-due.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ALL_COUNTRY_ROLES, AREA_ROLES, paymentBodySchema } from '@alfie/shared/contracts';
import {
  expiringPaymentsQuerySchema,
  extensionQuoteQuerySchema,
  paymentActionSchema,
} from '@alfie/shared/contracts/schemas/payment-operations';
import {
  authorizationJobSchema,
  capturedSchema,
  expiringAuthorizationSchema,
  extensionQuoteSchema,
  paPaidSchema,
  paymentAnswerSchema,
  voidedSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { paypalFromConfig } from './paypal-client.ts';
import * as lifecycle from './lifecycle.ts';
import * as service from './service.ts';
import type { PaymentDeps } from './service.ts';

type Deps = (request: FastifyRequest) => PaymentDeps;

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const paypal = paypalFromConfig(app.config);
  const deps: Deps = (request) => ({ db: app.db, paypal, log: request.log });
  customerPaymentRoutes(app, deps);
  operatorPaymentRoutes(app, deps);
}

/** The customer pays for its own requests (PayPal authorizations) and asks what an extension costs. */
function customerPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  const customer = routesOf(app, { tags: ['payments'], roles: AREA_ROLES.customer });

  customer.post(
    '/payment/alfie/saveIntent',
    {
      summary: "Store the PayPal authorization of the customer's own assigned request (pending-capture)",
      body: paymentBodySchema,
      response: paymentAnswerSchema,
      errors: [404, 409],
    },
    async (request) => service.savePayment(deps(request), callerOf(request), request.body, 'booking'),
  );

  customer.post(
    '/request/alfie/extend-request',
    {
      summary: 'Move the end of a paid request with a PayPal authorization of the extra cost',
      body: paymentBodySchema,
      response: paymentAnswerSchema,
      errors: [404, 409],
    },
    async (request) => service.savePayment(deps(request), callerOf(request), request.body, 'extension'),
  );

  customer.get(
    '/payment/alfie/extension-quote',
    {
      summary: 'What moving the end of an own paid request costs (the amount extend-request expects)',
      query: extensionQuoteQuerySchema,
      response: extensionQuoteSchema,
      errors: [404, 409],
    },
    async (request) => service.extensionQuote(deps(request), callerOf(request), request.query),
  );
}

/** The operators move payments through their lifecycle (SPEC section 4). */
function operatorPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  const operators = routesOf(app, { tags: ['payments'], roles: AREA_ROLES.requests });
  const action = { body: paymentActionSchema, errors: [404, 409] } as const;

  operators.post(
    '/payment/alfie/capture',
    {
      summary: 'Capture the authorizations of a request whose service is over; the request becomes completed',
      ...action,
      response: capturedSchema,
    },
    async (request) => lifecycle.capture(deps(request), callerOf(request), request.body.requestId),
  );

  operators.post(
    '/payment/alfie/void',
    { summary: 'Void the authorizations of a cancelled request', ...action, response: voidedSchema },
    async (request) => lifecycle.voidPayments(deps(request), callerOf(request), request.body.requestId),
  );

  operators.post(
    '/payment/alfie/pa-paid',
    {
      summary: 'Record the PA payment of a completed, captured request (PA-paid)',
      ...action,
      response: paPaidSchema,
    },
    async (request) => lifecycle.recordPaPayment(deps(request), callerOf(request), request.body.requestId),
  );

  operators.get(
    '/payment/alfie/expiring',
    {
      summary: 'Authorizations whose honour period or 29-day validity ends within `hours` (default 48)',
      query: expiringPaymentsQuerySchema,
      response: v.array(expiringAuthorizationSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => lifecycle.expiring(deps(request), callerOf(request), request.query, reply),
  );

  operators.post(
    '/payment/alfie/reauthorize-due',
    {
      summary: 'Run the reauthorization job now (it also runs every 15 minutes)',
      // Runs over every country: only the roles that see every country.
      roles: ALL_COUNTRY_ROLES,
      response: authorizationJobSchema,
    },
    async (request) => lifecycle.runAuthorizationJob(deps(request)),
  );
}
