// Operator-account calls of SPEC section 7 (operator-admin and operator), plus the admin-triggered reset mail
// POST /operator/alfie/send-reset-password {id} (SPEC leaves the operator recovery path open).
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { registerOperatorSchema, updateOperatorSchema } from '@alfie/shared/contracts/schemas/operator';
import { idQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { pagingQuerySchema } from '@alfie/shared/contracts/schemas/pricing-queries';
import { sendOperatorResetSchema } from '@alfie/shared/contracts/schemas/operator-actions';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import { decodeCursor, sendPage } from '../../lib/paging.ts';
import { operatorPage, toOperator } from './queries.ts';
import * as service from './service.ts';

export default async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['operators'];
  const config = { roles: AREA_ROLES.operators };

  app.get(
    '/operator/alfie/operators',
    {
      config,
      schema: vschema({ querystring: pagingQuerySchema, tags, summary: 'Active operator accounts' }),
    },
    async (request, reply) => {
      const query = request.query as InferOutput<typeof pagingQuerySchema>;
      const after = decodeCursor<[number]>(query.cursor, 1);
      const { total, rows } = await operatorPage(app.db, query.limit, after?.[0] ?? null);
      return sendPage(reply, rows.map(toOperator), { total, limit: query.limit, keyOf: (o) => [o.id] });
    },
  );

  app.post(
    '/operator/alfie/register-new-operator',
    {
      config,
      schema: vschema({
        body: registerOperatorSchema,
        tags,
        summary: 'Register an operator (country required unless operator-admin)',
      }),
    },
    async (request) =>
      service.registerOperator(
        app.db,
        callerOf(request),
        request.body as InferOutput<typeof registerOperatorSchema>,
      ),
  );

  app.post(
    '/operator/alfie/update-operator',
    {
      config,
      schema: vschema({
        body: updateOperatorSchema,
        tags,
        summary: "Edit another operator's name, role and country (a role change ends their sessions)",
      }),
    },
    async (request) =>
      service.updateOperator(
        app.db,
        callerOf(request),
        request.body as InferOutput<typeof updateOperatorSchema>,
      ),
  );

  app.get(
    '/operator/alfie/delete-operator',
    {
      config,
      schema: vschema({
        querystring: idQuerySchema,
        tags,
        summary: "Disable another operator's account",
      }),
    },
    async (request) =>
      service.deleteOperator(
        app.db,
        callerOf(request),
        (request.query as InferOutput<typeof idQuerySchema>).id,
      ),
  );

  app.post(
    '/operator/alfie/send-reset-password',
    {
      config,
      schema: vschema({
        body: sendOperatorResetSchema,
        tags,
        summary: 'Mail another operator a link to set a new password',
      }),
    },
    async (request) =>
      service.sendResetPassword(
        app.db,
        app.config.appUrl,
        callerOf(request),
        (request.body as InferOutput<typeof sendOperatorResetSchema>).id,
      ),
  );
}
