// Test helper: gives the shared client's axios instance an adapter that answers from a script, so a screen's calls
// are answered and recorded without a server, through the client's interceptors. Answers with status >= 400 reject
// like the real client (ApiError).
import { urlOf } from '@alfie/shared/api';
import { http, scriptedAdapter } from './http.ts';
import type { QueryParams } from '@alfie/shared/api';
import { fillFirstCall, type FirstCallValues } from '../contracts/first-calls.ts';

export interface Call {
  method: string;
  url: string;
  data: unknown;
  params: QueryParams | undefined;
  /** The request's own headers, names in lower case (the bearer included). */
  headers: Record<string, string>;
}

/** [status, body], or [status, body, response headers]. */
export type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/** Every call goes to `respond`; returns the list of calls, filled as they happen. */
export function scriptApi(respond: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  http.defaults.adapter = scriptedAdapter(async (request) => {
    const call: Call = {
      method: request.method,
      url: request.url,
      data: request.data,
      params: request.params,
      headers: Object.fromEntries(request.headers),
    };
    calls.push(call);
    const [status, data, headers = {}] = await respond(call);
    return { status, data, headers };
  });
  return calls;
}

/**
 * The addresses a page's first calls asked (path and query string, as the client writes them) beside the ones its
 * remote declares for the shell to send ahead (first-calls.json) filled in with `values`, both sorted: the two must
 * be equal, or the page asks twice or the shell asks for nothing.
 */
export function firstCallsAgainstDeclared(
  calls: readonly Call[],
  declared: readonly string[],
  values: FirstCallValues,
): { asked: string[]; declared: (string | null)[] } {
  return {
    asked: calls.map((c) => `${c.method.toUpperCase()} ${urlOf('', c.url, c.params)}`).sort(),
    declared: declared.map((c) => `GET ${fillFirstCall(c, values)}`).sort(),
  };
}
