// The whole filtered closeout list for the accounting export: GET /request/alfie/closeout, page after page.
import type { Page } from '@alfie/shared/api/paged-query';
import type { CloseoutItem } from '@alfie/shared/contracts';
import { fetchCloseoutPage, type CloseoutFilters } from './get-closeout-page.ts';

const EXPORT_PAGE_SIZE = 1000;

async function fetchAllCloseout(filters: CloseoutFilters): Promise<CloseoutItem[]> {
  const all: CloseoutItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<CloseoutItem> = await fetchCloseoutPage(filters, { limit: EXPORT_PAGE_SIZE, cursor });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export const useCloseoutExport = () => fetchAllCloseout;
