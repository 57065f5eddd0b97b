// What goes into an exported cell: the column model of an export and the protection against formula injection.
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
