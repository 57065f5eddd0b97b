// The one HTTP client of the page: one axios instance (axios-transport.ts) with the client's interceptors (bearer,
// loader count, error mapping, 401 back to login: interceptors.ts), loaded with its first call (http.ts). Calls
// answer { data, status, headers }: api.get/post/put/delete, the same for every screen.
import { setServerLogout } from '@alfie/shared/session';
import type { QueryParams } from './address.ts';
import { unreachableError } from './api-error.ts';
import type * as HttpModule from './http.ts';

export type { QueryParams };

/** The module of the client's axios instance (http.ts), as loadHttp and beforeFirstCall hand it. */
export type ApiHttp = typeof HttpModule;
type Http = ApiHttp;

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

const setups: ((http: Http) => void)[] = [];
let loading: Promise<Http> | undefined;
// Once loaded, a call goes through the instance in the task that makes it: its interceptors start the loader then.
let loaded: Http | undefined;

/** Runs `setup` on the instance's module before its first call (the shell's adapter); at once if already loaded. */
export function beforeFirstCall(setup: (http: Http) => void): void {
  if (loaded) setup(loaded);
  else setups.push(setup);
}

/** The instance's module, loaded once; a failed download is tried again on the next call. */
export function loadHttp(): Promise<Http> {
  loading ??= import(/* webpackChunkName: "api-http" */ './http.ts').then(
    (http) => {
      for (const setup of setups.splice(0)) setup(http);
      loaded = http;
      return http;
    },
    (error: unknown) => {
      loading = undefined;
      throw unreachableError(String(error));
    },
  );
  return loading;
}

async function send<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data: unknown,
  { responseType, ...options }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const http = loaded ?? (await loadHttp());
  return http.send<T>({
    ...options,
    method,
    url,
    data,
    baseURL: api.defaults.baseURL,
    responseType: responseType === 'blob' ? 'blob' : 'text',
  });
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
