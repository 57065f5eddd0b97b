// @alfie/shared/api/paged-query, usePagedQuery: a keyset-paged list (limit + cursor, X-Total-Count, X-Next-Cursor) on the query cache. The pages
// loaded so far are one cached answer, so live updates patch or extend the list the screen shows.
// A subpath of its own: only remotes use it, so the shell (and its login route) does not carry it.
import { useCallback, useRef, useState } from 'react';
// Through the package name, not a relative path: the one query cache of the page is the shared @alfie/shared/api.
import {
  setQueryData,
  toApiError,
  useQuery,
  type ApiError,
  type ApiResponse,
  type QueryKey,
} from '@alfie/shared/api';

/** The rows loaded so far, the whole list's size, and the cursor of the next page (null at the end). */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** A list answer as a page: its rows, X-Total-Count (the rows' count when absent) and X-Next-Cursor. */
export function pageOf<T>(res: ApiResponse<T[]>): Page<T> {
  const total = Number(res.headers.get('x-total-count') ?? res.data.length);
  return {
    items: res.data,
    total: Number.isFinite(total) ? total : res.data.length,
    nextCursor: res.headers.get('x-next-cursor'),
  };
}

export interface PagedQuery<T> {
  items: T[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The first page's failure (nothing to show), or the last "more" call's (the loaded rows stay). */
  error: ApiError | null;
  loadMore: () => void;
  reload: () => void;
}

export function usePagedQuery<T>(
  key: QueryKey,
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
): PagedQuery<T> {
  const first = useQuery(key, () => fetchPage(null));
  // The last answer shown stays on screen while another filter or sort loads (marked by `loading`): the table keeps
  // its rows and its size instead of emptying and being rebuilt when the new answer comes. Not after a failure.
  const shown = useRef<Page<T> | null>(null);
  if (first.data) shown.current = first.data;
  else if (!first.loading) shown.current = null;
  const page = shown.current;
  const [more, setMore] = useState<{ loading: boolean; error: ApiError | null }>({
    loading: false,
    error: null,
  });
  const cursor = first.data?.nextCursor ?? null;
  const loadMore = useCallback(() => {
    if (!cursor) return;
    setMore({ loading: true, error: null });
    fetchPage(cursor).then(
      (page) => {
        // Appended only to the list it continues (not to one reloaded or refiltered meanwhile).
        setQueryData<Page<T>>(key, (list) =>
          list.nextCursor === cursor
            ? { items: [...list.items, ...page.items], total: page.total, nextCursor: page.nextCursor }
            : list,
        );
        setMore({ loading: false, error: null });
      },
      (err: unknown) => setMore({ loading: false, error: toApiError(err) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts are in the cursor's list
  }, [cursor, fetchPage]);
  const { reload } = first;
  return {
    items: page?.items ?? [],
    total: page?.total ?? 0,
    hasMore: cursor !== null,
    loading: first.loading || more.loading,
    error: first.error ?? more.error,
    loadMore,
    reload: useCallback(() => {
      setMore({ loading: false, error: null });
      reload();
    }, [reload]),
  };
}
