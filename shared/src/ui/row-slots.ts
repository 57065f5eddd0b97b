// Keys for the rows a virtualised table shows, so that React reuses their elements when a new answer replaces them.
// Keyed by their own ids, a new sort or filter removed every row in view and created as many: in Chromium's traces at
// 4x CPU that took 15-20 ms of the 35-100 ms task that renders an answer (docs/performance.md). A row still in view
// keeps its slot, so its element stays (and keeps its focus); a row coming into view takes the slot of one gone,
// whose element then shows it.
import { useLayoutEffect, useRef } from 'react';

/** Slots for `keys` (unique), given the slots of the last render; kept rows first, then the freed slots reused. */
export function assignSlots(
  keys: readonly (string | number)[],
  previous: ReadonlyMap<string | number, number>,
): Map<string | number, number> {
  const slots = new Map<string | number, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined) {
      slots.set(key, slot);
      taken.add(slot);
    }
  }
  const free = [...previous.values()].filter((s) => !taken.has(s)).sort((a, b) => a - b);
  let next = Math.max(-1, ...previous.values()) + 1;
  for (const key of keys) if (!slots.has(key)) slots.set(key, free.shift() ?? next++);
  return slots;
}

/**
 * The slot of each key, stable across renders for the keys that stay: worked out from the slots of the last render
 * React committed (kept in a layout effect), so a render it throws away (an interrupted transition) changes nothing.
 */
export function useRowSlots(keys: readonly (string | number)[]): Map<string | number, number> {
  const committed = useRef<Map<string | number, number>>(new Map());
  const slots = assignSlots(keys, committed.current);
  useLayoutEffect(() => {
    committed.current = slots;
  });
  return slots;
}
