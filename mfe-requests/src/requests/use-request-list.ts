// State of a dashboard: server filters and sort, the pages loaded so far (keyset cursor, one cached answer under
// requestListKeys.list, which the live updates patch), loading and error. Filters, sort and the number of pages live in
// the address (dashboard-params.ts): the list follows it, so a reload, back or a shared link bring the same rows.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import type { FilterState, SortState } from '@alfie/shared/ui';
import {
  PAGE_SIZE,
  prefetchRequestPage,
  useRequestPages,
  type ServerQuery,
} from '../api/get-request-page.ts';
import { toServerFilters, toServerSort } from './filters.ts';
import { readDashboardParams, writeDashboardParams, type DashboardParams } from './dashboard-params.ts';

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

/** What the server is asked for these filters and this sort. */
const serverQueryOf = (filters: FilterState, sort: SortState): ServerQuery => ({
  ...toServerFilters(filters),
  ...toServerSort(sort),
});

/** What a dashboard asks first: the filters and sort of its address, by default none and the default sort. */
export const firstServerQuery = (search = ''): ServerQuery => {
  const { filters, sort } = readDashboardParams(new URLSearchParams(search));
  return serverQueryOf(filters, sort);
};

/** How many pages `rows` rows fill. */
const pagesOf = (rows: number) => Math.max(1, Math.ceil(rows / PAGE_SIZE));

export function useRequestList(type: RequestType): RequestListState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Read again only when the address changes, so the state's objects keep their identity between renders.
  const state = useMemo(() => readDashboardParams(new URLSearchParams(search)), [search]);
  const { filters, sort, pages } = state;
  // Replacing the entry: choosing filters is not a step back would undo; leaving the page keeps them for the return.
  // A new filter or sort's first page is asked for at once: the new address is rendered in a transition
  // (react-router), 100-400 ms later at 4x CPU, and the list's effect would ask only then (dashboard-scale bench).
  const update = useCallback(
    (change: Partial<DashboardParams>) =>
      setParams(
        (current) => {
          const next = { ...readDashboardParams(current), ...change };
          if (change.filters || change.sort)
            prefetchRequestPage(type, serverQueryOf(next.filters, next.sort));
          return writeDashboardParams(current, next);
        },
        { replace: true },
      ),
    [setParams, type],
  );
  // A new filter or sort starts again from the first page.
  const setFilters = useCallback((f: FilterState) => update({ filters: f, pages: 1 }), [update]);
  const setSort = useCallback((s: SortState) => update({ sort: s, pages: 1 }), [update]);
  // Computed once per filter choice: the date filter's bound is "N days back from when it was chosen" (to the minute,
  // so the call asked for at the choice has the same key).
  const serverQuery = useMemo(() => serverQueryOf(filters, sort), [filters, sort]);
  const query = useCallback(() => serverQuery, [serverQuery]);
  const list = useRequestPages(type, serverQuery);
  const failed = list.error !== null;
  const loaded = list.items.length;
  // The pages the address asks for are loaded one after the other; a failure stops there (its Retry is shown).
  const { loadMore: loadNext, hasMore, loading } = list;
  useEffect(() => {
    if (!loading && !failed && hasMore && pagesOf(loaded) < pages) loadNext();
  }, [loading, failed, hasMore, loaded, pages, loadNext]);
  const loadMore = useCallback(() => update({ pages: pagesOf(loaded) + 1 }), [update, loaded]);
  return {
    rows: list.items,
    total: list.total,
    hasMore: list.hasMore,
    loading: list.loading,
    failed,
    filters,
    setFilters,
    sort,
    setSort,
    query,
    loadMore,
    reload: list.reload,
  };
}
