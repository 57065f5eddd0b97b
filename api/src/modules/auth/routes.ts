// Authentication calls of SPEC section 7: authenticate, registercustomer, password recovery and reset, language.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import {
  changeLanguageSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  resetRequestQuerySchema,
} from '@alfie/shared/contracts/schemas/auth';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import * as service from './service.ts';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.AuthDeps = {
    db: app.db,
    jwtSecret: app.config.jwtSecret,
    tokenTtlSeconds: app.config.tokenTtlSeconds,
    appUrl: app.config.appUrl,
  };
  const tags = ['auth'];

  app.post(
    '/Auth/authenticate',
    {
      config: { public: true },
      schema: vschema({
        body: loginSchema,
        tags,
        bearer: false,
        summary: 'Log in; answers the token, role and language',
      }),
    },
    async (request) =>
      service.authenticate(deps, request.body as InferOutput<typeof loginSchema>, request.ip),
  );

  app.post(
    '/Auth/registercustomer',
    {
      config: { public: true },
      schema: vschema({
        body: registrationSchema,
        tags,
        bearer: false,
        summary: 'Register a company (waits for approval)',
      }),
    },
    async (request) => service.registerCustomer(deps, request.body as InferOutput<typeof registrationSchema>),
  );

  app.get(
    '/Auth/generateresetpasswordtoken',
    {
      config: { public: true },
      schema: vschema({
        querystring: resetRequestQuerySchema,
        tags,
        bearer: false,
        summary: 'Mail a password-reset link',
      }),
    },
    async (request) => {
      await service.requestPasswordReset(deps, request.query as InferOutput<typeof resetRequestQuerySchema>);
      return true;
    },
  );

  app.post(
    '/Auth/resetpassword',
    {
      config: { public: true },
      schema: vschema({
        body: resetPasswordSchema,
        tags,
        bearer: false,
        summary: 'Set a new password with a reset token',
      }),
    },
    async (request) => {
      await service.resetPassword(deps, request.body as InferOutput<typeof resetPasswordSchema>);
      return true;
    },
  );

  app.post(
    '/request/alfie/change-language',
    {
      // The header's language picker stays usable on the two-factor enrolment screen.
      config: { duringEnrolment: true },
      schema: vschema({
        body: changeLanguageSchema,
        tags,
        summary: "Store the caller's language (it, en, fr)",
      }),
    },
    async (request) =>
      service.changeLanguage(
        app.db,
        callerOf(request).accountId,
        request.body as InferOutput<typeof changeLanguageSchema>,
      ),
  );
}
