// Route validation from valibot schemas of @alfie/shared/contracts: one declaration gives the check, the answer's
// serialization and the docs. Routes are declared through routesOf() (route.ts), which calls vschema().
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ERROR_MESSAGES } from '@alfie/shared/contracts';
import { errorAnswerSchema } from '@alfie/shared/contracts/schemas/answers';

const VALIBOT = Symbol('valibot');
type AnySchema = v.GenericSchema | v.GenericSchemaAsync;
type Tagged = Record<string, unknown> & { [VALIBOT]?: AnySchema };

export interface RouteSchemas {
  body?: AnySchema;
  /** The shapes a lazy body schema dispatches to, documented as anyOf (a lazy schema cannot be described). */
  bodyShapes?: readonly AnySchema[] | undefined;
  querystring?: AnySchema;
  params?: AnySchema;
  /** The 200 answer: serialized through it (fast-json-stringify) and documented. */
  answer?: AnySchema;
  /** The answer's media type when it is not JSON (documented under `content`; the handler sends the body). */
  contentType?: string | undefined;
  /** Refusal statuses documented (and serialized) with the error shape `{ error, code, fields? }`. */
  refusals?: readonly number[];
  example?: { body?: unknown; query?: Record<string, string>; response?: unknown } | undefined;
  headers?: Record<string, { description: string }> | undefined;
  summary?: string;
  description?: string;
  tags?: string[];
  /** Documented as needing a bearer token (the guard decides, this only feeds /docs). */
  bearer?: boolean;
}

const REFUSAL_TEXT: Record<number, string> = {
  400: 'Invalid input: `fields` maps each refused field to its contract key',
  401: 'No token, or a token that is expired, revoked or re-versioned',
  403: "The caller's role may not do this (or its two-factor enrolment is pending)",
  404: 'Not found (or not visible to the caller)',
  409: 'The state changed meanwhile or forbids this',
  429: 'Too many attempts: wait for Retry-After seconds',
};

function plainJsonSchema(schema: AnySchema): Tagged {
  const json = toJsonSchema(schema as v.GenericSchema, { errorMode: 'ignore', typeMode: 'input' }) as Tagged;
  delete json.$schema;
  return json;
}

function jsonSchemaOf(
  schema: AnySchema,
  part: 'body' | 'querystring' | 'params',
  shapes?: readonly AnySchema[],
): Tagged {
  const json = shapes ? { anyOf: shapes.map(plainJsonSchema) } : plainJsonSchema(schema);
  // Query strings and params arrive as text; the docs should not promise numbers there.
  if (part !== 'body' && json.properties && typeof json.properties === 'object') {
    for (const p of Object.values(json.properties as Record<string, Tagged>)) {
      if (p.type === 'number' || p.type === 'integer') p.type = 'string';
    }
  }
  Object.defineProperty(json, VALIBOT, { value: schema, enumerable: false });
  return json;
}

function responsesOf(s: RouteSchemas): Record<number, unknown> | undefined {
  if (!s.answer) return undefined;
  const ok: Tagged = s.contentType
    ? { description: 'OK', content: { [s.contentType]: { schema: plainJsonSchema(s.answer) } } }
    : { description: 'OK', ...plainJsonSchema(s.answer) };
  if (s.example?.response !== undefined) ok.examples = [s.example.response];
  if (s.headers) ok.headers = s.headers;
  const out: Record<number, unknown> = { 200: ok };
  for (const status of s.refusals ?? [])
    out[status] = { description: REFUSAL_TEXT[status] ?? 'Refused', ...plainJsonSchema(errorAnswerSchema) };
  return out;
}

/** Builds a Fastify route schema from valibot schemas. */
export function vschema(s: RouteSchemas): FastifySchema {
  const out: FastifySchema & Record<string, unknown> = {};
  if (s.body) out.body = jsonSchemaOf(s.body, 'body', s.bodyShapes);
  if (s.querystring) out.querystring = jsonSchemaOf(s.querystring, 'querystring');
  if (s.params) out.params = jsonSchemaOf(s.params, 'params');
  if (s.example?.body !== undefined && out.body) (out.body as Tagged).examples = [s.example.body];
  const queryProps = (out.querystring as Tagged | undefined)?.properties as
    Record<string, Tagged> | undefined;
  for (const [name, value] of Object.entries(s.example?.query ?? {}))
    if (queryProps?.[name]) queryProps[name].examples = [value];
  const response = responsesOf(s);
  if (response) out.response = response;
  if (s.summary) out.summary = s.summary;
  if (s.description) out.description = s.description;
  if (s.tags) out.tags = s.tags;
  if (s.bearer !== false) out.security = [{ bearer: [] }];
  return out;
}

export class ValidationError extends Error {
  override name = 'ValidationError';
  readonly statusCode = 400;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(code: string, fields: Record<string, string>) {
    super(code);
    this.code = code;
    this.fields = fields;
  }
}

const isKey = (m: string): boolean => Object.hasOwn(ERROR_MESSAGES, m);

/** Issues to `{ code, fields }`: the field path (dots) to the contract key, INVALID.INPUT for anything else. */
export function toValidationError(issues: readonly v.BaseIssue<unknown>[]): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    const objectIssue =
      issue.type === 'object' || issue.type === 'strict_object' || issue.type === 'loose_object';
    // A missing key is reported by the object schema itself: it is a required field, not a malformed one.
    const missing = objectIssue && issue.expected !== 'never' && issue.received === 'undefined';
    const key = isKey(issue.message) ? issue.message : missing ? 'REQUIRED.FIELD' : 'INVALID.INPUT';
    const field = path || '_';
    if (!(field in fields)) fields[field] = key;
  }
  const first = Object.values(fields)[0];
  return new ValidationError(first && first !== 'INVALID.INPUT' ? first : 'INVALID.INPUT', fields);
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url }) => {
    const valibot = (schema as Tagged)[VALIBOT];
    if (!valibot)
      throw new Error(
        `${method} ${url}: declare the route schema with vschema() (valibot), not raw JSON schema`,
      );
    return (data: unknown) => {
      // abortPipeEarly: a value already too long never reaches the pipe's regexes (ReDoS defence in depth).
      const result = v.safeParse(valibot as v.GenericSchema, data ?? {}, { abortPipeEarly: true });
      return result.success ? { value: result.output } : { error: toValidationError(result.issues) };
    };
  });
}
