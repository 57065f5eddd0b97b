// The one HTTP client of the page: one axios instance (axios-transport.ts) with the client's interceptors (bearer,
// loader count, error mapping, 401 back to login: interceptors.ts). Calls answer { data, status, headers }:
// api.get/post/put/delete, the same for every screen.
import { AxiosHeaders } from 'axios';
import { setServerLogout } from '@alfie/shared/session';
import { http, type QueryParams } from './axios-transport.ts';
import { installInterceptors } from './interceptors.ts';

export type { QueryParams };

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file; otherwise the answer is its JSON, or its text when it is not JSON. */
  responseType?: 'json' | 'blob';
  /** Do not count this call in the global loader (background refreshes). */
  skipLoader?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface ApiClient {
  /** The API's base URL (configureApi); the instance's adapter is what tests replace (scripted-adapter.ts). */
  defaults: { baseURL: string };
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

installInterceptors(http);

async function send<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data: unknown,
  { responseType, ...options }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await http.request<T>({
    ...options,
    method,
    url,
    data,
    baseURL: api.defaults.baseURL,
    responseType: responseType === 'blob' ? 'blob' : 'text',
  });
  // Headers as the screens read them (X-Total-Count, Content-Disposition), whatever the adapter.
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(response.headers as AxiosHeaders).toJSON()))
    if (value != null) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  return { data: response.data, status: response.status, headers };
}

export const api: ApiClient = {
  defaults: { baseURL: '' },
  get: (url, options) => send('get', url, undefined, options),
  delete: (url, options) => send('delete', url, undefined, options),
  post: (url, data, options) => send('post', url, data, options),
  put: (url, data, options) => send('put', url, data, options),
};

export function configureApi(options: { baseURL: string }): void {
  api.defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

// Logout ends the token on the server too; keepalive (the browser's fetch has it, axios's XHR does not) lets the
// call finish while the page reloads.
setServerLogout((token) => {
  const base = api.defaults.baseURL;
  if (!base || typeof fetch !== 'function') return;
  void fetch(`${base}/Auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
});
