// Keeps an open dashboard current: a request filed meanwhile is put at the top of the list (and announced once),
// an assigned, cancelled or paid one changes its status in place, without a reload.
import { useCallback, useState } from 'react';
import { setQueryData } from '@alfie/shared/api';
import type { Page } from '@alfie/shared/api/paged-query';
import { useRequestEvents, type RequestLiveEvent } from '@alfie/shared/api/request-events';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import { fetchRequestPage, PAGE_SIZE, requestListKeys, type ServerQuery } from '../api/get-request-page.ts';

type ListPage = Page<RequestListItem>;

/** Puts the rows of `fresh` that the list lacks at its top; the list itself when it has them all. */
export function withNewRows(list: ListPage, fresh: RequestListItem[]): ListPage {
  const known = new Set(list.items.map((r) => r.id));
  const added = fresh.filter((r) => !known.has(r.id));
  return added.length
    ? { ...list, items: [...added, ...list.items], total: list.total + added.length }
    : list;
}

/** The list with request `id`'s status changed; the list itself when it does not show that request. */
export function withStatus(list: ListPage, id: number, status: string): ListPage {
  if (!list.items.some((r) => r.id === id && r.status !== status)) return list;
  return { ...list, items: list.items.map((r) => (r.id === id ? { ...r, status } : r)) };
}

/** Listens while the dashboard of `type` is shown (and `live`); answers the ids announced as new, latest last. */
export function useLiveRequests(type: RequestType, query: () => ServerQuery, live = true): number[] {
  const [announced, setAnnounced] = useState<number[]>([]);
  const onEvent = useCallback(
    (message: RequestLiveEvent) => {
      if (message.data.type !== type) return;
      if (message.event !== 'request.created') {
        setQueryData<ListPage>(requestListKeys.lists(type), (list) =>
          withStatus(list, message.data.id, message.data.status),
        );
        return;
      }
      // The event carries no row: the first page in the dashboard's filters and order has it, if it is shown at all.
      const key = requestListKeys.list(type, query());
      fetchRequestPage(type, query(), { limit: PAGE_SIZE, quiet: true }).then(
        (page) => {
          const row = page.items.filter((r) => r.id === message.data.id);
          let added = false;
          setQueryData<ListPage>(key, (list) => {
            const next = withNewRows(list, row);
            added ||= next !== list;
            return next;
          });
          if (added) setAnnounced((ids) => [...ids, message.data.id]);
        },
        // A failed refresh leaves the list as it was; the next event or a reload brings the row.
        () => undefined,
      );
    },
    [type, query],
  );
  useRequestEvents(onEvent, live);
  return announced;
}
