// Assignment calls of SPEC section 7: the PAs who offered availability for a request, and assign-request.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { assignRequestSchema } from '@alfie/shared/contracts/schemas/decisions';
import { idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { assignRequest, offersForRequest } from './service.ts';

export default async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['assignment'];
  const config = { roles: AREA_ROLES.requests };

  app.get(
    '/PersonalAssistant/alfie/personal-assistant-by-request',
    {
      config,
      schema: vschema({
        querystring: idQuerySchema,
        tags,
        summary:
          "Approved PAs with a live offer (offered or accepted) for a request, with the offer's response",
      }),
    },
    async (request) =>
      offersForRequest(app.db, callerOf(request), (request.query as InferOutput<typeof idQuerySchema>).id),
  );

  app.post(
    '/Request/alfie/assign-request',
    {
      config,
      schema: vschema({
        body: assignRequestSchema,
        tags,
        summary: 'Assign a PA who offered to a created, unassigned request (409 when someone was faster)',
      }),
    },
    async (request) =>
      assignRequest(app.db, callerOf(request), request.body as InferOutput<typeof assignRequestSchema>),
  );
}
