// Authentication calls of docs/product.md §7: authenticate, registercustomer, password recovery and reset.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  resetRequestQuerySchema,
} from '@alfie/shared/contracts/schemas/auth';
import {
  doneAnswerSchema,
  loginAnswerSchema,
  registeredCompanySchema,
  twoFactorChallengeSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from '../../plugins/route.ts';
import * as service from './service.ts';

const LOGIN_EXAMPLE = {
  body: { username: 'customer@example.com', password: 'Demo-2026!' },
  response: {
    account: {
      token: 'eyJhbGciOiJIUzI1NiJ9...',
      role: 'customer' as const,
      accountType: 'Customer' as const,
      id: 4,
      username: 'customer@example.com',
    },
    currentUserId: 4,
    languages: [{ language: 'it' as const }],
    company: 'Rossi Viaggi S.r.l.',
    email: 'customer@example.com',
  },
};

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.AuthDeps = {
    db: app.db,
    jwtSecret: app.config.jwtSecret,
    tokenTtlSeconds: app.config.tokenTtlSeconds,
    appUrl: app.config.appUrl,
  };
  const r = routesOf(app, { tags: ['auth'], public: true });

  r.post(
    '/Auth/authenticate',
    {
      summary: 'Log in; answers the token, role and language (or a two-factor challenge)',
      body: loginSchema,
      response: v.union([loginAnswerSchema, twoFactorChallengeSchema]),
      errors: [401, 403, 429],
      example: LOGIN_EXAMPLE,
    },
    async (request) => service.authenticate(deps, request.body, request.ip),
  );

  r.post(
    '/Auth/registercustomer',
    {
      summary: 'Register a company (waits for approval)',
      body: registrationSchema,
      response: registeredCompanySchema,
      errors: [409, 429],
    },
    async (request) => service.registerCustomer(deps, request.body),
  );

  r.get(
    '/Auth/generateresetpasswordtoken',
    {
      summary: 'Mail a password-reset link (the same answer whether the address is known or not)',
      query: resetRequestQuerySchema,
      response: doneAnswerSchema,
      errors: [429],
    },
    async (request) => {
      await service.requestPasswordReset(deps, request.query);
      return true;
    },
  );

  r.post(
    '/Auth/resetpassword',
    {
      summary: 'Set a new password with a reset token',
      body: resetPasswordSchema,
      response: doneAnswerSchema,
    },
    async (request) => {
      await service.resetPassword(deps, request.body);
      return true;
    },
  );
}
