// useLoad: runs one loading call, with its loading and error state and a retry, for the screens' first fetch.
import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@alfie/shared/api';
import type { ApiError } from '@alfie/shared/api';

export interface Load<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
  retry: () => void;
}

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Load<T>, 'retry'>>({ data: null, loading: true, error: null });
  useEffect(() => {
    let live = true;
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
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
