// How the board words time and places: Italian time (the board's clock) in the reader's language.
import { ITALIAN_TIME_ZONE } from '@alfie/shared/contracts';
import type { DispatchRequest } from '@alfie/shared/contracts/dispatch-board';
import type { BoardView, Slot } from './board-range.ts';

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: ITALIAN_TIME_ZONE, ...options });

export function timeOf(locale: string, iso: string): string {
  return format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

export function slotLabel(locale: string, view: BoardView, slot: Slot): string {
  return view === 'day'
    ? format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(slot.start)
    : format(locale, { weekday: 'short', day: 'numeric', month: 'numeric' }).format(slot.start);
}

export function periodLabel(locale: string, view: BoardView, from: Date, to: Date): string {
  const long = format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  if (view === 'day') return long.format(from);
  return `${long.format(from)} – ${long.format(new Date(to.getTime() - 1))}`;
}

/** 'Milano, Aeroporto di Milano Linate' (the departure). */
export const placeOf = (r: DispatchRequest): string => [r.city, r.place].filter(Boolean).join(', ');
