// The services whose end has passed, a page at a time (GET /request/alfie/closeout, keyset-paged), under the
// closeout filters.
import { useCallback } from 'react';
import { pageOf, usePagedQuery, type Page, type PagedQuery } from '@alfie/shared/api/paged-query';
import type { CloseoutItem, CloseoutState } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

export interface CloseoutFilters {
  /** End date bounds, YYYY-MM-DD, or '' for none. */
  from: string;
  to: string;
  state: '' | CloseoutState;
}

const CLOSEOUT_PAGE_SIZE = 100;

export async function fetchCloseoutPage(
  filters: CloseoutFilters,
  paging: { limit: number; cursor?: string | null },
): Promise<Page<CloseoutItem>> {
  const res = await alfie.get('/request/alfie/closeout', {
    params: { ...filters, limit: paging.limit, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
  });
  return pageOf(res);
}

export function useCloseoutPages(filters: CloseoutFilters): PagedQuery<CloseoutItem> {
  const fetchPage = useCallback(
    (cursor: string | null) => fetchCloseoutPage(filters, { limit: CLOSEOUT_PAGE_SIZE, cursor }),
    [filters],
  );
  return usePagedQuery(['requests', 'closeout', { ...filters }], fetchPage);
}
