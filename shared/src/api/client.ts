// The one HTTP client of the page, on axios: base URL, bearer token, loader count, error mapping,
// 401 → back to login. Calls answer { data, status, headers }: api.get/post/put/delete, the same for every screen.
import { goTo, setServerLogout, useSession } from '@alfie/shared/session';
import { ENROLMENT_PATH } from '../contracts/two-factor.ts';
import { answerError, toApiError } from './api-error.ts';
import type { ApiError } from './api-error.ts';
import { axiosTransport } from './axios-transport.ts';
import { useLoader } from './loader-store.ts';

/** Query string parameters: null and undefined ones are left out, the others sent as their text. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

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

/** One call as the transport gets it: the URL as the call site wrote it, params and body not serialised yet. */
export interface ApiRequest extends Omit<RequestOptions, 'headers' | 'skipLoader'> {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  /** The body (sent as JSON); undefined for none. */
  data?: unknown;
  headers: Headers;
}

/** Sends a request and reads its answer whatever the status; rejects (with an ApiError) only when none came. */
export type Transport = (request: ApiRequest, baseURL: string) => Promise<ApiResponse<unknown>>;

export interface ApiClient {
  /** `transport` is replaced in tests (shared/src/testing/script-api.ts) to answer without a server. */
  defaults: { baseURL: string; transport: Transport };
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/** Calls that never carry the session's bearer token (matched without regard to case). */
const PUBLIC_PATHS = [
  '/auth/authenticate',
  '/auth/registercustomer',
  '/auth/resetpassword',
  '/auth/generateresetpasswordtoken',
  '/auth/two-factor/verify',
  '/personalassistant/alfie/apply',
  '/personalassistant/alfie/apply-cities',
];

export function isPublicPath(url: string | undefined): boolean {
  const path = (url ?? '')
    .split('?')[0]!
    .toLowerCase()
    .replace(/^https?:\/\/[^/]+/, '');
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return PUBLIC_PATHS.some((p) => normalised === p || normalised.endsWith(p));
}

async function send<T>(
  method: ApiRequest['method'],
  url: string,
  data: unknown,
  { headers, skipLoader, ...options }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const request: ApiRequest = { ...options, method, url, data, headers: new Headers(headers) };
  const token = useSession.getState().token;
  // A call may bring its own Authorization header (the payment page takes its token from the query).
  // Only a call that carried the session's token ends the session on a 401.
  const sentBearer = !!token && !isPublicPath(url) && !request.headers.has('Authorization');
  if (sentBearer) request.headers.set('Authorization', `Bearer ${token}`);
  if (!skipLoader) useLoader.getState().start();
  try {
    const response = await api.defaults.transport(request, api.defaults.baseURL);
    // Below 400 is an answer (the browser follows redirects, so a 3xx hardly ever arrives); the rest a failure.
    if (response.status >= 400) {
      throw answerError(response.status, response.data, `Request failed with status code ${response.status}`);
    }
    return response as ApiResponse<T>;
  } catch (err) {
    throw failed(toApiError(err), sentBearer);
  } finally {
    // In finally: the count stays balanced on answers, failures, network errors and aborts alike.
    if (!skipLoader) useLoader.getState().stop();
  }
}

function failed(error: ApiError, sentBearer: boolean): ApiError {
  if (!sentBearer) return error;
  if (error.status === 401) useSession.getState().logout({ redirectTo: '/' });
  // The role must use two-factor and this account has not set it up (e.g. the policy changed after the login):
  // the server opens nothing else, so the enrolment screen opens.
  if (error.code === 'TWO.FACTOR.ENROLMENT.REQUIRED' && window.location.pathname !== ENROLMENT_PATH) {
    goTo(ENROLMENT_PATH);
  }
  return error;
}

export const api: ApiClient = {
  defaults: { baseURL: '', transport: axiosTransport },
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
