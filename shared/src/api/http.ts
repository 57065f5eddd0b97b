// The client's axios instance with its interceptors, loaded as a chunk of its own at the page's first call
// (client.ts, loadHttp): axios is 58 KB of minified code that the prerendered pages (login, signup) do not run before
// a form is sent, and a signed-in page's first calls are answered from main.js's fetches. The shell's boot gives
// it its adapter through beforeFirstCall (client.ts), tests through `@alfie/shared/testing/http`.
import { AxiosHeaders } from 'axios';
import type { AxiosRequestConfig } from 'axios';
import { http } from './axios-transport.ts';
import { installInterceptors } from './interceptors.ts';

export { http, networkAdapter, parseBody, settle } from './axios-transport.ts';
export { scriptedAdapter } from './scripted-adapter.ts';
export type { Script, ScriptedAnswer, ScriptedRequest } from './scripted-adapter.ts';

installInterceptors(http);

/** A call through the instance, answered as the screens read it: data, status and the headers as `Headers`. */
export async function send<T>(
  config: AxiosRequestConfig,
): Promise<{ data: T; status: number; headers: Headers }> {
  const response = await http.request<T>(config);
  // Headers as the screens read them (X-Total-Count, Content-Disposition), whatever the adapter.
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(response.headers as AxiosHeaders).toJSON()))
    if (value != null) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  return { data: response.data, status: response.status, headers };
}
