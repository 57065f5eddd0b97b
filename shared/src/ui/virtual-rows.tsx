// Table body that renders only the rows in view, for long pages (hundreds or thousands of rows).
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { DataTableColumn } from './table-model.ts';
import { TableRow } from './table-row.tsx';

export interface VirtualRowsProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  scrollBox: HTMLDivElement | null;
  height: number;
  rowHeight: number;
  onRowClick?: (row: T) => void;
  selectedKey?: string | number | null;
}

export function VirtualRows<T>({
  rows,
  columns,
  rowKey,
  scrollBox,
  height,
  rowHeight,
  onRowClick,
  selectedKey,
}: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => rowHeight,
    // A few rows past each edge: keyboard and wheel scrolling show no blank rows, and a new sort or filter renders
    // little more than the rows in view.
    overscan: 5,
    // Lets the first screen render before the container has been measured (and in tests, where nothing is).
    initialRect: { width: 1024, height },
    // A box not laid out (hidden, or a test's DOM without layout) measures 0 high: a screenful is rendered then,
    // not nothing.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { width: rect.width || 1024, height }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody>
      {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <TableRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            onClick={onRowClick}
            selected={selectedKey === rowKey(row)}
            index={item.index}
          />
        );
      })}
      {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
    </tbody>
  );
}
