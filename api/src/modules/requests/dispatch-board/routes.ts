// GET /request/alfie/dispatch-board: the operators' board of a day or a week (registered by the requests area).
import type { FastifyInstance } from 'fastify';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { dispatchBoardQuerySchema } from '@alfie/shared/contracts/schemas/dispatch-board';
import { dispatchBoardSchema } from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from '../../../plugins/route.ts';
import { callerOf } from '../../../auth/caller.ts';
import { dispatchBoard } from './service.ts';

export function dispatchBoardRoutes(app: FastifyInstance): void {
  const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  r.get(
    '/request/alfie/dispatch-board',
    {
      summary:
        "PAs with their assignments (staffed requests) and the requests waiting for a PA whose service overlaps [from, to), at most 7 days, in the caller's country scope; `urgent` marks a request without a PA starting within `urgentHours`; each assignment carries its field status and `atRisk` (no arrival at the meeting point reported `atRiskMinutes` before the start)",
      query: dispatchBoardQuerySchema,
      response: dispatchBoardSchema,
      example: { query: { from: '2026-03-09T23:00:00.000Z', to: '2026-03-10T23:00:00.000Z' } },
    },
    async (request) =>
      dispatchBoard(app.db, callerOf(request), request.query, {
        hours: app.config.dispatchUrgentHours,
        atRiskMinutes: app.config.fieldAtRiskMinutes,
        now: new Date(),
      }),
  );
}
