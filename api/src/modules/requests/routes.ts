// The request's life in one area: filing, the customer's reservations and cancellation, assignment, the payment
// states, the operators' dashboards and detail. Every status change goes through lifecycle/transition.ts, which
// applies the shared transition table (@alfie/shared/contracts lifecycle.ts) and audits it.
import type { FastifyInstance } from 'fastify';
import { paymentDepsOf } from '../payments/deps.ts';
import { assignmentRoutes } from './assignment/routes.ts';
import { closeoutRoutes } from './closeout/routes.ts';
import { noShowRoutes } from './cancellation/no-show-routes.ts';
import { customerRequestRoutes } from './customer-routes.ts';
import { dispatchBoardRoutes } from './dispatch-board/routes.ts';
import { operatorRequestRoutes } from './operator-routes.ts';
import { paymentStateRoutes } from './payment-states/routes.ts';
import { timelineRoutes } from './timeline/routes.ts';

export default async function requestRoutes(app: FastifyInstance): Promise<void> {
  assignmentRoutes(app);
  customerRequestRoutes(app);
  paymentStateRoutes(app, paymentDepsOf(app));
  operatorRequestRoutes(app);
  timelineRoutes(app);
  closeoutRoutes(app, paymentDepsOf(app));
  dispatchBoardRoutes(app);
  noShowRoutes(app, paymentDepsOf(app));
}
