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
import { OPERATOR_ROLES } from '@alfie/shared/contracts';
import {
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorPolicySchema as policyBodySchema,
  twoFactorVerifySchema,
} from '@alfie/shared/contracts/schemas/two-factor';
import {
  loginAnswerSchema,
  twoFactorDisabledSchema,
  twoFactorEnabledSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from '../../plugins/route.ts';
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
  const own = routesOf(app, { tags: ['two-factor'], roles: OPERATOR_ROLES });
  const enrolling = routesOf(app, { tags: ['two-factor'], roles: OPERATOR_ROLES, duringEnrolment: true });
  policyRoutes(app);

  enrolling.get(
    '/Auth/two-factor/status',
    {
      summary: "The caller's two-factor state and whether the role requires it",
      response: twoFactorStatusSchema,
    },
    async (request) => service.status(app.db, callerOf(request)),
  );

  enrolling.post(
    '/Auth/two-factor/setup',
    {
      summary: 'A new TOTP secret and otpauth URI (pending until enabled)',
      response: twoFactorSetupSchema,
      errors: [409],
    },
    async (request) => service.setup(deps, callerOf(request)),
  );

  enrolling.post(
    '/Auth/two-factor/enable',
    {
      summary: 'Turn two-factor on with a code; answers the recovery codes once and a new session token',
      body: twoFactorCodeSchema,
      response: twoFactorEnabledSchema,
      errors: [409, 429],
    },
    async (request) => service.enable(deps, callerOf(request), request.body, request.ip),
  );

  own.post(
    '/Auth/two-factor/disable',
    {
      summary: 'Turn two-factor off with a code or a recovery code; answers a new session token',
      body: twoFactorDisableSchema,
      response: twoFactorDisabledSchema,
      errors: [409, 429],
    },
    async (request) => service.disable(deps, callerOf(request), request.body, request.ip),
  );

  own.post(
    '/Auth/two-factor/verify',
    {
      summary: 'Second step of a login: challenge plus code or recovery code; answers the login answer',
      public: true,
      body: twoFactorVerifySchema,
      response: loginAnswerSchema,
      errors: [401, 403, 429],
    },
    async (request) => {
      const answer = await service.verify(deps, request.body, request.ip);
      request.log.info(
        { event: 'auth.two-factor.succeeded', accountId: answer.account.id, ip: request.ip },
        'login',
      );
      return answer;
    },
  );
}

/** operator-admin decides which operator roles must use two-factor. */
function policyRoutes(app: FastifyInstance): void {
  const admin = routesOf(app, { tags: ['two-factor'], roles: ['operator-admin'] });

  admin.get(
    '/operator/alfie/two-factor-policy',
    { summary: 'Which operator roles must use two-factor', response: twoFactorPolicySchema },
    async () => service.getPolicy(app.db),
  );

  admin.post(
    '/operator/alfie/two-factor-policy',
    {
      summary: 'Require (or not) two-factor for an operator role',
      body: policyBodySchema,
      response: twoFactorPolicySchema,
    },
    async (request) => service.setPolicy(app.db, callerOf(request), request.body),
  );
}
