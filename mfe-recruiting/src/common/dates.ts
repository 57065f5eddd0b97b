// Dates of the recruiting tables and panels: day or day and minute, or null when missing or invalid (the screens
// then say 'incorrect date').
import { formatDayMinute } from '@alfie/shared/contracts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** dd/mm/yyyy hh:mm in the viewer's time zone (companies' application date). */
export const dayMinute = (value: string | null | undefined): string | null => formatDayMinute(value);

/** dd/mm/yyyy; a calendar date ('1990-04-12', e.g. a birth date) is shown as written, whatever the time zone. */
export function day(value: string | null | undefined): string | null {
  const m = value ? DATE_ONLY.exec(value) : null;
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  return formatDayMinute(value)?.slice(0, 10) ?? null;
}

/** Sort key of a date cell: its instant, or null so that missing dates sort last. */
export function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
