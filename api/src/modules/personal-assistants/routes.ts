// PA applicant calls of SPEC section 7: list (filters, country scope, paging), domicile cities, detail, decision.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { approvePaSchema } from '@alfie/shared/contracts/schemas/decisions';
import { idQuerySchema, reviewListQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import * as service from './service.ts';

export default async function personalAssistantRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['PA applicants'];
  const config = { roles: AREA_ROLES.applicants };

  app.get(
    '/PersonalAssistant/alfie/personal-assistants/',
    {
      config,
      schema: vschema({
        querystring: reviewListQuerySchema,
        tags,
        summary: "PA applicants, newest first (status '', created, approved, rejected; city = domicile)",
      }),
    },
    async (request, reply) =>
      service.listApplicants(
        app.db,
        callerOf(request),
        request.query as InferOutput<typeof reviewListQuerySchema>,
        reply,
      ),
  );

  app.get(
    '/personalassistant/alfie/personal-assistant-cities',
    { config, schema: vschema({ tags, summary: 'Domicile cities of the PAs the caller may see' }) },
    async (request) => service.applicantCities(app.db, callerOf(request)),
  );

  app.get(
    '/PersonalAssistant/alfie/personal-assistant-detail',
    {
      config,
      schema: vschema({
        querystring: idQuerySchema,
        tags,
        summary: 'A list whose first item is the PA, with languages, vehicles and past assignments',
      }),
    },
    async (request) =>
      service.applicantDetail(
        app.db,
        callerOf(request),
        (request.query as InferOutput<typeof idQuerySchema>).id,
      ),
  );

  app.post(
    '/PersonalAssistant/alfie/approve-personal-assistant',
    {
      config,
      schema: vschema({
        body: approvePaSchema,
        tags,
        summary: 'Approve or reject a created applicant (approval mails the next steps)',
      }),
    },
    async (request) =>
      service.decideApplicant(
        app.db,
        callerOf(request),
        request.body as InferOutput<typeof approvePaSchema>,
        app.config.appUrl,
      ),
  );
}
