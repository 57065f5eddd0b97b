// What the payment calls and the authorization job work with: the database, PayPal (or none) and a clock.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paypalFromConfig, type PayPalClient } from './paypal-client.ts';

export interface PaymentDeps {
  db: Db;
  /** null: PayPal credentials are not configured, the authorization is stored without asking PayPal. */
  paypal: PayPalClient | null;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

export const nowOf = (deps: PaymentDeps): Date => deps.now?.() ?? new Date();

/** A route's deps: the app's database and PayPal client, the request's logger. */
export type PaymentDepsOf = (request: FastifyRequest) => PaymentDeps;

export function paymentDepsOf(app: FastifyInstance): PaymentDepsOf {
  const paypal = paypalFromConfig(app.config);
  return (request) => ({ db: app.db, paypal, log: request.log });
}
