// Registers the PA app's service worker: loaded on demand for a PA's session only (use-pa-worker.ts), so no
// other page carries it. The files the page loaded before the worker controlled it are handed to the worker,
// which keeps those of the shell and the PA remote.

/** webpack's hash of the shell's build: a new build registers a new worker, whose cache replaces the old one. */
declare const __webpack_hash__: string;

export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const version = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'dev';
  navigator.serviceWorker
    .register(`/sw.js?v=${encodeURIComponent(version)}`)
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const keep = (urls: string[]) => registration.active?.postMessage({ type: 'keep', urls });
      keep([window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]);
      // The remote page's files may still be on their way: each one, as it arrives.
      new PerformanceObserver((list) => keep(list.getEntries().map((entry) => entry.name))).observe({
        type: 'resource',
      });
    })
    // No worker (private browsing, an old browser): the app works online as without one.
    .catch(() => undefined);
}
