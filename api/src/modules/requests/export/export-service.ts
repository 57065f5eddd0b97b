// The Excel file of a request dashboard, written here and streamed: the dashboard's filtered list (its WHERE, country
// scope and order, list-service.ts and list-order.ts) read in keyset pages of what the sheet shows (export-rows.ts)
// and written row by row through the shared column model and xlsx stream, so memory holds one page (and the bounded
// table of repeated texts) whatever the length of the list.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { and } from 'drizzle-orm';
import { requestExportSheet, type RequestExportWords } from '@alfie/shared/contracts/request-export';
import { xlsxStream, zoneWallClock } from '@alfie/shared/contracts/xlsx-file';
import type { RequestsExportQuery } from '@alfie/shared/contracts/schemas/request-export';
import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../auth/caller.ts';
import { encodeCursor } from '../../../lib/paging.ts';
import { NodeZipDeflate } from '../../../lib/zip-deflate.ts';
import { dashboardWhere } from '../list/list-service.ts';
import { afterCursor, cursorKey } from '../list/list-order.ts';
import { exportRows } from './export-rows.ts';

/**
 * Requests read per statement. Up to about 600 PostgreSQL joins the page's ids to their rows by primary key; at 1,000
 * it read the whole table for a hash join instead, on every page: 50,400 rows on the 72,000-request database,
 * PostgreSQL's execution time in all 3.7-4.7 s in pages of 1,000, 2.4-2.7 s in pages of 500, 2.6-2.9 s in pages of
 * 250 (the round trips start to count).
 */
export const EXPORT_PAGE_SIZE = 500;

/** Rows written before the event loop gets a turn (about 5 ms of work). */
const ROWS_PER_TURN = 100;

/**
 * zlib's level for the sheet: level 3, nearly as fast as level 1 and smaller; the bytes of a slower network count
 * too (levels 1, 3 and 6 measured in docs/performance.md §9).
 */
const DEFLATE_LEVEL = 3;

export interface ExportOptions {
  words: RequestExportWords;
  timeZone: string;
  pageSize?: number;
  /** Called before each page is read (tests count them). */
  onPage?: () => void;
}

/**
 * The file's bytes as a stream. The filters are checked before it is returned (a bad one is a 400, not a broken
 * file); the pages are read as the reader takes the bytes, and no more once it is destroyed (the client went away).
 */
export function requestsExport(
  db: Db,
  caller: Caller,
  q: RequestsExportQuery,
  { words, timeZone, pageSize = EXPORT_PAGE_SIZE, onPage }: ExportOptions,
): Readable {
  const where = dashboardWhere(caller, q);
  const sheet = requestExportSheet(words);
  async function* bytes(): AsyncGenerator<Buffer> {
    const chunks: Uint8Array[] = [];
    const take = () => Buffer.concat(chunks.splice(0, chunks.length));
    // The sheet's entry, then the shared strings'.
    const entries: NodeZipDeflate[] = [];
    const file = xlsxStream(sheet.headers, (chunk) => chunks.push(chunk), {
      wallClock: zoneWallClock(timeZone),
      deflatedEntry: (name) => {
        const entry = new NodeZipDeflate(name, DEFLATE_LEVEL);
        entries.push(entry);
        return entry;
      },
      encode: (text) => Buffer.from(text, 'utf8'),
    });
    const read = (cursor: string | undefined) => {
      onPage?.();
      const after = afterCursor(q, cursor);
      const page = exportRows(db, after ? and(where, after) : where, pageSize, q);
      // A page read ahead for a reader that went away is never awaited: its failure must not go unhandled.
      page.catch(() => undefined);
      return page;
    };
    try {
      let next = read(undefined);
      for (;;) {
        const rows = await next;
        const last = rows.at(-1);
        const more = rows.length === pageSize && last !== undefined;
        // The next page is read while this one is written: PostgreSQL and Node work at the same time, as the
        // writing gives way every few hundred rows (the page's queries are sent and answered meanwhile, and other
        // calls to this process wait milliseconds, not the whole page).
        if (more) next = read(encodeCursor(cursorKey(q, last.key, last.id)));
        for (let i = 0; i < rows.length; i++) {
          if (i % ROWS_PER_TURN === 0) await setImmediate();
          file.row(sheet.row(rows[i]!.source));
        }
        if (!more) break;
        file.flush();
        await entries[0]?.drained();
        yield take();
      }
      await file.end();
      yield take();
    } finally {
      for (const entry of entries) entry.terminate();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** Content-Disposition of a download: an ASCII fallback name and the exact one (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
