// State of a dashboard: server filters and sort, the pages loaded so far (keyset cursor, one cached answer under
// requestKeys.list, which the live updates patch), loading and error.
import { useCallback, useMemo, useState } from 'react';
import { usePagedQuery } from '@alfie/shared/api/paged-query';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import type { FilterState, SortState } from '@alfie/shared/ui';
import { fetchRequestPage, PAGE_SIZE, type ServerQuery } from '../api/requests-api.ts';
import { DEFAULT_SORT, toServerFilters, toServerSort } from './filters.ts';
import { requestKeys } from './request-keys.ts';

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

/** What a dashboard asks first: no filter, the default sort. */
export const firstServerQuery = (): ServerQuery => ({
  ...toServerFilters({}),
  ...toServerSort(DEFAULT_SORT),
});

/** The first page of a list: its cache key and its call (the hook's, and the dashboard's preload). */
export function firstPageQuery(type: RequestType, serverQuery: ServerQuery) {
  return {
    key: requestKeys.list(type, { ...serverQuery }),
    load: () => fetchRequestPage(type, serverQuery, { limit: PAGE_SIZE, cursor: null }),
  };
}

export function useRequestList(type: RequestType): RequestListState {
  const [filters, setFilters] = useState<FilterState>({});
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  // Computed once per filter choice: the date filter's bound is "N days back from when it was chosen".
  const serverQuery = useMemo(
    () => ({ ...toServerFilters(filters), ...toServerSort(sort) }),
    [filters, sort],
  );
  const query = useCallback(() => serverQuery, [serverQuery]);
  const fetchPage = useCallback(
    (cursor: string | null) => fetchRequestPage(type, serverQuery, { limit: PAGE_SIZE, cursor }),
    [type, serverQuery],
  );
  const list = usePagedQuery(firstPageQuery(type, serverQuery).key, fetchPage);
  return {
    rows: list.items,
    total: list.total,
    hasMore: list.hasMore,
    loading: list.loading,
    failed: list.error !== null,
    filters,
    setFilters,
    sort,
    setSort,
    query,
    loadMore: list.loadMore,
    reload: list.reload,
  };
}
