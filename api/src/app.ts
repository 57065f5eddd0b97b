// Builds the Fastify instance (plugins, guard, modules); never listens, so tests drive it with app.inject.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandlers } from './plugins/errors.ts';
import { registerValidation } from './plugins/validation.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerGuard } from './auth/guard.ts';
import { registerAttemptLimits } from './plugins/attempt-limits.ts';
import { registerSecurityLog } from './plugins/security-log.ts';
import { registerBrowserHeaders } from './plugins/browser-headers.ts';
import { PAGE_HEADERS } from './lib/paging.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './lib/encoded-answer.ts';
import { registerModules } from './modules/register.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Sees every route as it is added (the generated index of URLs, scripts/openapi.ts). */
  onRoute?: (route: RouteOptions) => void;
  /** false (tests), or pino options; defaults to JSON logs at config.logLevel. */
  logger?: boolean | Record<string, unknown>;
}

/**
 * Only the known proxy hops (the entry nginx by default): trusting every hop would let a client pick its own
 * address in X-Forwarded-For and slip past the per-address limits.
 */
export function trustedProxies(config: Config): FastifyServerOptions['trustProxy'] {
  const hops = config.trustedProxyHops;
  return hops > 0 ? (_address: string, hop: number) => hop < hops : 'loopback';
}

/** The forms of request id taken from the x-request-id header: 32 hex digits (nginx $request_id) or a UUID. */
const TRUSTED_REQUEST_ID = /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export async function buildApp({
  config,
  database,
  logger,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    // Older clients delete through GET (delete-request, delete-customer...): a HEAD must never run those handlers.
    exposeHeadRoutes: false,
    bodyLimit: config.bodyLimit,
    // The id of the log lines and of the x-request-id answer: the proxy's (nginx $request_id, 32 hex digits) or a UUID
    // when the header has exactly that form, else a new UUID. A client's free text never becomes the log's reqId.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && TRUSTED_REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    trustProxy: trustedProxies(config),
    return503OnClosing: true,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandlers(app);
  registerValidation(app);
  registerBrowserHeaders(app, {
    contentSecurityPolicy: { directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'] } },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['x-request-id', ...PAGE_HEADERS],
    maxAge: 600,
  });
  // JSON answers over 1 KB are sent brotli- or gzip-compressed: a dashboard page is large as raw JSON and a
  // fraction of that compressed, which on a phone is most of the page's wait. The proxy of a deployment would
  // compress too; doing it here serves every setup alike (nginx passes an encoded answer on unchanged). Brotli at
  // quality 4 (the plugin's default) costs little CPU. Server-sent events are never compressed (the plugin's
  // default types leave text/event-stream out) and request bodies are not decompressed: no client sends them so.
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  await registerDocs(app);
  registerGuard(app, database.db, config.jwtSecret);
  registerAttemptLimits(app);
  registerSecurityLog(app);

  await registerModules(app);
  return app;
}
