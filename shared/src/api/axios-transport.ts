// The page's one axios instance and how its calls travel: the base URL and the query string, JSON bodies, the answer
// read as JSON (its text when it is not JSON, a Blob when asked). A status of 400 or more rejects; what the client
// does around every call (bearer, loader, errors) is in its interceptors (interceptors.ts). No automatic retries:
// a write is sent once, and some GET routes delete.
import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { queryOf, type QueryParams } from './address.ts';

/** An answer's body: its JSON, else its text ('' when empty); anything not text is left as it is (a Blob). */
export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? '';
  try {
    return data ? (JSON.parse(data) as unknown) : data;
  } catch {
    return data;
  }
}

export const http = axios.create({
  validateStatus: (status) => status < 400,
  responseType: 'text',
  paramsSerializer: { serialize: (params) => queryOf(params as QueryParams) },
  transformRequest: [
    (data: unknown, headers: AxiosHeaders) => {
      if (data === undefined) return undefined;
      headers.set('Content-Type', 'application/json');
      return JSON.stringify(data);
    },
  ],
  transformResponse: [parseBody],
});

/**
 * What an adapter that answers by itself (a test's script, an answer main.js fetched ahead) hands back: an answer
 * below 400 resolves, the others reject as axios's own adapters do.
 */
export function settle(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
  headers: Headers | Record<string, string> = {},
): Promise<AxiosResponse> {
  const response: AxiosResponse = {
    data,
    status,
    statusText: '',
    headers: new AxiosHeaders(headers instanceof Headers ? Object.fromEntries(headers) : headers),
    config,
  };
  if (config.validateStatus?.(status) ?? true) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(
    new AxiosError(`Request failed with status code ${status}`, code, config, undefined, response),
  );
}

/** The network adapter of the instance (XHR in a browser), for an adapter that wraps it. */
export const networkAdapter: AxiosAdapter = axios.getAdapter(http.defaults.adapter);
