// The PA's side (issue 17): the public application and its city list, and for a signed-in PA (role
// personal-assistant only) the open requests of its cities, offer and withdraw, its offers and its assignments.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import {
  AREA_ROLES,
  offerSchema,
  paApplicationSchema,
  paAssignmentsQuerySchema,
  paListQuerySchema,
} from '@alfie/shared/contracts';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { apply, applyCities } from './apply.ts';
import { myAssignments, myOffers, openRequests } from './lists.ts';
import { offer, withdraw } from './offers.ts';

export default async function paRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['PA side'];
  const config = { roles: AREA_ROLES.pa };

  app.post(
    '/PersonalAssistant/alfie/apply',
    {
      // Throttled per address and e-mail like the company signup (plugins/attempt-limits.ts).
      config: { public: true },
      schema: vschema({
        body: paApplicationSchema,
        tags,
        bearer: false,
        summary: 'Apply as a PA (adult, cities of get-cities); 409 when the e-mail is already in use',
      }),
    },
    async (request) => apply(app.db, request.body as InferOutput<typeof paApplicationSchema>),
  );

  app.get(
    '/PersonalAssistant/alfie/apply-cities',
    {
      config: { public: true },
      schema: vschema({ tags, bearer: false, summary: 'Countries and cities an applicant may choose' }),
    },
    async () => applyCities(app.db),
  );

  app.get(
    '/pa/alfie/open-requests',
    {
      config,
      schema: vschema({
        querystring: paListQuerySchema,
        tags,
        summary: "Created future requests in the PA's cities, soonest first, with offered and fit",
      }),
    },
    async (request, reply) =>
      openRequests(app.db, callerOf(request), request.query as InferOutput<typeof paListQuerySchema>, reply),
  );

  app.post(
    '/pa/alfie/offer',
    {
      config,
      schema: vschema({ body: offerSchema, tags, summary: 'Offer availability for an open request' }),
    },
    async (request) =>
      offer(app.db, callerOf(request), (request.body as InferOutput<typeof offerSchema>).requestId),
  );

  app.post(
    '/pa/alfie/withdraw-offer',
    {
      config,
      schema: vschema({
        body: offerSchema,
        tags,
        summary: 'Withdraw an offer while the request is not assigned',
      }),
    },
    async (request) =>
      withdraw(app.db, callerOf(request), (request.body as InferOutput<typeof offerSchema>).requestId),
  );

  app.get(
    '/pa/alfie/offers',
    {
      config,
      schema: vschema({
        querystring: paListQuerySchema,
        tags,
        summary: "The PA's live offers, newest first",
      }),
    },
    async (request, reply) =>
      myOffers(app.db, callerOf(request), request.query as InferOutput<typeof paListQuerySchema>, reply),
  );

  app.get(
    '/pa/alfie/assignments',
    {
      config,
      schema: vschema({
        querystring: paAssignmentsQuerySchema,
        tags,
        summary: "The PA's assignments with what is needed on the day (upcoming or past)",
      }),
    },
    async (request, reply) =>
      myAssignments(
        app.db,
        callerOf(request),
        request.query as InferOutput<typeof paAssignmentsQuerySchema>,
        reply,
      ),
  );
}
