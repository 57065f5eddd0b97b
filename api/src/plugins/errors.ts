// Error and not-found handlers: every failure answers `{ error, code, fields }` (PA.BUSY adds `conflict`); 5xx
// details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessage, type ApiErrorBody } from '@alfie/shared/contracts';
import { HttpError } from '../lib/http-error.ts';
import { ValidationError } from './validation.ts';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID.INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT.FOUND',
  405: 'NOT.FOUND',
  409: 'INVALID.STATE',
  413: 'PAYLOAD.TOO.LARGE',
  415: 'INVALID.INPUT',
  429: 'TOO.MANY.ATTEMPTS',
};

/** PostgreSQL errors a handler did not expect but that are the caller's fault (drizzle wraps them in `cause`). */
function fromDatabase(err: unknown): { status: number; code: string } | null {
  const pgCode = (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  if (typeof pgCode !== 'string' || !/^[0-9A-Z]{5}$/.test(pgCode)) return null;
  if (pgCode === '23505' || pgCode === '23503' || pgCode === '40001')
    return { status: 409, code: 'INVALID.STATE' };
  if (pgCode === '23514' || pgCode === '23502' || pgCode.startsWith('22'))
    return { status: 400, code: 'INVALID.INPUT' };
  return null;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    let status = err.statusCode ?? 500;
    let code: string | undefined =
      err instanceof HttpError || err instanceof ValidationError ? err.code : undefined;
    let fields: Record<string, string> | undefined = (err as { fields?: Record<string, string> }).fields;
    if (!code) {
      const db = status >= 500 || !err.statusCode ? fromDatabase(err) : null;
      if (db) ({ status, code } = db);
    }
    if (status < 400 || status > 599) status = 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      code = 'SERVER.ERROR';
      fields = undefined;
    } else {
      code ??= CODE_BY_STATUS[status] ?? 'INVALID.INPUT';
      request.log.info({ code, status }, 'request refused');
    }
    const body: ApiErrorBody = { error: errorMessage(code), code };
    if (fields && Object.keys(fields).length > 0) body.fields = fields;
    if (status < 500 && err instanceof HttpError && err.conflict) body.conflict = err.conflict;
    if (status === 429 && err instanceof HttpError && err.retryAfter)
      reply.header('retry-after', String(err.retryAfter));
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: errorMessage('NOT.FOUND'), code: 'NOT.FOUND' }),
  );
}
