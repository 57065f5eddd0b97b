// What goes into an exported cell: the column model of an export and the protection against formula injection.
// In the contracts because the API writes the requests export with the same rules as the screens' own files.

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell's value before it is written: text, number, flag, date, or nothing. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** What a cell holds once neutralised: blanks are '' and formula-like text is quoted. */
export type SheetValue = string | number | boolean | Date;

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CellValue;
}

// A spreadsheet would run text starting with these as a formula (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: CellValue): SheetValue {
  if (value == null) return '';
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}
