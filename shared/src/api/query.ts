// useQuery: the one way every screen fetches. Each call is cached under a key (['requests', 'detail', 42]); the
// cache lives in @alfie/shared/api, a federation singleton, so one page holds one cache whichever remote renders.
// Live updates and writes change the cache by key prefix: invalidateQueries re-runs the calls of the screens that
// show them, setQueryData patches an answer in place. README.md "Fetching data" says why not a library.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '@alfie/shared/session';
import { toApiError } from './api-error.ts';
import type { ApiError } from './api-error.ts';

export type QueryKey = readonly (string | number | boolean | null | undefined | Record<string, unknown>)[];

export interface QueryState<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
}

export interface Query<T> extends QueryState<T> {
  /** Runs the call again: Retry after an error, or a fresh answer after a change. */
  reload: () => void;
}

interface Entry {
  key: QueryKey;
  state: QueryState<unknown>;
  load: (() => Promise<unknown>) | null;
  /** Bumped by every run: an answer is kept only if no newer run started meanwhile. */
  run: number;
  listeners: Set<() => void>;
}

const IDLE: QueryState<never> = { data: null, loading: false, error: null };
const entries = new Map<string, Entry>();

const hashOf = (key: QueryKey) => JSON.stringify(key);

function entryOf(key: QueryKey): Entry {
  const hash = hashOf(key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = {
      key,
      state: { data: null, loading: true, error: null },
      load: null,
      run: 0,
      listeners: new Set(),
    };
    entries.set(hash, entry);
  }
  return entry;
}

function publish(entry: Entry, state: QueryState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function fetchEntry(entry: Entry): void {
  if (!entry.load) return;
  const run = ++entry.run;
  // Keeps the previous answer while reloading, so a list does not flash empty after a change.
  publish(entry, { ...entry.state, loading: true, error: null });
  entry.load().then(
    (data) => run === entry.run && publish(entry, { data, loading: false, error: null }),
    (err: unknown) =>
      run === entry.run && publish(entry, { data: null, loading: false, error: toApiError(err) }),
  );
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => hashOf([part]) === hashOf([key[i]]));

/** The cached answer of `key`, loaded by `load` when a screen shows it; a null key (nothing chosen yet) loads nothing. */
export function useQuery<T>(key: QueryKey | null, load: () => Promise<T>): Query<T> {
  const hash = key ? hashOf(key) : null;
  const latest = useRef(load);
  latest.current = load;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!key) return () => {};
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash is the key's identity
    [hash],
  );
  const state = useSyncExternalStore(subscribe, () => (key ? entryOf(key).state : IDLE)) as QueryState<T>;
  useEffect(() => {
    if (!key) return;
    const entry = entryOf(key);
    entry.load = () => latest.current();
    // Every screen that opens asks again (the answer may be old); one already under way is not doubled.
    if (!entry.state.loading || entry.run === 0) fetchEntry(entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash is the key's identity
  }, [hash]);
  const reload = useCallback(() => {
    if (key) fetchEntry(entryOf(key));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash is the key's identity
  }, [hash]);
  return { ...state, reload };
}

/** Re-runs every cached call whose key starts with `prefix` (the screens showing them update). */
export function invalidateQueries(prefix: QueryKey): void {
  for (const entry of entries.values()) if (startsWith(entry.key, prefix)) fetchEntry(entry);
}

/** Changes the answers cached under `prefix` in place (no call); an updater returning the same value changes nothing. */
export function setQueryData<T>(prefix: QueryKey, update: (data: T) => T): void {
  for (const entry of entries.values()) {
    if (!startsWith(entry.key, prefix) || entry.state.data === null) continue;
    const data = update(entry.state.data as T);
    if (data !== entry.state.data) publish(entry, { ...entry.state, data });
  }
}

/** Forgets every answer: a new session (log out) or a test starting clean. */
export function clearQueryCache(): void {
  for (const entry of entries.values()) entry.run++;
  entries.clear();
}

// Another account's answers must not show, even for a moment, after a log out.
useSession.subscribe((now, before) => {
  if (before.token && !now.token) clearQueryCache();
});
