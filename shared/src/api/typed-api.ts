// The one HTTP client (client.ts) with its calls checked against the API's OpenAPI paths: a remote passes the
// generated `paths` type (a type-only import of @alfie/api/client, no bytes in any bundle) and `tsc` refuses a path
// the API does not answer with that method, a body or query field the operation does not take, and an answer read
// as something the document does not describe. Shared stays below the apps: it never names the API's types itself.
import { api, type ApiResponse, type RequestOptions } from '@alfie/shared/api';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer `method`. */
type PathsOf<Paths, M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: infer Op }
    ? [Op] extends [undefined]
      ? never
      : P
    : never;
}[keyof Paths] &
  string;

type OperationOf<Paths, P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer Op }
  ? Op
  : never;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : unknown;
/** The JSON of the operation's success (a file's answer is read as a blob: unknown here). */
type AnswerOf<Op> = Op extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : unknown;
type BodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
/** The document's query values are strings; the client writes numbers and booleans as text. */
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [Q] extends [undefined]
    ? never
    : { [K in keyof Q]?: Q[K] | number | boolean | null }
  : never;

type Options<Op> = Omit<RequestOptions, 'params'> & { params?: QueryOf<Op> };

export interface TypedApi<Paths> {
  get<P extends PathsOf<Paths, 'get'>>(
    url: P,
    options?: Options<OperationOf<Paths, P, 'get'>>,
  ): Promise<ApiResponse<AnswerOf<OperationOf<Paths, P, 'get'>>>>;
  delete<P extends PathsOf<Paths, 'delete'>>(
    url: P,
    options?: Options<OperationOf<Paths, P, 'delete'>>,
  ): Promise<ApiResponse<AnswerOf<OperationOf<Paths, P, 'delete'>>>>;
  post<P extends PathsOf<Paths, 'post'>>(
    url: P,
    body?: BodyOf<OperationOf<Paths, P, 'post'>>,
    options?: Options<OperationOf<Paths, P, 'post'>>,
  ): Promise<ApiResponse<AnswerOf<OperationOf<Paths, P, 'post'>>>>;
  put<P extends PathsOf<Paths, 'put'>>(
    url: P,
    body?: BodyOf<OperationOf<Paths, P, 'put'>>,
    options?: Options<OperationOf<Paths, P, 'put'>>,
  ): Promise<ApiResponse<AnswerOf<OperationOf<Paths, P, 'put'>>>>;
}

/** The shared client, typed by `Paths`; the calls are the client's own (same interceptors, loader, errors). */
export function typedApi<Paths>(): TypedApi<Paths> {
  return api as unknown as TypedApi<Paths>;
}
