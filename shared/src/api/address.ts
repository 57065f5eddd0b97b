// A call's address as the client writes it (base URL, path, query string) and whether it carries the session: pure
// functions, kept out of the axios chunk (http.ts) so that the boot's code can use them without loading axios.
import type { InternalAxiosRequestConfig } from 'axios';

/** Query string parameters: null and undefined ones are left out, the others sent as their text. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** The query string of `params` (null and undefined left out), without its '?'. */
export function queryOf(params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value != null) query.append(name, String(value));
  return query.toString();
}

/** `url` under `baseURL`, with `params` as its query string (null and undefined left out). */
export function urlOf(baseURL: string, url: string, params: QueryParams = {}): string {
  const search = queryOf(params);
  const full = baseURL ? `${baseURL}/${url.replace(/^\/+/, '')}` : url;
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

/** The full address of a call as the instance sends it (base URL, path and query string). */
export const addressOf = (config: InternalAxiosRequestConfig): string =>
  urlOf(config.baseURL ?? '', config.url ?? '', (config.params ?? {}) as QueryParams);
