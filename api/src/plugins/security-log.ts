// Security events in the log, each with the request id (pino's reqId) and never a secret: logins and failed
// logins (the username only), refused authorizations, and every state change with who made it.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOGIN = '/auth/authenticate';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** docs/product.md §7 has state changes behind GET too (delete-request, delete-customer, delete-operator). */
const isWrite = (request: FastifyRequest, route: string) =>
  WRITE_METHODS.has(request.method) || /\/delete-[^/]*$/.test(route);

function username(request: FastifyRequest): string | undefined {
  const u = (request.body as { username?: unknown } | undefined)?.username;
  return typeof u === 'string' ? u.trim().toLowerCase().slice(0, 254) : undefined;
}

const LOGIN_EVENTS: Record<number, string> = {
  200: 'auth.login.succeeded',
  401: 'auth.login.failed',
  403: 'auth.login.refused',
  429: 'auth.login.throttled',
};

export function registerSecurityLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = (request.routeOptions.url ?? '').toLowerCase();
    if (!route) return;
    const status = reply.statusCode;
    const who = request.caller ? { accountId: request.caller.accountId, role: request.caller.role } : {};
    if (route === LOGIN) {
      const event = LOGIN_EVENTS[status] ?? 'auth.login.error';
      const entry = { event, username: username(request), ip: request.ip, status };
      if (status === 200) request.log.info(entry, 'login');
      else request.log.warn(entry, 'login refused');
      return;
    }
    if (status === 401 || status === 403) {
      request.log.warn(
        { event: 'authz.denied', method: request.method, route, status, ip: request.ip, ...who },
        'authorization refused',
      );
      return;
    }
    if (status < 400 && isWrite(request, route))
      request.log.info(
        { event: 'state.changed', method: request.method, route, status, ...who },
        'state changed',
      );
  });
}
