// How the client's calls travel: one axios instance, the base URL and the query string, JSON bodies, and the
// answer read as JSON (its text when it is not JSON, a Blob when asked). No answer at all (network down, CORS
// refused, aborted) is an ApiError of status 0. No automatic retries: a write is sent once.
import axios from 'axios';
import type { AxiosResponse } from 'axios';
import { unreachableError } from './api-error.ts';
import type { ApiRequest, ApiResponse, QueryParams } from './client.ts';

/** `url` under `baseURL`, with `params` as its query string (null and undefined left out). */
export function urlOf(baseURL: string, url: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value != null) query.append(name, String(value));
  const search = query.toString();
  const full = baseURL ? `${baseURL}/${url.replace(/^\/+/, '')}` : url;
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

/** An answer's body: its JSON, else its text ('' when empty). */
export function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : text;
  } catch {
    return text;
  }
}

/**
 * The page's axios instance. Every status is an answer here (the client decides what fails, and maps it to a
 * translated key); bodies go out and come back as text so that JSON is read one way for every call.
 */
export const http = axios.create({
  validateStatus: () => true,
  transformRequest: [(data: unknown) => data],
  transformResponse: [(data: unknown) => data],
});

function headersOf(response: AxiosResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value != null) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

async function bodyOf(response: AxiosResponse, wantsBlob: boolean): Promise<unknown> {
  const data: unknown = response.data;
  if (!(data instanceof Blob)) return parseBody(typeof data === 'string' ? data : '');
  // A failure's body is read as JSON even for a file: it carries the error's code.
  if (wantsBlob && response.status < 400) return data;
  return parseBody(await textOf(data));
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

export async function axiosTransport(request: ApiRequest, baseURL: string): Promise<ApiResponse<unknown>> {
  const { method, url, params, data, headers, signal, responseType } = request;
  if (data !== undefined) headers.set('Content-Type', 'application/json');
  const wantsBlob = responseType === 'blob';
  try {
    const response = await http.request({
      method,
      url: urlOf(baseURL, url, params),
      headers: Object.fromEntries(headers),
      data: data === undefined ? undefined : JSON.stringify(data),
      signal,
      responseType: wantsBlob ? 'blob' : 'text',
    });
    return { data: await bodyOf(response, wantsBlob), status: response.status, headers: headersOf(response) };
  } catch (err) {
    throw unreachableError(err instanceof Error ? err.message : String(err));
  }
}
