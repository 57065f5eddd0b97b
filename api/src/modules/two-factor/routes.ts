// Two-factor sign-in calls. Operators (any operator role) manage their own: status, setup, enable, disable; the
// login's second step is public (it carries the challenge of /Auth/authenticate); operator-admin sets the policy.
//   GET  /Auth/two-factor/status                  { enabled, required, recoveryCodesLeft }
//   POST /Auth/two-factor/setup                   { secret, otpauthUri }   (a new pending secret; 409 once enabled)
//   POST /Auth/two-factor/enable   { code }       { recoveryCodes, token } (10 codes, shown this once)
//   POST /Auth/two-factor/disable  { code } | { recoveryCode }   { token }
// Enable and disable end the account's other sessions; `token` is the new one of the caller's session. Status,
// setup and enable are open to a session whose enrolment is pending (config.duringEnrolment), nothing else here.
//   POST /Auth/two-factor/verify   { challenge, code } | { challenge, recoveryCode }   the login answer
//   GET  /operator/alfie/two-factor-policy        { roles: [{ role, required }] }
//   POST /operator/alfie/two-factor-policy { role, required }   the same, updated
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { OPERATOR_ROLES } from '@alfie/shared/contracts';
import {
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorPolicySchema,
  twoFactorVerifySchema,
} from '@alfie/shared/contracts/schemas/two-factor';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import type { AuthDeps } from '../../auth/session.ts';
import * as service from './service.ts';

export default async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const deps: AuthDeps = {
    db: app.db,
    jwtSecret: app.config.jwtSecret,
    tokenTtlSeconds: app.config.tokenTtlSeconds,
    appUrl: app.config.appUrl,
  };
  const tags = ['two-factor'];
  const own = { roles: OPERATOR_ROLES };
  const enrolling = { roles: OPERATOR_ROLES, duringEnrolment: true };

  app.get(
    '/Auth/two-factor/status',
    {
      config: enrolling,
      schema: vschema({ tags, summary: "The caller's two-factor state and whether the role requires it" }),
    },
    async (request) => service.status(app.db, callerOf(request)),
  );

  app.post(
    '/Auth/two-factor/setup',
    {
      config: enrolling,
      schema: vschema({ tags, summary: 'A new TOTP secret and otpauth URI (pending until enabled)' }),
    },
    async (request) => service.setup(deps, callerOf(request)),
  );

  app.post(
    '/Auth/two-factor/enable',
    {
      config: enrolling,
      schema: vschema({
        body: twoFactorCodeSchema,
        tags,
        summary: 'Turn two-factor on with a code; answers the recovery codes once and a new session token',
      }),
    },
    async (request) =>
      service.enable(
        deps,
        callerOf(request),
        request.body as InferOutput<typeof twoFactorCodeSchema>,
        request.ip,
      ),
  );

  app.post(
    '/Auth/two-factor/disable',
    {
      config: own,
      schema: vschema({
        body: twoFactorDisableSchema,
        tags,
        summary: 'Turn two-factor off with a code or a recovery code; answers a new session token',
      }),
    },
    async (request) =>
      service.disable(
        deps,
        callerOf(request),
        request.body as InferOutput<typeof twoFactorDisableSchema>,
        request.ip,
      ),
  );

  app.post(
    '/Auth/two-factor/verify',
    {
      config: { public: true },
      schema: vschema({
        body: twoFactorVerifySchema,
        tags,
        bearer: false,
        summary: 'Second step of a login: challenge plus code or recovery code; answers the login answer',
      }),
    },
    async (request) => {
      const answer = await service.verify(
        deps,
        request.body as InferOutput<typeof twoFactorVerifySchema>,
        request.ip,
      );
      request.log.info(
        { event: 'auth.two-factor.succeeded', accountId: answer.account.id, ip: request.ip },
        'login',
      );
      return answer;
    },
  );

  app.get(
    '/operator/alfie/two-factor-policy',
    {
      config: { roles: ['operator-admin'] },
      schema: vschema({ tags, summary: 'Which operator roles must use two-factor' }),
    },
    async () => service.getPolicy(app.db),
  );

  app.post(
    '/operator/alfie/two-factor-policy',
    {
      config: { roles: ['operator-admin'] },
      schema: vschema({
        body: twoFactorPolicySchema,
        tags,
        summary: 'Require (or not) two-factor for an operator role',
      }),
    },
    async (request) =>
      service.setPolicy(app.db, callerOf(request), request.body as InferOutput<typeof twoFactorPolicySchema>),
  );
}
