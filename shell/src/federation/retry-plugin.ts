// Federation runtime plugin: retries a remote's manifest a couple of times when the network fails (a remote
// restarting during a deployment), before the fallback plugin turns the failure into the "unavailable" panel.
// A manifest can also be asked for before the runtime starts (prefetchManifest, from route-preload.ts): the
// runtime's first fetch of that URL takes that answer.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const DELAYS_MS = [200, 600];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with retries on network errors and 5xx answers; 4xx answers are final. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  delays: readonly number[] = DELAYS_MS,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.status < 500 || attempt >= delays.length) return response;
    } catch (error) {
      if (attempt >= delays.length) throw error;
    }
    await wait(delays[attempt] ?? 0);
  }
}

const manifests = new Map<string, Promise<Response>>();

/**
 * Asks for a remote's manifest now, with the same retries; the runtime's first fetch of `url` takes the answer, once
 * `onRead` has been given the manifest read from a copy of it (so what it starts comes before what the runtime
 * starts from the same manifest). A failure is left to the runtime, which meets it again.
 */
export function prefetchManifest(url: string, onRead?: (manifest: unknown) => void): void {
  if (manifests.has(url)) return;
  const answer = fetchWithRetry(url, {});
  const read = answer
    .then(async (response) => {
      if (response.ok && onRead) onRead(await response.clone().json());
    })
    .catch(() => undefined);
  manifests.set(
    url,
    read.then(() => answer),
  );
}

/** The prefetched answer for `url`, once (a Response is read once); later fetches go to the network. */
function takeManifest(url: string): Promise<Response> | undefined {
  const answer = manifests.get(url);
  manifests.delete(url);
  return answer;
}

export function retryPlugin(delays: readonly number[] = DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'alfie-retry',
    fetch(url, init) {
      return takeManifest(url) ?? fetchWithRetry(url, init, delays);
    },
  };
}
