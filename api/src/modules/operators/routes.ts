// Operator-account calls of docs/product.md §7 (operator-admin and operator), plus the admin-triggered reset mail
// POST /operator/alfie/send-reset-password {id} (docs/product.md leaves the operator recovery path open).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { registerOperatorSchema, updateOperatorSchema } from '@alfie/shared/contracts/schemas/operator';
import { idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { pagingQuerySchema } from '@alfie/shared/contracts/schemas/pricing-queries';
import { sendOperatorResetSchema } from '@alfie/shared/contracts/schemas/operator-actions';
import { okAnswerSchema, operatorSchema } from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf, countryScope } from '../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { operatorPage, toOperator } from './queries.ts';
import * as service from './service.ts';

export default async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['operators'], roles: AREA_ROLES.operators });

  r.get(
    '/operator/alfie/operators',
    {
      summary: "Active operator accounts (an operator limited to a country: that country's only)",
      query: pagingQuerySchema,
      response: v.array(operatorSchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const after = decodeCursor(cursor, ['id']);
      const scope = countryScope(callerOf(request));
      const { total, rows } = await operatorPage(app.db, scope, limit, after?.[0] ?? null);
      return sendPage(reply, rows.map(toOperator), { total, limit, keyOf: (o) => [o.id] });
    },
  );

  r.post(
    '/operator/alfie/register-new-operator',
    {
      summary: 'Register an operator (country required unless operator-admin)',
      body: registerOperatorSchema,
      response: operatorSchema,
      errors: [409],
    },
    async (request) => service.registerOperator(app.db, callerOf(request), request.body),
  );

  r.post(
    '/operator/alfie/update-operator',
    {
      summary: "Edit another operator's name, role and country (a role change ends their sessions)",
      body: updateOperatorSchema,
      response: operatorSchema,
      errors: [404, 409],
    },
    async (request) => service.updateOperator(app.db, callerOf(request), request.body),
  );

  r.get(
    '/operator/alfie/delete-operator',
    {
      summary: "Disable another operator's account",
      query: idQuerySchema,
      response: okAnswerSchema,
      errors: [404],
    },
    async (request) => service.deleteOperator(app.db, callerOf(request), request.query.id),
  );

  r.post(
    '/operator/alfie/send-reset-password',
    {
      summary: 'Mail another operator a link to set a new password',
      body: sendOperatorResetSchema,
      response: okAnswerSchema,
      errors: [404],
    },
    async (request) =>
      service.sendResetPassword(app.db, app.config.appUrl, callerOf(request), request.body.id),
  );
}
