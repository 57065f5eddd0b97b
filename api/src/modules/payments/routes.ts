// The payment calls about the authorizations themselves (paths chosen here, docs/product.md leaves them open): the list of
// those about to expire. The calls that move a request (saveIntent, extend-request, capture, void, pa-paid) and the
// job run on demand (it voids through the request's lifecycle) are the requests module's, in
// modules/requests/payment-states.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { expiringPaymentsQuerySchema } from '@alfie/shared/contracts/schemas/payment-operations';
import { expiringAuthorizationSchema } from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import * as authorizations from './authorizations.ts';
import { paymentDepsOf, type PaymentDepsOf } from './deps.ts';

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  operatorPaymentRoutes(app, paymentDepsOf(app));
}

/** The operators watch the authorizations (docs/product.md §4). */
function operatorPaymentRoutes(app: FastifyInstance, deps: PaymentDepsOf): void {
  const operators = routesOf(app, { tags: ['payments'], roles: AREA_ROLES.requests });

  operators.get(
    '/payment/alfie/expiring',
    {
      summary: 'Authorizations whose honour period or 29-day validity ends within `hours` (default 48)',
      query: expiringPaymentsQuerySchema,
      response: v.array(expiringAuthorizationSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => authorizations.expiring(deps(request), callerOf(request), request.query, reply),
  );
}
