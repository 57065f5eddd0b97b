// POST /request/alfie/travel-refresh: an operator asks the flight-status provider about a request's flights now
// (within the day's call budget) and gets the request's travels with their tracking. Tracking off: nothing is
// asked, the travels say so.
import type { FastifyInstance } from 'fastify';
import { AREA_ROLES } from '@alfie/shared/contracts';
import {
  travelRefreshAnswerSchema,
  travelRefreshBodySchema,
} from '@alfie/shared/contracts/schemas/flight-tracking';
import { routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { findVisibleRequest, getRequestDetail } from '../requests/detail/detail-service.ts';
import { refreshTravels } from './poller.ts';
import { flightsOf } from './observations.ts';
import { statusProviderOf } from './provider.ts';

export default async function flightRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
  const provider = statusProviderOf(app.config.flightStatus, app.log);

  r.post(
    '/request/alfie/travel-refresh',
    {
      summary:
        "Asks the flight-status provider about the request's flights now (within the daily call budget) and answers the request's travels with their tracking; with tracking off nothing is asked and each travel's state is 'off'",
      body: travelRefreshBodySchema,
      response: travelRefreshAnswerSchema,
      errors: [403, 404],
    },
    async (request) => {
      const caller = callerOf(request);
      const { requestId } = request.body;
      await findVisibleRequest(app.db, requestId, caller);
      if (provider)
        await refreshTravels(
          {
            db: app.db,
            provider,
            dailyCalls: app.config.flightStatus.dailyCalls,
            log: app.log,
          },
          await flightsOf(app.db, requestId),
        );
      const detail = await getRequestDetail(app.db, requestId, caller, provider !== null);
      return { requestId, travels: detail.travels };
    },
  );
}
