// State of a dashboard: server filters and sort, the pages loaded so far (keyset cursor), loading and error.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import type { FilterState, SortState } from '@alfie/shared/ui';
import { fetchRequestPage, PAGE_SIZE, type ServerQuery } from '../api/requests-api.ts';
import { DEFAULT_SORT, toServerFilters, toServerSort } from './filters.ts';

export interface RequestListState {
  rows: RequestListItem[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  filters: FilterState;
  setFilters: (f: FilterState) => void;
  sort: SortState;
  setSort: (s: SortState) => void;
  /** What the server is asked for: the filters and the sort (the export asks the same). */
  query: () => ServerQuery;
  loadMore: () => void;
  reload: () => void;
}

export function useRequestList(type: RequestType): RequestListState {
  const [filters, setFilters] = useState<FilterState>({});
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const query = useCallback(() => ({ ...toServerFilters(filters), ...toServerSort(sort) }), [filters, sort]);
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
    fetchRequestPage(type, query(), { limit: PAGE_SIZE })
      .then((page) => {
        if (mine !== generation.current) return;
        setRows(page.items);
        setTotal(page.total);
        setCursor(page.nextCursor);
      })
      .catch(() => mine === generation.current && setFailed(true))
      .finally(() => mine === generation.current && setLoading(false));
  }, [type, query, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    const mine = generation.current;
    setLoading(true);
    fetchRequestPage(type, query(), { limit: PAGE_SIZE, cursor })
      .then((page) => {
        if (mine !== generation.current) return;
        setRows((r) => [...r, ...page.items]);
        setTotal(page.total);
        setCursor(page.nextCursor);
      })
      .catch(() => mine === generation.current && setFailed(true))
      .finally(() => mine === generation.current && setLoading(false));
  }, [type, query, cursor]);

  return {
    rows,
    total,
    hasMore: cursor !== null,
    loading,
    failed,
    filters,
    setFilters,
    sort,
    setSort,
    query,
    loadMore,
    reload: () => setAttempt((a) => a + 1),
  };
}
