// The payment calls about the authorizations themselves (paths chosen here, docs/product.md leaves them open): the list of
// those about to expire and the job run on demand. The calls that move a request (saveIntent, extend-request,
// capture, void, pa-paid) are the request lifecycle's, in modules/requests/payment-states.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ALL_COUNTRY_ROLES, AREA_ROLES } from '@alfie/shared/contracts';
import { expiringPaymentsQuerySchema } from '@alfie/shared/contracts/schemas/payment-operations';
import { authorizationJobSchema, expiringAuthorizationSchema } from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import * as authorizations from './authorizations.ts';
import { paymentDepsOf, type PaymentDepsOf } from './deps.ts';

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  operatorPaymentRoutes(app, paymentDepsOf(app));
}

/** The operators watch the authorizations and run the job (docs/product.md §4). */
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

  operators.post(
    '/payment/alfie/reauthorize-due',
    {
      summary: 'Run the reauthorization job now (it also runs every 15 minutes)',
      // Runs over every country: only the roles that see every country.
      roles: ALL_COUNTRY_ROLES,
      response: authorizationJobSchema,
    },
    async (request) => authorizations.runAuthorizationJob(deps(request)),
  );
}
