// The one way to declare a route: who may call it, its contract (valibot body, query, params and answer) and a
// handler that gets the parsed input typed from those schemas and must return what the answer schema names.
//   const r = routesOf(app, { tags: ['requests'], roles: AREA_ROLES.requests });
//   r.get('/x', { summary: '...', query: idQuerySchema, response: thingSchema, errors: [404] }, async (req) => ...);
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type * as v from 'valibot';
import type { Role } from '@alfie/shared/contracts';
import { vschema } from './validation.ts';

type Schema = v.GenericSchema;
type Parsed<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** Who may call: `public` needs no token; otherwise a valid one, of `roles` when given (see auth/guard.ts). */
export interface Access {
  public?: true;
  roles?: readonly Role[];
  /** Open to a session whose two-factor enrolment is pending. */
  duringEnrolment?: boolean;
}

/** Refusals a route can give beyond the ones derived from its declaration (400 input, 401/403 guard). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;

export interface RouteSpec<B, Q, P, R extends Schema> extends Access {
  summary: string;
  description?: string;
  body?: B;
  /** For a lazy body schema (dispatch on the payload's shape): the shapes it accepts, for the document. */
  bodyShapes?: readonly Schema[];
  query?: Q;
  params?: P;
  /** The 200 answer: serialized through this schema, so a field it does not name is never sent. */
  response: R;
  /** The 200 answer's media type when it is not JSON (a stream the handler sends itself, e.g. text/event-stream). */
  contentType?: string;
  errors?: readonly RefusalStatus[];
  /** The refusals' body schema when it says more than `{ error, code, fields? }`. */
  refusal?: Schema;
  /** Example of a call and its answer for the OpenAPI document. */
  example?: { body?: unknown; query?: Record<string, string>; response?: v.InferInput<R> };
  /** Response headers of the 200 answer (paged lists: X-Total-Count, X-Next-Cursor). */
  headers?: Record<string, { description: string }>;
}

type TypedRequest<B, Q, P> = FastifyRequest<{ Body: Parsed<B>; Querystring: Parsed<Q>; Params: Parsed<P> }>;
/** A Buffer is an answer serialized earlier through the same schema (the dashboards' page cache). */
type Handler<B, Q, P, R extends Schema> = (
  request: TypedRequest<B, Q, P>,
  reply: FastifyReply,
) => Promise<v.InferInput<R> | Buffer>;

type Declare = <
  R extends Schema,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  url: string,
  spec: RouteSpec<B, Q, P, R>,
  handler: Handler<B, Q, P, R>,
) => void;

/**
 * A route's access: its own settings added to its module's default (a route marked `public` needs nothing else). A
 * public module's route cannot ask for a token: that route belongs to a module of its own.
 */
function accessOf(url: string, defaults: Access, spec: Access): Access {
  if (spec.public) return { public: true };
  const access: Access = {};
  if (defaults.public) access.public = true;
  if (defaults.roles) access.roles = defaults.roles;
  if (defaults.duringEnrolment !== undefined) access.duringEnrolment = defaults.duringEnrolment;
  if (spec.roles) access.roles = spec.roles;
  if (spec.duringEnrolment !== undefined) access.duringEnrolment = spec.duringEnrolment;
  if (access.public && (access.roles || access.duringEnrolment !== undefined))
    throw new Error(`${url}: a route of a public module cannot set roles or duringEnrolment`);
  return access;
}

/** Route declarers sharing a module's tags and default access (a route's own access settings add to it). */
export function routesOf(
  app: FastifyInstance,
  defaults: { tags: string[] } & Access,
): { get: Declare; post: Declare; delete: Declare } {
  const declare =
    (method: 'GET' | 'POST' | 'DELETE'): Declare =>
    (url, spec, handler) => {
      const access = accessOf(url, defaults, spec);
      const config = {
        ...(access.public ? { public: true } : {}),
        ...(access.roles ? { roles: access.roles } : {}),
        ...(access.duringEnrolment ? { duringEnrolment: true } : {}),
      };
      app.route({
        method,
        url,
        config,
        schema: vschema({
          body: spec.body,
          bodyShapes: spec.bodyShapes,
          querystring: spec.query,
          params: spec.params,
          answer: spec.response,
          contentType: spec.contentType,
          refusals: [
            ...new Set([
              ...(spec.body || spec.query || spec.params ? [400] : []),
              ...(access.public ? [] : [401, 403]),
              ...(spec.errors ?? []),
            ]),
          ].sort(),
          refusal: spec.refusal,
          example: spec.example,
          headers: spec.headers,
          summary: spec.summary,
          description: spec.description,
          tags: defaults.tags,
          bearer: !access.public,
        }),
        // The generic request type is what the schemas above parse to; Fastify's own handler type cannot say so.
        handler: handler as unknown as RouteHandlerMethod,
      });
    };
  return { get: declare('GET'), post: declare('POST'), delete: declare('DELETE') };
}

/** X-Total-Count and X-Next-Cursor of the paged lists (lib/paging.ts). */
export const PAGE_HEADERS_DOC = {
  'X-Total-Count': { description: 'Number of items of the whole list' },
  'X-Next-Cursor': { description: 'Cursor of the next page, when one follows (with limit)' },
};
