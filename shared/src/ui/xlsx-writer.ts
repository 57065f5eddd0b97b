// Writes an .xlsx file (one sheet) in slices on the main thread: the sheet's rows are made for a few milliseconds at a
// time and compressed as they come (contracts/xlsx-file.ts), yielding to the browser between slices, so a list of
// thousands of rows never blocks the page for long. Loaded only when an export runs (see xlsx-export.ts).
import type { ExportColumn } from '../contracts/sheet-cells.ts';
import { xlsxStream } from '../contracts/xlsx-file.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/** Work done between two yields to the browser, in milliseconds: rows are made for this long, then compressed. */
const SLICE_MS = 15;
/** Rows made before the clock is read again. */
const ROWS_PER_CHECK = 25;

/** The file's bytes; each value goes through neutraliseCell (text a spreadsheet would run as a formula). */
export async function writeXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName = 'Sheet1',
  { sliceMs = SLICE_MS }: { sliceMs?: number } = {},
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const file = xlsxStream(
    columns.map((c) => c.header),
    (chunk) => chunks.push(chunk),
    { sheetName, rows: rows.length },
  );
  let next = 0;
  while (next < rows.length) {
    const sliceStart = performance.now();
    do {
      const end = Math.min(next + ROWS_PER_CHECK, rows.length);
      for (; next < end; next++) {
        const row = rows[next]!;
        file.row(columns.map((c) => c.value(row)));
      }
    } while (next < rows.length && performance.now() - sliceStart < sliceMs);
    file.flush();
    await yieldToBrowser();
  }
  await file.end();
  const size = chunks.reduce((sum, c) => sum + c.length, 0);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.length;
  }
  return bytes;
}
