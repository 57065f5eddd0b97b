// Writes rows to an .xlsx file with SheetJS, loaded only when needed; never used to read files.
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

export async function buildXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName = 'Sheet1',
): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(toSheetRows(columns, rows), { cellDates: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}

export function downloadFile(data: ArrayBuffer, fileName: string): void {
  const blob = new Blob([data], {
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
