// OpenAPI 3.1 at /docs (UI) and /docs/json, generated from the route declarations (routesOf, vschema). The same
// document is written to openapi.json by `npm run build` (scripts/openapi.ts), with the client types beside it.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@alfie/shared/contracts';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: the answers' JSON Schema (null types, const) is valid as it is.
      openapi: '3.1.0',
      info: {
        title: 'Alfie API',
        version: APP_VERSION,
        description: 'Personal-assistant booking: customer area and back office.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  // The docs are public: the guard skips routes flagged public, and these are registered by the plugin.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
  });
}
