// Dates of the recruiting tables and panels: day or day and minute, or null when missing or invalid (the screens
// then say 'incorrect date').
import { formatDateTime, formatDay } from '@alfie/shared/i18n';

/** Day and minute in the viewer's time zone (companies' application date). */
export const dayMinute = (value: string | null | undefined): string | null => formatDateTime(value) || null;

/** The day; a calendar date ('1990-04-12', e.g. a birth date) is shown as written, whatever the time zone. */
export const day = (value: string | null | undefined): string | null => formatDay(value) || null;

/** Sort key of a date cell: its instant, or null so that missing dates sort last. */
export function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
