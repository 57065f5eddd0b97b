// The API client's adapter, taking the answer of a call main.js sent ahead for the page a load opens on
// (page-calls-preload.ts) when the page asks that address with that token, and going to the network otherwise.
import { addressOf, type ApiHttp } from '@alfie/shared/api';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { takeSentCall } from './page-calls-preload.ts';

/** A GET for JSON with no header but the bearer token: what main.js sends ahead. */
function plainGet({ method, data, responseType, signal, headers }: InternalAxiosRequestConfig): boolean {
  const names = Object.entries(headers.toJSON())
    .filter(([name, value]) => value != null && !/^(accept|content-type)$/i.test(name))
    .map(([name]) => name.toLowerCase());
  return (
    method === 'get' &&
    data === undefined &&
    responseType !== 'blob' &&
    !signal?.aborted &&
    names.every((name) => name === 'authorization')
  );
}

/** `settle`: the instance's own (http.ts), so that this file, in the boot chunks, does not load axios. */
export function answeringSentCalls(network: AxiosAdapter, settle: ApiHttp['settle']): AxiosAdapter {
  return async (config) => {
    const url = new URL(addressOf(config), location.href).href;
    const bearer = config.headers.get('Authorization');
    const sent = plainGet(config) ? takeSentCall(url, typeof bearer === 'string' ? bearer : null) : undefined;
    if (!sent) return network(config);
    let response: Response;
    try {
      response = await sent;
    } catch {
      // Sent ahead and lost (offline for a moment): the page's own call tries again.
      return network(config);
    }
    return settle(config, response.status, await response.text(), response.headers);
  };
}
