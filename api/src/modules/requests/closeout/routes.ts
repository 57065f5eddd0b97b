// The closeout calls of the operators (requests area roles, country scope): the list of services whose end has
// passed, the confirmation of a service and, for operator-admins only, the write-off of what stays owed on it.
// Marking the PA paid is /payment/alfie/pa-paid (payment-states).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES, WRITE_OFF_ROLES } from '@alfie/shared/contracts';
import {
  closeoutQuerySchema,
  closeoutWriteOffSchema,
  confirmServiceSchema,
} from '@alfie/shared/contracts/schemas/closeout';
import {
  closeoutItemSchema,
  owedWrittenOffSchema,
  serviceConfirmedSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../../plugins/route.ts';
import { callerOf } from '../../../auth/caller.ts';
import { nowOf, type PaymentDepsOf } from '../../payments/deps.ts';
import { confirmService } from './confirm.ts';
import { closeoutList } from './list.ts';
import { writeOffOwed } from './write-off.ts';

export function closeoutRoutes(app: FastifyInstance, deps: PaymentDepsOf): void {
  const operators = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });

  operators.get(
    '/request/alfie/closeout',
    {
      summary: 'Services whose end has passed, by end date range and closeout state, latest end first',
      query: closeoutQuerySchema,
      response: v.array(closeoutItemSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => {
      const d = deps(request);
      return closeoutList(d.db, callerOf(request), request.query, nowOf(d), reply);
    },
  );

  operators.post(
    '/request/alfie/confirm-service',
    {
      summary:
        'Confirm a service after its end: actual end, final price at the frozen rate, capture, PA amount due',
      body: confirmServiceSchema,
      response: serviceConfirmedSchema,
      errors: [404, 409],
    },
    async (request) => confirmService(deps(request), callerOf(request), request.body),
  );

  operators.post(
    '/request/alfie/closeout-write-off',
    {
      summary:
        'Write off what the customer still owes on a confirmed service, with the reason (operator-admins): the service is then settled',
      roles: WRITE_OFF_ROLES,
      body: closeoutWriteOffSchema,
      response: owedWrittenOffSchema,
      errors: [404, 409],
    },
    async (request) => writeOffOwed(deps(request), callerOf(request), request.body),
  );
}
