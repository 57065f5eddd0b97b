// PA applicant calls of docs/product.md §7: list (filters, country scope, paging), domicile cities, detail, decision.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { approvePaSchema } from '@alfie/shared/contracts/schemas/decisions';
import { idQuerySchema, reviewListQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import {
  namesAnswerSchema,
  okAnswerSchema,
  personalAssistantSchema,
  personalAssistantSummarySchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import * as service from './service.ts';

export default async function personalAssistantRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['PA applicants'], roles: AREA_ROLES.applicants });

  r.get(
    '/PersonalAssistant/alfie/personal-assistants/',
    {
      summary: "PA applicants, newest first (status '', created, approved, rejected; city = domicile)",
      query: reviewListQuerySchema,
      response: v.array(personalAssistantSummarySchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => service.listApplicants(app.db, callerOf(request), request.query, reply),
  );

  r.get(
    '/personalassistant/alfie/personal-assistant-cities',
    { summary: 'Domicile cities of the PAs the caller may see', response: namesAnswerSchema },
    async (request) => service.applicantCities(app.db, callerOf(request)),
  );

  r.get(
    '/PersonalAssistant/alfie/personal-assistant-detail',
    {
      summary: 'A list whose first item is the PA, with languages, vehicles and past assignments',
      query: idQuerySchema,
      response: v.array(personalAssistantSchema),
      errors: [404],
    },
    async (request) => service.applicantDetail(app.db, callerOf(request), request.query.id),
  );

  r.post(
    '/PersonalAssistant/alfie/approve-personal-assistant',
    {
      summary: 'Approve or reject a created applicant (approval mails the next steps)',
      body: approvePaSchema,
      response: okAnswerSchema,
      errors: [404, 409],
    },
    async (request) => service.decideApplicant(app.db, callerOf(request), request.body, app.config.appUrl),
  );
}
