// The PA's side: the public application and its city list, and for a signed-in PA (role
// personal-assistant only) the open requests of its cities, offer and withdraw, its offers and its assignments.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AREA_ROLES,
  fieldStatusAnswerSchema,
  fieldStatusBodySchema,
  idempotencyKeySchema,
  offerSchema,
  paApplicationSchema,
  paAssignmentsQuerySchema,
  paListQuerySchema,
} from '@alfie/shared/contracts';
import {
  applyCountrySchema,
  offerAnswerSchema,
  openRequestItemSchema,
  paApplicationAnswerSchema,
  paAssignmentItemSchema,
  paOfferItemSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import { apply, applyCities } from './apply.ts';
import { myAssignments, myOffers, openRequests } from './lists.ts';
import { offer, withdraw } from './offers.ts';
import { reportFieldStatus } from './field-status.ts';
import { ValidationError } from '../../plugins/validation.ts';

export default async function paRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['PA side'], roles: AREA_ROLES.pa });

  r.post(
    '/PersonalAssistant/alfie/apply',
    {
      summary: 'Apply as a PA (adult, cities of get-cities); 409 when the e-mail is already in use',
      // Throttled per address and e-mail like the company signup (plugins/attempt-limits.ts).
      public: true,
      body: paApplicationSchema,
      response: paApplicationAnswerSchema,
      errors: [409, 429],
    },
    async (request) => apply(app.db, request.body),
  );

  r.get(
    '/PersonalAssistant/alfie/apply-cities',
    {
      summary: 'Countries and cities an applicant may choose',
      public: true,
      response: v.array(applyCountrySchema),
    },
    async () => applyCities(app.db),
  );

  // A PA account whose application is not approved is refused (403) by every call below.
  r.get(
    '/pa/alfie/open-requests',
    {
      summary: "Created future requests in the PA's cities, soonest first, with offered and fit",
      query: paListQuerySchema,
      response: v.array(openRequestItemSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => openRequests(app.db, callerOf(request), request.query, reply),
  );

  r.post(
    '/pa/alfie/offer',
    {
      summary: 'Offer availability for an open request',
      body: offerSchema,
      response: offerAnswerSchema,
      errors: [404, 409],
    },
    async (request) => offer(app.db, callerOf(request), request.body.requestId),
  );

  r.post(
    '/pa/alfie/withdraw-offer',
    {
      summary: 'Withdraw an offer while the request is not assigned',
      body: offerSchema,
      response: offerAnswerSchema,
      errors: [404, 409],
    },
    async (request) => withdraw(app.db, callerOf(request), request.body.requestId),
  );

  r.get(
    '/pa/alfie/offers',
    {
      summary: "The PA's offers, live and withdrawn, newest first, each with where it stands",
      query: paListQuerySchema,
      response: v.array(paOfferItemSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => myOffers(app.db, callerOf(request), request.query, reply),
  );

  r.get(
    '/pa/alfie/assignments',
    {
      summary: "The PA's assignments with what is needed on the day (upcoming or past)",
      query: paAssignmentsQuerySchema,
      response: v.array(paAssignmentItemSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => myAssignments(app.db, callerOf(request), request.query, reply),
  );

  r.post(
    '/pa/alfie/field-status',
    {
      summary:
        "The assigned PA reports the service's next step (on-the-way, at-meeting-point, guest-met, ended, or no-show) inside its window; header Idempotency-Key: a retry answers the first press's result",
      description:
        'The window runs from 3 hours before the start to 6 hours after the planned end. 409 FIELD.OUT.OF.WINDOW, FIELD.WRONG.ORDER, FIELD.NOT.YET (a no-show before the country waiting time), FIELD.SERVICE.CANCELLED, IDEMPOTENCY.KEY.REUSED; 404 for a request not assigned to the caller.',
      body: fieldStatusBodySchema,
      response: fieldStatusAnswerSchema,
      errors: [404, 409],
    },
    async (request) => {
      const key = v.safeParse(idempotencyKeySchema, request.headers['idempotency-key']);
      if (!key.success) {
        const code = request.headers['idempotency-key'] === undefined ? 'REQUIRED.FIELD' : 'INVALID.VALUE';
        throw new ValidationError(code, { 'Idempotency-Key': code });
      }
      return reportFieldStatus(app.db, callerOf(request), key.output, request.body);
    },
  );
}
