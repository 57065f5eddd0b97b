// The Excel file of a dashboard's whole filtered list (POST /request/alfie/active-requests-export).
import type { RequestType } from '@alfie/shared/contracts';
import type { RequestExportWords } from '@alfie/shared/contracts/request-export';
import { alfie } from './alfie.ts';
import type { ServerQuery } from './get-request-page.ts';

/**
 * The whole filtered list in the dashboard's order, written by the API with this remote's words; its dates in the
 * reader's time zone, as the screen shows them. A long list takes seconds: the export button shows its own progress
 * and the page stays usable meanwhile, so the page-wide loader is not raised (its overlay, painted over the whole
 * table, was also the longest frame of an export at 4x CPU).
 */
async function fetchRequestsExport(
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

export const useRequestsExport = () => fetchRequestsExport;
