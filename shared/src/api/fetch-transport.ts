// How the client's calls travel: the browser's fetch, the base URL and the query string, JSON bodies, and the
// answer read as JSON (its text when it is not JSON, a Blob when asked). No answer at all (network down, CORS
// refused, aborted) is an ApiError of status 0, as axios's were.
import { unreachableError } from './api-error.ts';
import type { ApiRequest, ApiResponse, QueryParams } from './client.ts';

/** `url` under `baseURL`, with `params` as its query string (null and undefined left out, as axios did). */
export function urlOf(baseURL: string, url: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value != null) query.append(name, String(value));
  const search = query.toString();
  const full = baseURL ? `${baseURL}/${url.replace(/^\/+/, '')}` : url;
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

/** An answer's body: its JSON, else its text ('' when empty), as axios read it. */
export function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : text;
  } catch {
    return text;
  }
}

export async function fetchTransport(request: ApiRequest, baseURL: string): Promise<ApiResponse<unknown>> {
  const { method, url, params, data, headers, signal, responseType } = request;
  if (data !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const response = await fetch(urlOf(baseURL, url, params), {
      method: method.toUpperCase(),
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      signal,
    });
    // A failure's body is read as JSON even for a file: it carries the error's code.
    const body =
      responseType === 'blob' && response.status < 400
        ? await response.blob()
        : parseBody(await response.text());
    return { data: body, status: response.status, headers: response.headers };
  } catch (err) {
    throw unreachableError(err instanceof Error ? err.message : String(err));
  }
}
