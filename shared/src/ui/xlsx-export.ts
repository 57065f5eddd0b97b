// The Excel export: the rows as the sheet holds them, the file (written by xlsx-writer.ts, fetched only when an
// export runs) and its download.
import { neutraliseCell, XLSX_MEDIA_TYPE, type ExportColumn } from '../contracts/sheet-cells.ts';

export { neutraliseCell, type ExportColumn };

export function toSheetRows<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): (string | number | boolean | Date)[][] {
  return [
    columns.map((c) => neutraliseCell(c.header)),
    ...rows.map((row) => columns.map((c) => neutraliseCell(c.value(row)))),
  ];
}

/** The .xlsx file of the rows, written in slices that leave the page responsive (see xlsx-writer.ts). */
export async function buildXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName = 'Sheet1',
): Promise<Uint8Array> {
  const { writeXlsx } = await import('./xlsx-writer.ts');
  return writeXlsx(columns, rows, sheetName);
}

export function downloadFile(data: Uint8Array | Blob, fileName: string): void {
  const blob =
    data instanceof Blob ? data : new Blob([data as Uint8Array<ArrayBuffer>], { type: XLSX_MEDIA_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
