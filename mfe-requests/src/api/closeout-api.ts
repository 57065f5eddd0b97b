// The closeout calls of this remote: the list of services whose end has passed (paged; all pages for the Excel
// file), confirming a service, an operator-admin's write-off of what stays owed, recording the PA's payment and the
// decision on a PA's "guest not found".
import { alfie } from './alfie.ts';
import { pageOf, type Page } from '@alfie/shared/api/paged-query';
import type {
  CloseoutItem,
  CloseoutState,
  NoShowDecided,
  OwedWrittenOff,
  ServiceConfirmed,
} from '@alfie/shared/contracts';

export interface CloseoutFilters {
  /** End date bounds, YYYY-MM-DD, or '' for none. */
  from: string;
  to: string;
  state: '' | CloseoutState;
}

export const CLOSEOUT_PAGE_SIZE = 100;
const EXPORT_PAGE_SIZE = 1000;

export async function fetchCloseoutPage(
  filters: CloseoutFilters,
  paging: { limit: number; cursor?: string | null },
): Promise<Page<CloseoutItem>> {
  const res = await alfie.get('/request/alfie/closeout', {
    params: { ...filters, limit: paging.limit, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
  });
  return pageOf(res);
}

/** The whole filtered list, page after page, for the accounting export. */
export async function fetchAllCloseout(filters: CloseoutFilters): Promise<CloseoutItem[]> {
  const all: CloseoutItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<CloseoutItem> = await fetchCloseoutPage(filters, { limit: EXPORT_PAGE_SIZE, cursor });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** The reason is sent when there is one (required by the API when the PA reported no end). */
export async function confirmService(
  requestId: number,
  actualEndDatetime: string,
  reason = '',
): Promise<ServiceConfirmed> {
  return (
    await alfie.post('/request/alfie/confirm-service', {
      requestId,
      actualEndDatetime,
      ...(reason ? { reason } : {}),
    })
  ).data;
}

export async function markPaPaid(requestId: number): Promise<void> {
  await alfie.post('/payment/alfie/pa-paid', { requestId });
}

export async function writeOffOwed(requestId: number, reason: string): Promise<OwedWrittenOff> {
  return (await alfie.post('/request/alfie/closeout-write-off', { requestId, reason })).data;
}

/** An operator's decision on a PA's "guest not found": confirmed (a late cancellation) or refused. */
export async function decideNoShow(
  requestId: number,
  confirm: boolean,
  note: string,
): Promise<NoShowDecided> {
  return (
    await alfie.post('/request/alfie/no-show-decision', {
      requestId,
      confirm,
      ...(note.trim() ? { note: note.trim() } : {}),
    })
  ).data;
}
