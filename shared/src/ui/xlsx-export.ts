// The Excel export's columns, its protection against formula injection and the download; the file itself is
// written by xlsx-writer.ts, fetched only when an export runs.
import type { CellValue } from './table-model.ts';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CellValue;
}

// A spreadsheet would run text starting with these as a formula (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: CellValue): string | number | boolean | Date {
  if (value == null) return '';
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}

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

export function downloadFile(data: Uint8Array, fileName: string): void {
  const blob = new Blob([data as Uint8Array<ArrayBuffer>], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
