// The open requests the PA has loaded so far (GET /pa/alfie/open-requests, keyset pages of OPEN_PAGE_SIZE), with
// loading, error, more and retry.
import { prefetchQuery, setQueryData } from '@alfie/shared/api';
import { pageOf, usePagedQuery, type Page, type PagedQuery } from '@alfie/shared/api/paged-query';
import type { OpenRequestItem } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

const KEY = ['pa', 'open-requests'] as const;
const OPEN_PAGE_SIZE = 20;

async function fetchOpenRequests(cursor: string | null): Promise<Page<OpenRequestItem>> {
  const res = await alfie.get('/pa/alfie/open-requests', {
    params: { limit: OPEN_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });
  return pageOf(res);
}

export interface OpenRequests extends PagedQuery<OpenRequestItem> {
  /** Marks one request as offered or not after the PA's action. */
  setOffered: (requestId: number, offered: boolean) => void;
}

/** The list's first page, under the key useOpenRequests reads: the page's first call, started early. */
export function preloadOpenRequests(): void {
  prefetchQuery(KEY, () => fetchOpenRequests(null));
}

export function useOpenRequests(): OpenRequests {
  const list = usePagedQuery(KEY, fetchOpenRequests);
  return {
    ...list,
    setOffered: (requestId, offered) =>
      setQueryData<Page<OpenRequestItem>>(KEY, (page) => ({
        ...page,
        items: page.items.map((item) => (item.id === requestId ? { ...item, offered } : item)),
      })),
  };
}
