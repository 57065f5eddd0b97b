// Arrow keys on the board: Left/Right move to the previous or next request of the lane, Up/Down to the nearest
// request (by column) of the lane above or below, Home/End to the lane's first or last. Tab still walks every link.
import type { KeyboardEvent } from 'react';

const ITEM = 'a[data-board-item]';
const itemsOf = (row: Element) => [...row.querySelectorAll<HTMLAnchorElement>(ITEM)];
const columnOf = (a: HTMLElement) => (a.closest('td') as HTMLTableCellElement | null)?.cellIndex ?? 0;

function nearest(items: HTMLAnchorElement[], column: number): HTMLAnchorElement | undefined {
  let best: HTMLAnchorElement | undefined;
  for (const a of items)
    if (!best || Math.abs(columnOf(a) - column) < Math.abs(columnOf(best) - column)) best = a;
  return best;
}

function vertical(rows: HTMLTableRowElement[], from: number, step: 1 | -1, column: number) {
  for (let r = from + step; r >= 0 && r < rows.length; r += step) {
    const found = nearest(itemsOf(rows[r]!), column);
    if (found) return found;
  }
  return undefined;
}

export function moveBetweenItems(event: KeyboardEvent<HTMLTableElement>): void {
  const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(ITEM);
  const row = link?.closest('tr');
  if (!link || !row) return;
  const rows = [...(event.currentTarget.tBodies[0]?.rows ?? [])];
  const lane = itemsOf(row);
  const i = lane.indexOf(link);
  const targets: Record<string, () => HTMLAnchorElement | undefined> = {
    ArrowRight: () => lane[i + 1],
    ArrowLeft: () => lane[i - 1],
    Home: () => lane[0],
    End: () => lane.at(-1),
    ArrowDown: () => vertical(rows, rows.indexOf(row), 1, columnOf(link)),
    ArrowUp: () => vertical(rows, rows.indexOf(row), -1, columnOf(link)),
  };
  const next = targets[event.key]?.();
  if (!next) return;
  event.preventDefault();
  next.focus();
}
