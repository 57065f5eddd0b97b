// The payment calls that move a request (docs/product.md §7 and section 4): the customer's saveIntent and extend-request
// with the extension quote, and the operators' capture, void and pa-paid (paths chosen here, docs/product.md leaves them open),
// and the payments' authorization job run on demand, here because it voids through the request's lifecycle.
import type { FastifyInstance } from 'fastify';
import { ALL_COUNTRY_ROLES, AREA_ROLES, paymentBodySchema } from '@alfie/shared/contracts';
import {
  extensionQuoteQuerySchema,
  paymentActionSchema,
} from '@alfie/shared/contracts/schemas/payment-operations';
import {
  authorizationJobSchema,
  capturedSchema,
  extensionQuoteSchema,
  paPaidSchema,
  paymentAnswerSchema,
  voidedSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from '../../../plugins/route.ts';
import { callerOf } from '../../../auth/caller.ts';
import { runAuthorizationJob } from '../../payments/authorizations.ts';
import type { PaymentDepsOf } from '../../payments/deps.ts';
import * as service from './authorize.ts';
import { capture, recordPaPayment } from './settle.ts';
import { releaseCancelled, voidPayments } from './void.ts';

export function paymentStateRoutes(app: FastifyInstance, deps: PaymentDepsOf): void {
  customerPaymentRoutes(app, deps);
  operatorPaymentRoutes(app, deps);
}

/** The customer pays for its own requests (PayPal authorizations) and asks what an extension costs. */
function customerPaymentRoutes(app: FastifyInstance, deps: PaymentDepsOf): void {
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

/** The operators move a paid request on (docs/product.md §4). */
function operatorPaymentRoutes(app: FastifyInstance, deps: PaymentDepsOf): void {
  const operators = routesOf(app, { tags: ['payments'], roles: AREA_ROLES.requests });
  const action = { body: paymentActionSchema, errors: [404, 409] } as const;

  operators.post(
    '/payment/alfie/capture',
    {
      summary: 'Capture the authorizations of a request whose service is over; the request becomes completed',
      ...action,
      response: capturedSchema,
    },
    async (request) => capture(deps(request), callerOf(request), request.body.requestId),
  );

  operators.post(
    '/payment/alfie/void',
    { summary: 'Void the authorizations of a cancelled request', ...action, response: voidedSchema },
    async (request) => voidPayments(deps(request), callerOf(request), request.body.requestId),
  );

  operators.post(
    '/payment/alfie/pa-paid',
    {
      summary: 'Record the PA payment of a completed, captured request (PA-paid)',
      ...action,
      response: paPaidSchema,
    },
    async (request) => recordPaPayment(deps(request), callerOf(request), request.body.requestId),
  );

  operators.post(
    '/payment/alfie/reauthorize-due',
    {
      summary: 'Run the reauthorization job now (it also runs every 15 minutes)',
      // Runs over every country: only the roles that see every country.
      roles: ALL_COUNTRY_ROLES,
      response: authorizationJobSchema,
    },
    async (request) => runAuthorizationJob(deps(request), releaseCancelled),
  );
}
