// The request timeline's route; registered by the requests area (routes.ts), beside the request detail whose
// access rule it shares.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { timelineEntrySchema } from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from '../../../plugins/route.ts';
import { callerOf } from '../../../auth/caller.ts';
import { requestTimeline } from './service.ts';

export function timelineRoutes(app: FastifyInstance): void {
  const r = routesOf(app, { tags: ['requests'], roles: [...AREA_ROLES.requests, ...AREA_ROLES.customer] });
  r.get(
    '/Request/alfie/request-timeline',
    {
      summary:
        "A request's life, oldest first (filed, edited, offers, assigned, mails with delivery, payments, cancelled, completed, PA paid); the owning customer gets its own filtered copy",
      query: idQuerySchema,
      response: v.array(timelineEntrySchema),
      errors: [404],
    },
    async (request) => requestTimeline(app.db, request.query.id, callerOf(request)),
  );
}
