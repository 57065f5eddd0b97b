// Table body that renders only the rows in view, for long pages (hundreds or thousands of rows), with TanStack
// Virtual's core. The core is not part of a page's first load, where it was a third of the dashboard's
// page chunk (docs/performance.md): until it arrives the body shows what the core shows with the box at its top, where a table
// starts, and it is fetched a moment after the rows are first shown, or at once when the box is scrolled, touched or
// focused. The same <tbody> and rows stay when it takes over: nothing moves, and a focused row keeps its focus.
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as VirtualCore from '@tanstack/virtual-core';
import type { DataTableColumn } from './table-model.ts';
import { TableRow } from './table-row.tsx';
import { useRowSlots } from './row-slots.ts';

/** How long after the rows are first shown the core is fetched, unless the box is used first; tests change it. */
export const VIRTUALIZER_AFTER = { ms: 1000 };

/**
 * A few rows past each edge: keyboard and wheel scrolling show no blank rows, and a new sort or filter renders
 * little more than the rows in view.
 */
const OVERSCAN = 5;

/** What makes the box need its virtualiser at once. */
const USE_EVENTS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'focusin'] as const;

type Core = typeof VirtualCore;
type Virtualizer = VirtualCore.Virtualizer<HTMLDivElement, Element>;

let core: Core | undefined;
let coreLoading: Promise<Core> | undefined;

/** Fetches the core once (tests wait on it). */
export function loadCore(): Promise<Core> {
  coreLoading ??= import('@tanstack/virtual-core').then(
    (m) => (core = m),
    (err: unknown) => {
      // A failed fetch is tried again on the next use of the box; meanwhile the first rows stay.
      coreLoading = undefined;
      throw err;
    },
  );
  return coreLoading;
}

function useCore(scrollBox: HTMLDivElement | null): Core | undefined {
  const [loaded, setLoaded] = useState(core);
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    const load = () =>
      void loadCore().then(
        (m) => mounted && setLoaded(m),
        () => undefined,
      );
    const timer = setTimeout(load, VIRTUALIZER_AFTER.ms);
    for (const type of USE_EVENTS) scrollBox?.addEventListener(type, load, { passive: true });
    return () => {
      mounted = false;
      clearTimeout(timer);
      for (const type of USE_EVENTS) scrollBox?.removeEventListener(type, load);
    };
  }, [loaded, scrollBox]);
  return loaded;
}

/**
 * The core's Virtualizer driven by React as TanStack's own adapter (@tanstack/react-virtual) drives it: options set
 * on every render, `_didMount` and `_willUpdate` in layout effects, a render on every change. None until the core
 * has loaded.
 */
function useVirtualizer(
  loaded: Core | undefined,
  options: Omit<VirtualCore.VirtualizerOptions<HTMLDivElement, Element>, 'onChange'>,
): Virtualizer | null {
  const rerender = useReducer((n: number) => n + 1, 0)[1];
  const instance = useRef<Virtualizer | null>(null);
  const resolved = {
    ...options,
    onChange: (_: Virtualizer, sync: boolean) => (sync ? flushSync(rerender) : rerender()),
  };
  if (loaded && !instance.current) instance.current = new loaded.Virtualizer(resolved);
  instance.current?.setOptions(resolved);
  const current = instance.current;
  useLayoutEffect(() => current?._didMount(), [current]);
  useLayoutEffect(() => {
    current?._willUpdate();
  });
  return current;
}

/** The rows the core shows with the box at its top: those in `height`, and the overscan below them. */
export function topRange(count: number, height: number, rowHeight: number) {
  const shown = Math.min(count, Math.ceil(height / rowHeight) + OVERSCAN);
  return Array.from({ length: shown }, (_, index) => ({
    index,
    start: index * rowHeight,
    end: (index + 1) * rowHeight,
  }));
}

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
  const loaded = useCore(scrollBox);
  const virtualizer = useVirtualizer(loaded, {
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // Lets the first screen render before the container has been measured (and in tests, where nothing is).
    initialRect: { width: 1024, height },
    // A box not laid out (hidden, or a test's DOM without layout) measures 0 high: a screenful is rendered then,
    // not nothing.
    observeElementRect: (instance, onRect) =>
      loaded!.observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { width: rect.width || 1024, height }),
      ),
    observeElementOffset: loaded?.observeElementOffset ?? (() => undefined),
    scrollToFn: loaded?.elementScroll ?? (() => undefined),
  });
  const items = virtualizer?.getVirtualItems() ?? topRange(rows.length, height, rowHeight);
  const total = virtualizer?.getTotalSize() ?? rows.length * rowHeight;
  const top = items[0]?.start ?? 0;
  const bottom = total - (items[items.length - 1]?.end ?? 0);
  const slots = useRowSlots(items.map((item) => rowKey(rows[item.index]!)));
  return (
    <tbody>
      {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
      {items.map((item) => {
        const row = rows[item.index]!;
        const key = rowKey(row);
        return (
          <TableRow
            key={slots.get(key)}
            row={row}
            columns={columns}
            onClick={onRowClick}
            selected={selectedKey === key}
            index={item.index}
          />
        );
      })}
      {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
    </tbody>
  );
}
