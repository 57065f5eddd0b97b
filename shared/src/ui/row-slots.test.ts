import { assignSlots } from './row-slots.ts';

const slotsOf = (keys: (string | number)[], previous = new Map<string | number, number>()) =>
  assignSlots(keys, previous);

it('numbers the first rows in order', () => {
  expect([...slotsOf(['a', 'b', 'c'])]).toEqual([
    ['a', 0],
    ['b', 1],
    ['c', 2],
  ]);
});

it('gives the rows of a new answer the slots of the rows they replace, so their elements are reused', () => {
  const first = slotsOf(['a', 'b', 'c']);
  const next = slotsOf(['x', 'y', 'z'], first);
  expect([...next.values()]).toEqual([0, 1, 2]);
});

it('keeps the slot of a row still in view, wherever it moves, and gives a new row the slot of the one gone', () => {
  const first = slotsOf(['a', 'b', 'c']);
  // A live request at the top pushes c out of view.
  const next = slotsOf(['n', 'a', 'b'], first);
  expect(next.get('a')).toBe(0);
  expect(next.get('b')).toBe(1);
  expect(next.get('n')).toBe(2);
});

it('adds slots when more rows are in view, and never gives two rows the same slot', () => {
  const first = slotsOf(['a', 'b']);
  const next = slotsOf(['b', 'c', 'd', 'e'], first);
  expect(next.get('b')).toBe(1);
  expect(new Set(next.values()).size).toBe(4);
  expect([...next.values()].sort()).toEqual([0, 1, 2, 3]);
});
