// What the client does around every call, as interceptors of its axios instance: the session's bearer (not on the
// public paths), the global loader's count, and every failure mapped to an ApiError with a translated key; a 401
// on a call that carried the session's token ends the session, and the two-factor enrolment answer opens that
// screen.
import { AxiosError } from 'axios';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { goTo, useSession } from '@alfie/shared/session';
import { isPublicPath } from '../contracts/public-paths.ts';
import { ENROLMENT_PATH } from '../contracts/two-factor.ts';
import { ApiError, answerError, toApiError, unreachableError } from './api-error.ts';
import { useLoader } from './loader-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not count this call in the global loader (background refreshes). */
    skipLoader?: boolean;
    /** Set by the bearer interceptor: the call carries the session's token, so its 401 ends the session. */
    sentBearer?: boolean;
  }
}

/** A Blob's text through FileReader, which every browser (and the tests' DOM) has. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : text;
  } catch {
    return text;
  }
}

/** Any failure of a call as an ApiError: an answer of 400 or more, no answer (network, abort), or a bug. */
async function apiErrorOf(error: unknown): Promise<ApiError> {
  if (!(error instanceof AxiosError)) return toApiError(error);
  const { response, cause } = error;
  if (response) {
    // A failure's body is read as JSON even for a file: it carries the error's code.
    const data = response.data instanceof Blob ? parsed(await textOf(response.data)) : response.data;
    return answerError(response.status, data, error.message);
  }
  // An adapter's own failure travels as the cause (scripted-adapter.ts); the network's is an AxiosError.
  if (cause instanceof ApiError) return cause;
  if (cause instanceof Error && !(cause instanceof AxiosError)) return toApiError(cause);
  return unreachableError(error.message);
}

function afterFailure(error: ApiError, config: InternalAxiosRequestConfig | undefined): ApiError {
  if (!config?.sentBearer) return error;
  if (error.status === 401) useSession.getState().logout({ redirectTo: '/' });
  // The role must use two-factor and this account has not set it up (e.g. the policy changed after the login):
  // the server opens nothing else, so the enrolment screen opens.
  if (error.code === 'TWO.FACTOR.ENROLMENT.REQUIRED' && window.location.pathname !== ENROLMENT_PATH) {
    goTo(ENROLMENT_PATH);
  }
  return error;
}

export function installInterceptors(http: AxiosInstance): void {
  // Request interceptors run last-added first: the loader counts the call once its headers are set. Both are
  // synchronous, so the loader shows from the moment the call is made.
  http.interceptors.request.use(
    (config) => {
      if (!config.skipLoader) useLoader.getState().start();
      return config;
    },
    undefined,
    { synchronous: true },
  );
  http.interceptors.request.use(
    (config) => {
      const token = useSession.getState().token;
      // A call may bring its own Authorization header (the payment page takes its token from the query).
      config.sentBearer = !!token && !isPublicPath(config.url) && !config.headers.has('Authorization');
      if (config.sentBearer) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    },
    undefined,
    { synchronous: true },
  );
  // Response interceptors run in the order added: the count goes down first, on answers and failures alike.
  const stopLoader = (config: InternalAxiosRequestConfig | undefined) => {
    if (!config?.skipLoader) useLoader.getState().stop();
  };
  http.interceptors.response.use(
    (response) => {
      stopLoader(response.config);
      return response;
    },
    async (error: unknown) => {
      const config = error instanceof AxiosError ? error.config : undefined;
      stopLoader(config);
      throw afterFailure(await apiErrorOf(error), config);
    },
  );
}
