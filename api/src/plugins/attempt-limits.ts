// 429 for too many registrations (companies, PA applications) or password-reset requests, per address and per
// account (e-mail), checked after validation so a malformed call costs nothing; the counters live in the database (rate-limits.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../lib/http-error.ts';
import { ATTEMPT_LIMITS, consumeAttempt, type AttemptLimit } from '../auth/rate-limits.ts';

type Rule = { address: AttemptLimit; account: AttemptLimit; email: (r: FastifyRequest) => unknown };

const RULES: Record<string, Rule & { prefix: string }> = {
  'post /auth/registercustomer': {
    prefix: 'register',
    address: ATTEMPT_LIMITS.registerAddress,
    account: ATTEMPT_LIMITS.registerAccount,
    email: (r) => (r.body as { Email?: unknown } | undefined)?.Email,
  },
  // A PA application is a signup too: the same limits, counted apart.
  'post /personalassistant/alfie/apply': {
    prefix: 'apply',
    address: ATTEMPT_LIMITS.registerAddress,
    account: ATTEMPT_LIMITS.registerAccount,
    email: (r) => (r.body as { email?: unknown } | undefined)?.email,
  },
  'get /auth/generateresetpasswordtoken': {
    prefix: 'reset',
    address: ATTEMPT_LIMITS.resetAddress,
    account: ATTEMPT_LIMITS.resetAccount,
    email: (r) => (r.query as { username?: unknown } | undefined)?.username,
  },
};

export function registerAttemptLimits(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const rule = RULES[`${request.method} ${request.routeOptions.url ?? ''}`.toLowerCase()];
    if (!rule) return;
    const email = String(rule.email(request) ?? '')
      .trim()
      .toLowerCase();
    const waits = await Promise.all([
      consumeAttempt(app.db, `${rule.prefix}-address:${request.ip}`, rule.address),
      consumeAttempt(app.db, `${rule.prefix}-account:${email}`, rule.account),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      request.log.warn({ event: `${rule.prefix}.throttled`, ip: request.ip }, 'too many attempts');
      const err = httpError(429, 'TOO.MANY.ATTEMPTS');
      err.retryAfter = wait;
      throw err;
    }
  });
}
