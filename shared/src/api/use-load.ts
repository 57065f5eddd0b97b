// useLoad: one loading call with its loading and error state and a reload, for a screen's fetches. It re-runs
// when its dependencies change; a null call (nothing selected yet) loads nothing.
import { useCallback, useEffect, useState } from 'react';
import { toApiError } from './api-error.ts';
import type { ApiError } from './api-error.ts';

export interface Load<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
  /** Runs the call again: Retry after an error, or a fresh list after a change. */
  reload: () => void;
}

export function useLoad<T>(load: (() => Promise<T>) | null, deps: readonly unknown[] = []): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Load<T>, 'reload'>>({
    data: null,
    loading: load !== null,
    error: null,
  });
  useEffect(() => {
    if (!load) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    let live = true;
    // Keeps the previous data while reloading, so a list does not flash empty after a change.
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, loading: false, error: null }),
      (err: unknown) => live && setState({ data: null, loading: false, error: toApiError(err) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the call depends on
  }, [attempt, ...deps]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
