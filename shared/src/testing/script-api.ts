// Test helper: replaces the shared client's transport with a script, so a screen's calls are answered and
// recorded without a server. Answers with status >= 400 reject like the real client (ApiError).
import { api } from '@alfie/shared/api';
import type { QueryParams } from '@alfie/shared/api';

export interface Call {
  method: string;
  url: string;
  data: unknown;
  params: QueryParams | undefined;
}

/** [status, body], or [status, body, response headers]. */
export type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/** Every call goes to `respond`; returns the list of calls, filled as they happen. */
export function scriptApi(respond: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  api.defaults.transport = async (request) => {
    const call: Call = {
      method: request.method,
      url: request.url,
      // The body as the server reads it: through JSON.
      data: request.data === undefined ? undefined : (JSON.parse(JSON.stringify(request.data)) as unknown),
      params: request.params,
    };
    calls.push(call);
    const [status, data, headers = {}] = await respond(call);
    return { status, data, headers: new Headers(headers) };
  };
  return calls;
}
