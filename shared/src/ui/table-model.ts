// Column model of DataTable, and the pure filtering and sorting it applies to rows.
import type { ReactNode } from 'react';
import type { CellValue } from '../contracts/sheet-cells.ts';
import { formatDateTime } from '@alfie/shared/i18n';

export type { CellValue };

export interface ColumnFilter<T> {
  options: readonly { value: string; label: string }[];
  /** The select's label when 'Filter: <header>' would not say what it filters (e.g. a lower bound). */
  label?: string;
  /** Defaults to comparing the column's value as text with the chosen option. */
  match?: (row: T, value: string) => boolean;
}

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The value used to sort, filter and (without `render`) display the cell. */
  value: (row: T) => CellValue;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  filter?: ColumnFilter<T>;
  /**
   * The column's width (a CSS length, e.g. '12rem'). When every column has one the table is laid out from them
   * (table-layout: fixed): the widths no longer follow the rows in view, so they do not jump as a virtualised table
   * scrolls, and new rows are laid out without measuring every cell again. Wider screens share out the extra space
   * in proportion; narrower ones scroll the table sideways.
   */
  width?: string;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export type FilterState = Record<string, string>;

const comparable = (v: CellValue): number | string | null => {
  if (v == null || v === '') return null;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
};

export function compareCells(a: CellValue, b: CellValue): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
}

export function filterRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  filters: FilterState,
): T[] {
  const active = columns.filter((c) => c.filter && filters[c.id]);
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every((c) => {
      const wanted = filters[c.id]!;
      return c.filter!.match ? c.filter!.match(row, wanted) : String(c.value(row) ?? '') === wanted;
    }),
  );
}

/** Sorted copy; empty values go last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState | null,
): T[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((r1, r2) => {
    const a = column.value(r1);
    const b = column.value(r2);
    if (a == null || a === '' || b == null || b === '') return compareCells(a, b);
    return sign * compareCells(a, b);
  });
}

export function displayCell(value: CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return formatDateTime(value);
  return String(value);
}
