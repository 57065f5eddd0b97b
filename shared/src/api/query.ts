// useQuery: the one way every screen fetches. Each call is cached under a key (['requests', 'detail', 42]); the
// cache lives in @alfie/shared/api, a federation singleton, so one page holds one cache whichever remote renders.
// Live updates and writes change the cache by key prefix: invalidateQueries re-runs the calls of the screens that
// show them, setQueryData patches an answer in place. README.md "Fetching data" says why not a library.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { create } from 'zustand';
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

interface Call {
  key: QueryKey;
  load: () => Promise<unknown>;
  /** Bumped by every run: an answer is kept only if no newer run started meanwhile. */
  run: number;
  /** Started by prefetchQuery and not yet taken by a screen. */
  prefetched?: boolean;
}

const IDLE: QueryState<never> = { data: null, loading: false, error: null };
const FIRST: QueryState<never> = { data: null, loading: true, error: null };
/** The answers by key hash (a zustand store; each screen follows its own key's answer only). */
const useAnswers = create<Record<string, QueryState<unknown>>>(() => ({}));
const calls = new Map<string, Call>();

const hashOf = (key: QueryKey) => JSON.stringify(key);
const stateOf = (hash: string) => useAnswers.getState()[hash] ?? FIRST;
const currentOf = (hash: string | null) => (hash ? stateOf(hash) : IDLE);
const publish = (hash: string, state: QueryState<unknown>) => useAnswers.setState({ [hash]: state });
/** True while a change made on the page itself is published (setQueryData): the screens show it at once. */
let patching = false;

function run(hash: string): void {
  const call = calls.get(hash);
  if (!call) return;
  const mine = ++call.run;
  const settle = (state: QueryState<unknown>) =>
    mine === call.run && calls.get(hash) === call && publish(hash, state);
  // Keeps the previous answer while reloading, so a list does not flash empty after a change. A key already loading
  // with no error (a screen's first call) is left as it is: a new object would render every screen following it
  // again for nothing, and a form that just hydrated rendered again in one long task.
  const current = stateOf(hash);
  if (!current.loading || current.error) publish(hash, { ...current, loading: true, error: null });
  call.load().then(
    (data) => settle({ data, loading: false, error: null }),
    (err: unknown) => settle({ data: null, loading: false, error: toApiError(err) }),
  );
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => hashOf([part]) === hashOf([key[i]]));

/** The cached answer of `key`, loaded by `load` when a screen shows it; a null key (nothing chosen yet) loads nothing. */
export function useQuery<T>(key: QueryKey | null, load: () => Promise<T>): Query<T> {
  const hash = key ? hashOf(key) : null;
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [seen, setSeen] = useState(() => ({ hash, state: currentOf(hash) }));
  // Whether this screen has shown an answer already (of any key): a later answer is one the user is waiting for.
  const answered = useRef(false);
  if (seen.state.data !== null) answered.current = true;
  // Until the subscription below catches up with a new key, the cache says what that key holds now.
  const state = (seen.hash === hash ? seen.state : currentOf(hash)) as QueryState<T>;
  useEffect(() => {
    if (!hash) return;
    let last: QueryState<unknown> | undefined;
    const follow = (answers: Record<string, QueryState<unknown>>, subscribed = true) => {
      const next = answers[hash] ?? FIRST;
      if (next === last) return; // another key's change
      last = next;
      const show = () => setSeen((s) => (s.hash === hash && s.state === next ? s : { hash, state: next }));
      // A screen's first answer can render a whole screen (a form of forty fields, a table) while the page is still
      // loading: in a transition React renders it in slices and yields between them, where a store subscription
      // (useSyncExternalStore) would render it as one long task. The loading flag and the page's own patches
      // (setQueryData) show at once. So do the answers to a screen already showing one (a new filter or sort the
      // user is waiting for), and in the task that received them: rendered in slices, with frames painted between
      // them, the new rows came several frames later; left to React's scheduler, a frame (the page-wide loader taken
      // away) was often painted before their render, and the rows only one frame later (docs/performance.md §9).
      if (next.loading || patching) show();
      else if (!answered.current) startTransition(show);
      else if (subscribed) flushSync(show);
      else show();
    };
    follow(useAnswers.getState(), false);
    return useAnswers.subscribe((answers) => follow(answers));
  }, [hash]);
  useEffect(() => {
    if (!key || !hash) return;
    const known = calls.get(hash);
    // The screen shown last loads for everyone showing this key.
    if (known) known.load = () => latest.current();
    else calls.set(hash, { key, load: () => latest.current(), run: 0 });
    // A prefetched call is the opening screen's own, under way or answered; one that failed is asked again.
    if (known?.prefetched) {
      known.prefetched = false;
      if (!stateOf(hash).error) return;
    }
    // Every screen that opens asks again (the answer may be old); one already under way is not doubled.
    if (!known || !stateOf(hash).loading) run(hash);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash is the key's identity
  }, [hash]);
  const reload = useCallback(() => hash && run(hash), [hash]);
  return { ...state, reload };
}

/**
 * Starts the call of `key` before a screen shows it: a page's first calls, started while its code and the chrome
 * are still loading and rendering, or a list's when a filter or sort is chosen, before the new address is rendered.
 * The screen that opens next under this key takes the call as it is (under way or answered) instead of asking again.
 * As when a screen opens, a call under way is not doubled, and a key known from before is asked again.
 */
export function prefetchQuery<T>(key: QueryKey, load: () => Promise<T>): void {
  const hash = hashOf(key);
  const known = calls.get(hash);
  if (known && stateOf(hash).loading) return;
  if (known) known.prefetched = true;
  else calls.set(hash, { key, load, run: 0, prefetched: true });
  run(hash);
}

/** Re-runs every cached call whose key starts with `prefix` (the screens showing them update). */
export function invalidateQueries(prefix: QueryKey): void {
  for (const [hash, call] of calls) if (startsWith(call.key, prefix)) run(hash);
}

/** Changes the answers cached under `prefix` in place (no call); an updater returning the same value changes nothing. */
export function setQueryData<T>(prefix: QueryKey, update: (data: T) => T): void {
  for (const [hash, call] of calls) {
    const state = stateOf(hash);
    if (!startsWith(call.key, prefix) || state.data === null) continue;
    const data = update(state.data as T);
    if (data === state.data) continue;
    patching = true;
    try {
      publish(hash, { ...state, data });
    } finally {
      patching = false;
    }
  }
}

/** Forgets every answer: a new session (log out) or a test starting clean. */
export function clearQueryCache(): void {
  calls.clear();
  useAnswers.setState({}, true);
}

// Another account's answers must not show, even for a moment, after a log out.
useSession.subscribe((now, before) => {
  if (before.token && !now.token) clearQueryCache();
});
