// The one axios instance of the page: base URL, bearer token, loader count, error mapping, 401 → back to login.
import axios from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { goTo, setServerLogout, useSession } from '@alfie/shared/session';
import { ENROLMENT_PATH } from '../contracts/two-factor.ts';
import { toApiError } from './api-error.ts';
import { useLoader } from './loader-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not count this call in the global loader (background refreshes). */
    skipLoader?: boolean;
  }
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

export const api = axios.create({ headers: { 'Content-Type': 'application/json' } });

export function configureApi(options: { baseURL: string }): void {
  api.defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

// Logout ends the token on the server too; keepalive lets the call finish while the page reloads.
setServerLogout((token) => {
  const base = api.defaults.baseURL;
  if (!base || typeof fetch !== 'function') return;
  void fetch(`${base}/Auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
});

// Marks calls that carried the session token, so a 401 on them (and only them) ends the session.
const SENT_BEARER = Symbol('sentBearer');
type TrackedConfig = InternalAxiosRequestConfig & { [SENT_BEARER]?: boolean };

api.interceptors.request.use((config: TrackedConfig) => {
  if (!config.skipLoader) useLoader.getState().start();
  const token = useSession.getState().token;
  // A call may bring its own Authorization header (the payment page takes its token from the query).
  if (token && !isPublicPath(config.url) && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
    config[SENT_BEARER] = true;
  }
  return config;
});

api.interceptors.response.use(
  (response) => {
    if (!response.config.skipLoader) useLoader.getState().stop();
    return response;
  },
  (error: unknown) => {
    const config = (axios.isAxiosError(error) ? error.config : undefined) as TrackedConfig | undefined;
    if (!config?.skipLoader) useLoader.getState().stop();
    const apiError = toApiError(error);
    if (apiError.status === 401 && config?.[SENT_BEARER]) {
      useSession.getState().logout({ redirectTo: '/' });
    }
    // The role must use two-factor and this account has not set it up (e.g. the policy changed after the login):
    // the server opens nothing else, so the enrolment screen opens.
    if (
      apiError.code === 'TWO.FACTOR.ENROLMENT.REQUIRED' &&
      config?.[SENT_BEARER] &&
      window.location.pathname !== ENROLMENT_PATH
    ) {
      goTo(ENROLMENT_PATH);
    }
    return Promise.reject(apiError);
  },
);
