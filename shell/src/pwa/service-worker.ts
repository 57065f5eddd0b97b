// The PA app's service worker (/sw.js, scope /), registered for a PA's session only (register-worker.ts): the
// shell's and the PA remote's files, network first, so the assignments page opens without a network. It keeps
// no API answer: the page keeps its own copy of the assignments, per account (mfe-pa offline-assignments.ts).
import { OFFLINE_CACHE_PREFIX } from '@alfie/shared/session/offline-copies';
import { START_URL, cacheName, keeps, scopeOf, staleCaches, type CacheScope } from './cache-rules.ts';

// The worker's global scope, as far as it is used here (the page's DOM types are this program's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

// Each build of the shell registers /sw.js?v=<its hash>: a new build is a new worker with a cache of its own.
const CACHE = cacheName(OFFLINE_CACHE_PREFIX, new URL(worker.location.href).searchParams.get('v') ?? 'dev');
const CONFIG_URL = '/config.json';
/** What the PA's phone needs to open the app offline even if the page never asked for it under the worker. */
const INSTALLED = [START_URL, CONFIG_URL, '/manifest.webmanifest'];

/** The addresses the worker keeps, read once per start of the worker from the config (the kept one offline). */
const scope: { known: CacheScope | null; loading: Promise<CacheScope> | null } = {
  known: null,
  loading: null,
};
function loadScope(): Promise<CacheScope> {
  scope.loading ??= fetch(CONFIG_URL, { cache: 'no-cache' })
    .catch(
      async (error: unknown) =>
        (await caches.match(new URL(CONFIG_URL, worker.location.origin).href)) ?? Promise.reject(error),
    )
    .then((response) => response.json() as Promise<{ apiBaseUrl?: unknown; remotes?: unknown }>)
    .then((config) => (scope.known = scopeOf(config, worker.location.origin)))
    .catch((error: unknown) => {
      scope.loading = null;
      throw error;
    });
  return scope.loading;
}

/**
 * The network's answer, kept; without a network, the kept one (a page address never kept opens the start page:
 * every client-side route is the same document). A remote's script is asked with CORS, so that what is kept is a
 * readable answer rather than an opaque one.
 */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const crossOrigin = new URL(request.url).origin !== worker.location.origin;
  try {
    const response = await (crossOrigin && request.mode === 'no-cors'
      ? fetch(request.url, { mode: 'cors', credentials: 'omit' }).catch(() => fetch(request))
      : fetch(request));
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  } catch (error) {
    const kept =
      (await cache.match(request.url, { ignoreVary: true })) ??
      (request.mode === 'navigate'
        ? await cache.match(new URL(START_URL, worker.location.origin).href)
        : undefined);
    if (kept) return kept;
    throw error;
  }
}

/** Keeps what the page loaded before the worker controlled it (it tells the worker), once. */
async function keepAll(urls: string[]): Promise<void> {
  const known = await loadScope();
  const cache = await caches.open(CACHE);
  const wanted = [
    ...new Set(urls.map((url) => new URL(url, worker.location.origin).href.split('#')[0]!)),
  ].filter((url) => keeps({ method: 'GET', url }, known));
  await Promise.all(
    wanted.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    keepAll(INSTALLED)
      .catch(() => undefined)
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(staleCaches(names, OFFLINE_CACHE_PREFIX, CACHE).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  // Once the scope is known, what the worker does not keep goes to the network as if there were no worker.
  if (scope.known && !keeps(request, scope.known)) return;
  event.respondWith(
    loadScope().then(
      (known) => (keeps(request, known) ? networkFirst(request) : fetch(request)),
      () => networkFirst(request),
    ),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string');
  event.waitUntil(keepAll(urls).catch(() => undefined));
});
