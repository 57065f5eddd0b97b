// A dashboard's rows a page at a time (GET /request/alfie/active-requests/, keyset-paged): one cached list per type,
// filters and sort, which the live updates patch through the keys below.
import { useCallback } from 'react';
import { prefetchQuery } from '@alfie/shared/api';
import { pageOf, usePagedQuery, type Page, type PagedQuery } from '@alfie/shared/api/paged-query';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import type { ServerFilters, ServerSort } from '../requests/filters.ts';
import { alfie } from './alfie.ts';

export type RequestPage = Page<RequestListItem>;

/**
 * Rows per page of a dashboard (the first page and each "load more"): three screens of the table. A page of 100 was
 * the last answer a phone waited for before the dashboard's first rows (docs/performance.md).
 */
export const PAGE_SIZE = 50;

/** The filters and the sort, as GET active-requests takes them. */
export type ServerQuery = ServerFilters & ServerSort;

export const requestListKeys = {
  /** Every list of a dashboard, whatever its filters and sort. */
  lists: (type: RequestType) => ['requests', 'list', type] as const,
  list: (type: RequestType, query: ServerQuery) => ['requests', 'list', type, { ...query }] as const,
};

export async function fetchRequestPage(
  type: RequestType,
  filters: ServerQuery,
  paging: { limit: number; cursor?: string | null; quiet?: boolean },
): Promise<RequestPage> {
  const res = await alfie.get('/request/alfie/active-requests/', {
    // A live refresh does not light the page-wide loader.
    skipLoader: paging.quiet,
    params: { type, ...filters, limit: paging.limit, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
  });
  return pageOf(res);
}

/** The first page, asked before the dashboard shows it (its preload): the key and call of useRequestPages. */
export function prefetchRequestPage(type: RequestType, query: ServerQuery): void {
  prefetchQuery(requestListKeys.list(type, query), () =>
    fetchRequestPage(type, query, { limit: PAGE_SIZE, cursor: null }),
  );
}

export function useRequestPages(type: RequestType, query: ServerQuery): PagedQuery<RequestListItem> {
  const fetchPage = useCallback(
    (cursor: string | null) => fetchRequestPage(type, query, { limit: PAGE_SIZE, cursor }),
    [type, query],
  );
  return usePagedQuery(requestListKeys.list(type, query), fetchPage);
}
