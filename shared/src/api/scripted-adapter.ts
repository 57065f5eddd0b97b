// An axios adapter that answers from a function instead of the network: the tests' scripts (testing/script-api.ts)
// set it on the client's instance, so every interceptor (bearer, loader, errors) runs as in the browser.
import { AxiosError } from 'axios';
import type { AxiosAdapter } from 'axios';
import type { QueryParams } from './address.ts';
import { settle } from './axios-transport.ts';

/** One call as a script sees it: the URL as the call site wrote it, the body parsed back from its JSON. */
export interface ScriptedRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: QueryParams;
  data?: unknown;
  /** The request's headers, the bearer included. */
  headers: Headers;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
}

export interface ScriptedAnswer {
  status: number;
  data: unknown;
  headers?: Headers | Record<string, string>;
}

/** Its promise rejecting means no answer came (the network); a status of 400 or more rejects as an answer. */
export type Script = (request: ScriptedRequest, baseURL: string) => Promise<ScriptedAnswer>;

export function scriptedAdapter(script: Script): AxiosAdapter {
  return async (config) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers.toJSON()))
      if (value != null) headers.set(name, String(value));
    const request: ScriptedRequest = {
      method: (config.method ?? 'get') as ScriptedRequest['method'],
      url: config.url ?? '',
      params: config.params as QueryParams | undefined,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers,
      signal: config.signal as AbortSignal | undefined,
      responseType: config.responseType === 'blob' ? 'blob' : undefined,
    };
    let answer: ScriptedAnswer;
    try {
      answer = await script(request, config.baseURL ?? '');
    } catch (error) {
      // Carried as the cause, which the error interceptor reads: a script can throw the client's own errors.
      throw AxiosError.from(error, AxiosError.ERR_NETWORK, config);
    }
    // As the network hands it to the instance: text (read as JSON by its response transform) or a file.
    const { data } = answer;
    const body =
      data === undefined
        ? ''
        : typeof data === 'string' || data instanceof Blob
          ? data
          : JSON.stringify(data);
    return settle(config, answer.status, body, answer.headers);
  };
}
