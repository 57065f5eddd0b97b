// A page's first calls, sent from main.js once the manifest of the page a load opens on is read (route-preload.ts):
// the remote declares them per exposed page (mf-manifest.json metaData.exposeCalls, from its webpack config), and
// the API client takes their answers when the page asks the same address with the same token
// (sent-calls-transport.ts). Before, the page sent them once its code and the form libraries had downloaded and
// run, and each waited for its CORS preflight then: on a phone the form's data came a second after the code
// (docs/performance.md). Only GET calls, with the session's bearer unless the API client sends the call without it (a
// public path: its answer is taken only by a call without one); nothing here may import the API client (it is in main.js).
import { fillFirstCall, type FirstCallValues } from '@alfie/shared/contracts/first-calls';
import { isPublicPath } from '@alfie/shared/contracts/public-paths';

/** The part of a remote's mf-manifest.json read here. */
interface ManifestCalls {
  metaData?: { exposeCalls?: unknown };
}

/** An answer is taken within this time of its call, or the page asks again (its data would be older than it thinks). */
export const SENT_CALL_FRESH_MS = 10_000;

interface SentCall {
  /** null: sent without the bearer (a public path), as the client sends it. */
  authorization: string | null;
  answer: Promise<Response>;
  at: number;
}

const sentCalls = new Map<string, SentCall>();

/**
 * The addresses of the first calls `expose` (NewRequestPage) declares, under the API's base URL, filled in with what
 * the shell knows (fillFirstCall); none when its manifest declares none, and not a call it cannot fill or that is
 * not a path.
 */
export function pageCalls(
  manifest: unknown,
  expose: string,
  apiBaseUrl: string,
  values: FirstCallValues,
  pageUrl = location.href,
): string[] {
  const declared = ((manifest ?? {}) as ManifestCalls).metaData?.exposeCalls;
  const calls =
    declared && typeof declared === 'object' ? (declared as Record<string, unknown>)[`./${expose}`] : [];
  if (!Array.isArray(calls)) return [];
  const base = apiBaseUrl.replace(/\/+$/, '');
  return calls
    .filter((call): call is string => typeof call === 'string' && /^\/[^/]/.test(call))
    .map((call) => fillFirstCall(call, values))
    .filter((call) => call !== null)
    .map((call) => new URL(base + call, pageUrl).href);
}

/**
 * Sends each call now, with the session's bearer token unless it is a public path (the client's call would then not
 * match it, and a call without the header needs no CORS preflight); a failure is left to the page, which asks again.
 */
export function sendPageCalls(urls: readonly string[], token: string, now = Date.now()): void {
  for (const url of urls) {
    if (sentCalls.has(url)) continue;
    const authorization = isPublicPath(url) ? null : `Bearer ${token}`;
    const answer = fetch(url, authorization ? { headers: { Authorization: authorization } } : {});
    answer.catch(() => undefined);
    sentCalls.set(url, { authorization, answer, at: now });
  }
}

/** The answer of the call sent for `url`, once, when it carried `authorization` and is still fresh. */
export function takeSentCall(
  url: string,
  authorization: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const sent = sentCalls.get(url);
  sentCalls.delete(url);
  if (!sent || sent.authorization !== authorization || now - sent.at > SENT_CALL_FRESH_MS) return undefined;
  return sent.answer;
}
