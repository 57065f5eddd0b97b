// State of a dashboard: server filters, the pages loaded so far (keyset cursor), loading and error.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import type { FilterState } from '@alfie/shared/ui';
import { fetchRequestPage, PAGE_SIZE } from '../api/requests-api.ts';
import { toServerFilters } from './filters.ts';

export interface RequestListState {
  rows: RequestListItem[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  filters: FilterState;
  setFilters: (f: FilterState) => void;
  loadMore: () => void;
  reload: () => void;
}

export function useRequestList(type: RequestType): RequestListState {
  const [filters, setFilters] = useState<FilterState>({});
  const [rows, setRows] = useState<RequestListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Answers of an older filter choice are dropped when a newer one was asked for meanwhile.
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    setFailed(false);
    fetchRequestPage(type, toServerFilters(filters), { limit: PAGE_SIZE })
      .then((page) => {
        if (mine !== generation.current) return;
        setRows(page.items);
        setTotal(page.total);
        setCursor(page.nextCursor);
      })
      .catch(() => mine === generation.current && setFailed(true))
      .finally(() => mine === generation.current && setLoading(false));
  }, [type, filters, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    const mine = generation.current;
    setLoading(true);
    fetchRequestPage(type, toServerFilters(filters), { limit: PAGE_SIZE, cursor })
      .then((page) => {
        if (mine !== generation.current) return;
        setRows((r) => [...r, ...page.items]);
        setTotal(page.total);
        setCursor(page.nextCursor);
      })
      .catch(() => mine === generation.current && setFailed(true))
      .finally(() => mine === generation.current && setLoading(false));
  }, [type, filters, cursor]);

  return {
    rows,
    total,
    hasMore: cursor !== null,
    loading,
    failed,
    filters,
    setFilters,
    loadMore,
    reload: () => setAttempt((a) => a + 1),
  };
}
