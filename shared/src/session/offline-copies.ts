// What a signed-in account keeps for reading without a network (the PA's assignments, the PA app's files): one
// key prefix and one cache prefix, so that logout drops all of it with the session and the next account of the
// same phone finds none of it.

/** localStorage keys of answers kept for offline reading start with this. */
export const OFFLINE_COPY_PREFIX = 'alfie-offline.';

/** Cache Storage names of the PA app's service worker start with this (its version follows). */
export const OFFLINE_CACHE_PREFIX = 'alfie-pa-';

/** The key of the copy `name` of account `userId`. */
export const offlineCopyKey = (name: string, userId: number) => `${OFFLINE_COPY_PREFIX}${name}.${userId}`;

/** Drops every offline copy, the service worker and its caches; quietly does nothing where they do not exist. */
export function clearOfflineCopies(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(OFFLINE_COPY_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept in it either.
  }
  // Not awaited: logout reloads at once, and the worker must not serve the next session's pages.
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => undefined);
  if (typeof caches !== 'undefined')
    void caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(OFFLINE_CACHE_PREFIX)).map((n) => caches.delete(n))),
      )
      .catch(() => undefined);
}
