// Test helper: replaces the shared axios instance's transport with a script, so a screen's calls are answered
// and recorded without a server. Answers with status >= 400 reject like the real client.
import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { api } from '@alfie/shared/api';

export interface Call {
  method: string;
  url: string;
  data: unknown;
  params: Record<string, unknown> | undefined;
}

/** [status, body], or [status, body, response headers]. */
export type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/** Every call goes to `respond`; returns the list of calls, filled as they happen. */
export function scriptApi(respond: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: Call = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      data: config.data ? (JSON.parse(config.data as string) as unknown) : undefined,
      params: config.params as Record<string, unknown> | undefined,
    };
    calls.push(call);
    const [status, data, headers = {}] = await respond(call);
    const response = { status, data, statusText: '', headers, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}
