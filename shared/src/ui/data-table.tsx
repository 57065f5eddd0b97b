// DataTable: a captioned table with select filters, sortable headers, an empty state and virtualised long pages.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { TableFilters } from './table-filters.tsx';
import { TableRow } from './table-row.tsx';
import { VirtualRows } from './virtual-rows.tsx';
import { filterRows, sortRows } from './table-model.ts';
import type { DataTableColumn, FilterState, SortState } from './table-model.ts';
import './ui.css';

const NO_FILTERS: FilterState = {};
/** Height in px of a virtualised table's scroll box, unless the caller says otherwise. */
export const DATA_TABLE_HEIGHT = 560;

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  selectedKey?: string | number | null;
  initialSort?: SortState | null;
  /** Controlled sort: with `onSortChange` the caller sorts (e.g. the whole list on the server) and rows are shown as given. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Controlled filters: with `onFiltersChange` the caller filters (e.g. on the server) and rows are shown as given. */
  filters?: FilterState;
  onFiltersChange?: (filters: FilterState) => void;
  emptyMessage?: string;
  /** Shown beside the filters, e.g. an ExportButton. */
  toolbar?: ReactNode;
  /** Above this many rows only the visible ones are rendered. */
  virtualizeOver?: number;
  height?: number;
  rowHeight?: number;
  /** New rows are loading: the rows shown are still the previous ones (aria-busy). */
  busy?: boolean;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, onRowClick, selectedKey, emptyMessage, toolbar } = props;
  const { virtualizeOver = 100, height = DATA_TABLE_HEIGHT, rowHeight = 44 } = props;
  const { t } = useTranslation('common');
  const [ownSort, setOwnSort] = useState<SortState | null>(props.initialSort ?? null);
  const sortControlled = Boolean(props.onSortChange);
  const sort = sortControlled ? (props.sort ?? null) : ownSort;
  const [ownFilters, setOwnFilters] = useState<FilterState>({});
  const controlled = Boolean(props.onFiltersChange);
  const filters = controlled ? (props.filters ?? NO_FILTERS) : ownFilters;
  // State, not a ref: the box is attached after its rows' layout effects ran, so a ref read there is still empty
  // and the virtualiser would first observe the box on a later update (a new sort or filter), forcing the layout of
  // the new rows in the middle of that commit. With the box as state the rows update once it is attached, while
  // the page is first laid out anyway.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);

  const shown = useMemo(() => {
    const filtered = controlled ? [...rows] : filterRows(rows, columns, filters);
    return sortControlled ? filtered : sortRows(filtered, columns, sort);
  }, [rows, columns, filters, sort, controlled, sortControlled]);

  const toggleSort = (columnId: string) => {
    const next: SortState =
      sort?.columnId === columnId && sort.direction === 'asc'
        ? { columnId, direction: 'desc' }
        : { columnId, direction: 'asc' };
    if (props.onSortChange) props.onSortChange(next);
    else setOwnSort(next);
  };

  const virtual = shown.length > virtualizeOver;
  const fixed = columns.length > 0 && columns.every((c) => c.width);
  return (
    <div className="alfie-ui">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          flexWrap: 'wrap',
          gap: '1rem',
        }}
      >
        <TableFilters columns={columns} filters={filters} onChange={props.onFiltersChange ?? setOwnFilters} />
        {toolbar}
      </div>
      <div
        ref={setScrollBox}
        className="alfie-table-scroll"
        style={virtual ? { maxHeight: height } : undefined}
        tabIndex={virtual ? 0 : undefined}
        aria-label={virtual ? caption : undefined}
        role={virtual ? 'region' : undefined}
      >
        <table className={fixed ? 'alfie-table alfie-table--fixed' : 'alfie-table'} aria-busy={props.busy}>
          <caption>{caption}</caption>
          {fixed && (
            <colgroup>
              {columns.map((c) => (
                <col key={c.id} style={{ width: c.width }} />
              ))}
            </colgroup>
          )}
          <thead>
            <tr>
              {columns.map((c) => {
                const direction = sort?.columnId === c.id ? sort.direction : null;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortable === false ? (
                      c.header
                    ) : (
                      <button
                        type="button"
                        className="alfie-table-sort"
                        onClick={() => toggleSort(c.id)}
                        title={t('TABLE.SORT_BY', { column: c.header })}
                      >
                        {c.header}
                        <span aria-hidden="true">
                          {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {virtual ? (
            <VirtualRows
              rows={shown}
              columns={columns}
              rowKey={rowKey}
              scrollBox={scrollBox}
              height={height}
              rowHeight={rowHeight}
              onRowClick={onRowClick}
              selectedKey={selectedKey}
            />
          ) : (
            <tbody>
              {shown.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  row={row}
                  columns={columns}
                  onClick={onRowClick}
                  selected={selectedKey === rowKey(row)}
                />
              ))}
            </tbody>
          )}
        </table>
      </div>
      {shown.length === 0 && <EmptyState message={emptyMessage} />}
    </div>
  );
}
