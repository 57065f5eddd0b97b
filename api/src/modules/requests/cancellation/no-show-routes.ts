// The operators' decision on a PA's "guest not found" (requests area roles, country scope).
import type { FastifyInstance } from 'fastify';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { noShowDecidedSchema, noShowDecisionSchema } from '@alfie/shared/contracts/schemas/field';
import { routesOf } from '../../../plugins/route.ts';
import { callerOf } from '../../../auth/caller.ts';
import type { PaymentDepsOf } from '../../payments/deps.ts';
import { decideNoShow } from './no-show.ts';

export function noShowRoutes(app: FastifyInstance, deps: PaymentDepsOf): void {
  const operators = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  operators.post(
    '/request/alfie/no-show-decision',
    {
      summary:
        "Confirm the PA's guest not found (the service is cancelled late under the country's policy, the fee captured or owed, the customer mailed) or refuse it (the service runs on)",
      body: noShowDecisionSchema,
      response: noShowDecidedSchema,
      errors: [404, 409],
    },
    async (request) => decideNoShow(deps(request), callerOf(request), request.body),
  );
}
