// The open requests the PA has loaded so far (keyset pages of OPEN_PAGE_SIZE), with loading, error, more and retry.
import { useCallback, useEffect, useState } from 'react';
import type { OpenRequestItem } from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import type { ApiError } from '@alfie/shared/api';
import { fetchOpenRequests } from '../api/pa-api.ts';

export interface OpenRequests {
  items: OpenRequestItem[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  error: ApiError | null;
  loadMore: () => void;
  reload: () => void;
  /** Marks one request as offered or not after the PA's action. */
  setOffered: (requestId: number, offered: boolean) => void;
}

export function useOpenRequests(): OpenRequests {
  const [items, setItems] = useState<OpenRequestItem[]>([]);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback((after: string | null, isLive: () => boolean = () => true) => {
    setLoading(true);
    setError(null);
    fetchOpenRequests(after)
      .then((page) => {
        if (!isLive()) return;
        setItems((current) => (after ? [...current, ...page.items] : page.items));
        setTotal(page.total);
        setCursor(page.nextCursor);
      })
      .catch((err: unknown) => isLive() && setError(toApiError(err)))
      .finally(() => isLive() && setLoading(false));
  }, []);

  useEffect(() => {
    let live = true;
    load(null, () => live);
    return () => {
      live = false;
    };
  }, [load, attempt]);

  return {
    items,
    total,
    hasMore: cursor !== null,
    loading,
    error,
    loadMore: () => cursor && load(cursor),
    reload: () => setAttempt((n) => n + 1),
    setOffered: (requestId, offered) =>
      setItems((list) => list.map((item) => (item.id === requestId ? { ...item, offered } : item))),
  };
}
