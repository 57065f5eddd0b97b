// One DataTable row: clickable with the mouse and with Enter or Space when it has an action. Memoised: a change of
// the table's filters, sort or loading state does not re-render the rows it already shows.
import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import { displayCell } from './table-model.ts';
import type { DataTableColumn } from './table-model.ts';

export interface TableRowProps<T> {
  row: T;
  columns: readonly DataTableColumn<T>[];
  onClick?: (row: T) => void;
  selected?: boolean;
  index?: number;
}

function TableRowOf<T>({ row, columns, onClick, selected, index }: TableRowProps<T>) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (onClick && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onClick(row);
    }
  };
  return (
    <tr
      className={onClick ? 'alfie-row--clickable' : undefined}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick ? () => onClick(row) : undefined}
      onKeyDown={onClick ? onKeyDown : undefined}
      aria-selected={onClick ? Boolean(selected) : undefined}
      data-index={index}
    >
      {columns.map((c) => (
        <td key={c.id}>{c.render ? c.render(row) : displayCell(c.value(row))}</td>
      ))}
    </tr>
  );
}

export const TableRow = memo(TableRowOf) as typeof TableRowOf;
