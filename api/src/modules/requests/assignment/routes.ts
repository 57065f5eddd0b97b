// Assignment calls of docs/product.md §7: the PAs who offered availability for a request (offers.ts), and
// assign-request (assign.ts), the table's `assign`.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { assignRequestSchema } from '@alfie/shared/contracts/schemas/decisions';
import { idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { assignRefusalSchema, okAnswerSchema, paOfferSchema } from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from '../../../plugins/route.ts';
import { callerOf } from '../../../auth/caller.ts';
import { assignRequest } from './assign.ts';
import { offersForRequest } from './offers.ts';

export function assignmentRoutes(app: FastifyInstance): void {
  const r = routesOf(app, { tags: ['assignment'], roles: AREA_ROLES.requests });

  r.get(
    '/PersonalAssistant/alfie/personal-assistant-by-request',
    {
      summary:
        "Approved PAs with a live offer (offered or accepted) for a request, with the offer's response, fit (score, reasons) and conflict; best fit first, busy PAs last",
      query: idQuerySchema,
      response: v.array(paOfferSchema),
      errors: [404],
    },
    async (request) => offersForRequest(app.db, callerOf(request), request.query.id),
  );

  r.post(
    '/Request/alfie/assign-request',
    {
      summary:
        'Assign a PA who offered to a created, unassigned request (409 when someone was faster; 409 PA.BUSY with `conflict` when the PA has an overlapping assignment)',
      body: assignRequestSchema,
      response: okAnswerSchema,
      errors: [404, 409],
      refusal: assignRefusalSchema,
      example: { body: { requestId: 12, personalAssistantId: 3 }, response: true },
    },
    async (request) => assignRequest(app.db, callerOf(request), request.body),
  );
}
