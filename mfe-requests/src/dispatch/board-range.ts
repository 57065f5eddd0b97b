// The board's periods in Italian time (the product's reference clock): a day of hourly slots or a week, Monday to
// Sunday, of daily slots. Midnights come from the shared Italian-time parser, so a day when the clocks change has
// 23 or 25 hours and a week 167 or 169, as the API's 7-day limit allows.
import { formatItalianDateTime, parseItalianDateTime } from '@alfie/shared/contracts';

export type BoardView = 'day' | 'week';
/** A calendar day in Italy. */
export interface Day {
  y: number;
  m: number;
  d: number;
}
export interface Slot {
  start: Date;
  end: Date;
}
export interface BoardRange {
  from: Date;
  to: Date;
  slots: Slot[];
}

const HOUR_MS = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function italianDayOf(at: Date): Day {
  const [d, m, y] = formatItalianDateTime(at).slice(0, 10).split('/').map(Number);
  return { y: y!, m: m!, d: d! };
}

export function addDays(day: Day, n: number): Day {
  const at = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() };
}

const midnight = (day: Day): Date => parseItalianDateTime(`${pad(day.d)}/${pad(day.m)}/${day.y}, 00:00`)!;

/** The Monday of the day's week. */
function mondayOf(day: Day): Day {
  const weekday = new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function boardRange(view: BoardView, day: Day): BoardRange {
  if (view === 'week') {
    const days = Array.from({ length: 8 }, (_, i) => midnight(addDays(mondayOf(day), i)));
    return {
      from: days[0]!,
      to: days[7]!,
      slots: days.slice(0, 7).map((start, i) => ({ start, end: days[i + 1]! })),
    };
  }
  const from = midnight(day);
  const to = midnight(addDays(day, 1));
  const hours = Math.round((to.getTime() - from.getTime()) / HOUR_MS);
  const slots = Array.from({ length: hours }, (_, i) => ({
    start: new Date(from.getTime() + i * HOUR_MS),
    end: new Date(from.getTime() + (i + 1) * HOUR_MS),
  }));
  return { from, to, slots };
}

/** The slot a request is shown in: the one its start falls in, or the first for one that began earlier. */
export function slotOf(slots: readonly Slot[], startIso: string): number {
  const start = new Date(startIso).getTime();
  const i = slots.findLastIndex((s) => s.start.getTime() <= start);
  return Math.max(i, 0);
}

/** Whether a request's service covers part of a slot (the PA is busy then). */
export function covers(slot: Slot, item: { startDatetime: string; endDatetime: string }): boolean {
  return (
    new Date(item.startDatetime).getTime() < slot.end.getTime() &&
    new Date(item.endDatetime).getTime() > slot.start.getTime()
  );
}

/** The dashboards' urgent section: from the start of the current hour over the longest range the API allows. */
export function urgentRange(now: Date): { from: Date; to: Date } {
  const from = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return { from, to: new Date(from.getTime() + 7 * 24 * HOUR_MS) };
}
