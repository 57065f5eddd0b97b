// Payment calls: the customer's saveIntent and extend-request (SPEC section 7), and the operators' lifecycle
// calls (paths chosen here, SPEC leaves them open): capture, void, pa-paid, expiring, reauthorize-due.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InferOutput } from 'valibot';
import { ALL_COUNTRY_ROLES, AREA_ROLES, paymentBodySchema } from '@alfie/shared/contracts';
import {
  expiringPaymentsQuerySchema,
  extensionQuoteQuerySchema,
  paymentActionSchema,
} from '@alfie/shared/contracts/schemas/payment-operations';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { paypalFromConfig } from './paypal-client.ts';
import * as lifecycle from './lifecycle.ts';
import * as service from './service.ts';
import type { PaymentDeps } from './service.ts';

type Action = InferOutput<typeof paymentActionSchema>;

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const paypal = paypalFromConfig(app.config);
  const deps = (request: FastifyRequest): PaymentDeps => ({ db: app.db, paypal, log: request.log });
  const tags = ['payments'];

  app.post(
    '/payment/alfie/saveIntent',
    {
      config: { roles: AREA_ROLES.customer },
      schema: vschema({
        body: paymentBodySchema,
        tags,
        summary: "Store the PayPal authorization of the customer's own assigned request (pending-capture)",
      }),
    },
    async (request) =>
      service.savePayment(deps(request), callerOf(request), request.body as service.PaymentBody, 'booking'),
  );

  app.post(
    '/request/alfie/extend-request',
    {
      config: { roles: AREA_ROLES.customer },
      schema: vschema({
        body: paymentBodySchema,
        tags,
        summary: 'Move the end of a paid request with a PayPal authorization of the extra cost',
      }),
    },
    async (request) =>
      service.savePayment(deps(request), callerOf(request), request.body as service.PaymentBody, 'extension'),
  );

  app.get(
    '/payment/alfie/extension-quote',
    {
      config: { roles: AREA_ROLES.customer },
      schema: vschema({
        querystring: extensionQuoteQuerySchema,
        tags,
        summary: 'What moving the end of an own paid request costs (the amount extend-request expects)',
      }),
    },
    async (request) =>
      service.extensionQuote(
        deps(request),
        callerOf(request),
        request.query as InferOutput<typeof extensionQuoteQuerySchema>,
      ),
  );

  app.post(
    '/payment/alfie/capture',
    {
      config: { roles: AREA_ROLES.requests },
      schema: vschema({
        body: paymentActionSchema,
        tags,
        summary:
          'Capture the authorizations of a request whose service is over; the request becomes completed',
      }),
    },
    async (request) =>
      lifecycle.capture(deps(request), callerOf(request), (request.body as Action).requestId),
  );

  app.post(
    '/payment/alfie/void',
    {
      config: { roles: AREA_ROLES.requests },
      schema: vschema({
        body: paymentActionSchema,
        tags,
        summary: 'Void the authorizations of a cancelled request',
      }),
    },
    async (request) =>
      lifecycle.voidPayments(deps(request), callerOf(request), (request.body as Action).requestId),
  );

  app.post(
    '/payment/alfie/pa-paid',
    {
      config: { roles: AREA_ROLES.requests },
      schema: vschema({
        body: paymentActionSchema,
        tags,
        summary: 'Record the PA payment of a completed, captured request (PA-paid)',
      }),
    },
    async (request) =>
      lifecycle.recordPaPayment(deps(request), callerOf(request), (request.body as Action).requestId),
  );

  app.get(
    '/payment/alfie/expiring',
    {
      config: { roles: AREA_ROLES.requests },
      schema: vschema({
        querystring: expiringPaymentsQuerySchema,
        tags,
        summary: 'Authorizations whose honour period or 29-day validity ends within `hours` (default 48)',
      }),
    },
    async (request, reply) =>
      lifecycle.expiring(
        deps(request),
        callerOf(request),
        request.query as InferOutput<typeof expiringPaymentsQuerySchema>,
        reply,
      ),
  );

  app.post(
    '/payment/alfie/reauthorize-due',
    {
      // Runs over every country: only the roles that see every country.
      config: { roles: ALL_COUNTRY_ROLES },
      schema: vschema({ tags, summary: 'Run the reauthorization job now (it also runs every 15 minutes)' }),
    },
    async (request) => lifecycle.runAuthorizationJob(deps(request)),
  );
}
