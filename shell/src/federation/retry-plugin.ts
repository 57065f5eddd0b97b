// Federation runtime plugin: retries a remote's manifest a couple of times when the network fails (a remote
// restarting during a deployment), before the fallback plugin turns the failure into the "unavailable" panel.
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

export function retryPlugin(delays: readonly number[] = DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'alfie-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init, delays);
    },
  };
}
