// How the board words time and places: Italian time (the board's clock) in the reader's language.
import { ITALIAN_TIME_ZONE } from '@alfie/shared/contracts';
import { formatDateTime, type DateStyle } from '@alfie/shared/i18n';
import type { DispatchRequest } from '@alfie/shared/contracts/dispatch-board';
import type { BoardView, Slot } from './board-range.ts';

const board = (value: string | Date, style: DateStyle) => formatDateTime(value, style, ITALIAN_TIME_ZONE);

export const timeOf = (iso: string): string => board(iso, 'time');

export const slotLabel = (view: BoardView, slot: Slot): string =>
  board(slot.start, view === 'day' ? 'time' : 'weekday');

export function periodLabel(view: BoardView, from: Date, to: Date): string {
  if (view === 'day') return board(from, 'longDay');
  return `${board(from, 'longDay')} – ${board(new Date(to.getTime() - 1), 'longDay')}`;
}

/** 'Milano, Aeroporto di Milano Linate' (the departure). */
export const placeOf = (r: DispatchRequest): string => [r.city, r.place].filter(Boolean).join(', ');
