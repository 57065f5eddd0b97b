// The calls of this remote (docs/product.md §7), through the one shared API client.
import { alfie } from './alfie.ts';
import { pageOf, type Page } from '@alfie/shared/api/paged-query';
import type { PaOffer, RequestDetail, RequestListItem, RequestType } from '@alfie/shared/contracts';
import type { RequestExportWords } from '@alfie/shared/contracts/request-export';
import type { ServerFilters, ServerSort } from '../requests/filters.ts';

export type RequestPage = Page<RequestListItem>;

/**
 * Rows per page of a dashboard (the first page and each "load more"): three screens of the table. A page of 100 was
 * the last answer a phone waited for before the dashboard's first rows (docs/performance.md).
 */
export const PAGE_SIZE = 50;

/** The filters and the sort, as GET active-requests takes them. */
export type ServerQuery = ServerFilters & ServerSort;

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

/**
 * The Excel file of the whole filtered list in the dashboard's order, written by the API with this remote's words;
 * its dates in the reader's time zone, as the screen shows them. A long list takes seconds: the export button shows
 * its own progress and the page stays usable meanwhile, so the page-wide loader is not raised (its overlay, painted
 * over the whole table, was also the longest frame of an export at 4x CPU).
 */
export async function fetchRequestsExport(
  type: RequestType,
  filters: ServerQuery,
  words: RequestExportWords & { fileName: string },
): Promise<Blob> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const res = await alfie.post(
    '/request/alfie/active-requests-export',
    { ...words, timeZone },
    { params: { type, ...filters }, responseType: 'blob', skipLoader: true },
  );
  // A file: the document describes no JSON for it, the client answers the blob it was asked for.
  return res.data as Blob;
}

export async function fetchRequestCities(type: RequestType): Promise<string[]> {
  return (await alfie.get('/request/alfie/requests-cities', { params: { type } })).data;
}

export async function fetchRequestDetail(id: number): Promise<RequestDetail> {
  return (await alfie.get('/Request/alfie/request-detail', { params: { id } })).data;
}

export async function fetchOffers(id: number): Promise<PaOffer[]> {
  return (await alfie.get('/PersonalAssistant/alfie/personal-assistant-by-request', { params: { id } })).data;
}

export async function assignRequest(requestId: number, personalAssistantId: number): Promise<void> {
  await alfie.post('/Request/alfie/assign-request', { requestId, personalAssistantId });
}
