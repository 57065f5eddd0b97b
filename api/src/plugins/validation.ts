// Route validation from valibot schemas of @alfie/shared/contracts: one declaration gives the check and the docs.
//   app.post('/x', { schema: vschema({ body: someSchema }) }, handler)  → request.body is the parsed output.
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ERROR_MESSAGES } from '@alfie/shared/contracts';

const VALIBOT = Symbol('valibot');
type AnySchema = v.GenericSchema | v.GenericSchemaAsync;
type Tagged = Record<string, unknown> & { [VALIBOT]?: AnySchema };

export interface RouteSchemas {
  body?: AnySchema;
  querystring?: AnySchema;
  params?: AnySchema;
  /** Plain JSON schemas by status: documentation and fast serialization. */
  response?: Record<number, unknown>;
  summary?: string;
  description?: string;
  tags?: string[];
  /** Documented as needing a bearer token (the guard decides, this only feeds /docs). */
  bearer?: boolean;
}

function jsonSchemaOf(schema: AnySchema, part: 'body' | 'querystring' | 'params'): Tagged {
  const json = toJsonSchema(schema as v.GenericSchema, { errorMode: 'ignore', typeMode: 'input' }) as Tagged;
  delete json.$schema;
  // Query strings and params arrive as text; the docs should not promise numbers there.
  if (part !== 'body' && json.properties && typeof json.properties === 'object') {
    for (const p of Object.values(json.properties as Record<string, Tagged>)) {
      if (p.type === 'number' || p.type === 'integer') p.type = 'string';
    }
  }
  Object.defineProperty(json, VALIBOT, { value: schema, enumerable: false });
  return json;
}

/** Builds a Fastify route schema from valibot schemas. */
export function vschema(s: RouteSchemas): FastifySchema {
  const out: FastifySchema & Record<string, unknown> = {};
  if (s.body) out.body = jsonSchemaOf(s.body, 'body');
  if (s.querystring) out.querystring = jsonSchemaOf(s.querystring, 'querystring');
  if (s.params) out.params = jsonSchemaOf(s.params, 'params');
  if (s.response) out.response = s.response;
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
