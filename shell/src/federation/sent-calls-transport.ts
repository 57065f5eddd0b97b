// The API client's transport, taking the answer of a call main.js sent ahead for the page a load opens on
// (page-calls-preload.ts) when the page asks that address with that token, and going to the network otherwise.
import { parseBody, urlOf, type Transport } from '@alfie/shared/api';
import { takeSentCall } from './page-calls-preload.ts';

/** A GET for JSON with no header but the bearer token: what main.js sends ahead. */
function plainGet({ method, data, responseType, signal, headers }: Parameters<Transport>[0]): boolean {
  return (
    method === 'get' &&
    data === undefined &&
    responseType !== 'blob' &&
    !signal?.aborted &&
    [...headers.keys()].every((name) => name === 'authorization')
  );
}

export function answeringSentCalls(transport: Transport): Transport {
  return async (request, baseURL) => {
    const url = new URL(urlOf(baseURL, request.url, request.params), location.href).href;
    const sent = plainGet(request) ? takeSentCall(url, request.headers.get('Authorization')) : undefined;
    if (!sent) return transport(request, baseURL);
    try {
      const response = await sent;
      return { data: parseBody(await response.text()), status: response.status, headers: response.headers };
    } catch {
      // Sent ahead and lost (offline for a moment): the page's own call tries again.
      return transport(request, baseURL);
    }
  };
}
