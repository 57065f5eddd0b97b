// The board's periods in Italian time: midnights, the days the clocks change, Monday weeks, and the slot a request
// is drawn in.
import { boardRange, covers, italianDayOf, slotOf, urgentRange } from './board-range.ts';

const HOUR = 3_600_000;

it('a day runs from Italian midnight to the next in hourly slots, 23 or 25 when the clocks change', () => {
  const day = boardRange('day', { y: 2026, m: 11, d: 23 });
  expect(day.from.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  expect(day.to.toISOString()).toBe('2026-11-23T23:00:00.000Z');
  expect(day.slots).toHaveLength(24);
  expect(boardRange('day', { y: 2026, m: 3, d: 29 }).slots).toHaveLength(23);
  expect(boardRange('day', { y: 2026, m: 10, d: 25 }).slots).toHaveLength(25);
});

it('a week runs Monday to Monday in daily slots, 169 hours when the clocks go back (the API allows it)', () => {
  const week = boardRange('week', { y: 2026, m: 11, d: 26 });
  expect(week.from.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  expect(week.slots).toHaveLength(7);
  const dst = boardRange('week', { y: 2026, m: 10, d: 22 });
  expect((dst.to.getTime() - dst.from.getTime()) / HOUR).toBe(169);
  // Sunday belongs to the week that began the Monday before.
  expect(boardRange('week', { y: 2026, m: 11, d: 29 }).from).toEqual(week.from);
});

it("reads an instant's Italian day, also after 23:00 UTC", () => {
  expect(italianDayOf(new Date('2026-11-23T23:30:00Z'))).toEqual({ y: 2026, m: 11, d: 24 });
});

it('draws a request in the slot it starts in, or the first one when it began earlier', () => {
  const { slots } = boardRange('day', { y: 2026, m: 11, d: 23 });
  expect(slotOf(slots, '2026-11-23T08:30:00.000Z')).toBe(9);
  expect(slotOf(slots, '2026-11-22T20:00:00.000Z')).toBe(0);
  const item = { startDatetime: '2026-11-23T08:30:00.000Z', endDatetime: '2026-11-23T10:00:00.000Z' };
  expect(slots.map((s) => covers(s, item)).flatMap((c, i) => (c ? [i] : []))).toEqual([9, 10]);
});

it('the urgent section asks from the start of the current hour over 7 days', () => {
  const r = urgentRange(new Date('2026-11-23T10:42:10Z'));
  expect(r.from.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  expect(r.to.getTime() - r.from.getTime()).toBe(7 * 24 * HOUR);
});
