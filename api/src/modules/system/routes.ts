// System routes: GET /health (200 when the database answers, 503 otherwise; used by the e2e harness and
// container checks) and the request form's places (get-cities.ts).
import type { FastifyInstance } from 'fastify';
import { registerGetCities } from './get-cities.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const ok = await app.database.ping().catch((err: unknown) => {
      request.log.error({ err }, 'health check: database did not answer');
      return false;
    });
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });
  registerGetCities(app);
}
