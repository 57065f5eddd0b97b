// Dates the API and the screens exchange: the dashboards' `startdate` is Italian local time 'dd/MM/yyyy, HH:mm'.
import { DEFAULT_END_HOUR_CAP, MIN_REQUEST_DURATION_MS } from './constants.ts';
export const ITALIAN_TIME_ZONE = 'Europe/Rome';
const ITALIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})(?::(\d{2}))?$/;

// Made on first use per zone, not when the module loads: a formatter with a time zone loads that zone's data, a long
// task on a phone's main thread, and every remote page loads this module while most never use it.
const formats = new Map<string, Intl.DateTimeFormat>();

/** Fields of an instant's wall time in a time zone (a RangeError for a zone Intl does not know). */
function zoneFields(timeZone: string, date: Date): Record<string, number> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

const romeFields = (date: Date) => zoneFields(ITALIAN_TIME_ZONE, date);

/** Offset of a time zone's wall time from UTC at an instant, in ms. */
export function zoneOffset(timeZone: string, utcMs: number): number {
  const f = zoneFields(timeZone, new Date(utcMs));
  const asUtc = Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

const romeOffset = (utcMs: number) => zoneOffset(ITALIAN_TIME_ZONE, utcMs);

/** Whether Intl knows the IANA time zone (e.g. 'Europe/Rome', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An instant the API sent, read as UTC when it has no zone suffix (createDate has none); null when invalid. */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Parses 'dd/MM/yyyy, HH:mm' as Italian local time; null when malformed or impossible. */
export function parseItalianDateTime(text: string): Date | null {
  const m = ITALIAN_DATE.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy, hh, mi, ss] = m;
  const y = Number(yyyy),
    mo = Number(mm),
    d = Number(dd),
    h = Number(hh),
    min = Number(mi),
    s = Number(ss ?? 0);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || min > 59 || s > 59) return null;
  const guess = Date.UTC(y, mo - 1, d, h, min, s);
  let utc = guess - romeOffset(guess);
  utc = guess - romeOffset(utc);
  const back = romeFields(new Date(utc));
  if (back.day !== d || back.month !== mo || back.year !== y) return null;
  return new Date(utc);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats an instant as Italian local 'dd/MM/yyyy, HH:mm'. */
export function formatItalianDateTime(date: Date): string {
  const f = romeFields(date);
  return `${pad(f.day!)}/${pad(f.month!)}/${f.year}, ${pad(f.hour!)}:${pad(f.minute!)}`;
}

/** The lower bound of a dashboard date filter: `days` back from `now`. */
export function daysBack(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** True when the end-hour cap leaves a start less than the minimum duration on its own day (a start at 23:xx). */
export function endCapTooEarly(start: Date): boolean {
  const capped = new Date(start);
  capped.setHours(Math.min(start.getHours() + 1, DEFAULT_END_HOUR_CAP));
  return capped.getTime() - start.getTime() < MIN_REQUEST_DURATION_MS;
}

/**
 * Default end of a request: start plus one hour on the same day, the hour capped at DEFAULT_END_HOUR_CAP (local
 * time); when the cap would give an end too soon to be valid, the minimum duration after the start (the next day),
 * so the proposed end is always one the customer can send.
 */
export function defaultEnd(start: Date): Date {
  if (endCapTooEarly(start)) return new Date(start.getTime() + MIN_REQUEST_DURATION_MS);
  const end = new Date(start);
  end.setHours(Math.min(start.getHours() + 1, DEFAULT_END_HOUR_CAP));
  return end;
}

/** A request is ongoing while its end is later than now; instants compare the same in every time zone. */
export function isOngoing(endIso: string | Date, now: Date = new Date()): boolean {
  return new Date(endIso).getTime() > now.getTime();
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** Days in a month (1-12) of a year, by arithmetic: Date.UTC would read years 0-99 as 1900-1999. */
const daysInMonth = (y: number, m: number) =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Whether year, month and day name a day that exists (no 31 February, no year 0, which the database refuses). */
function isRealDay(y: number, m: number, d: number): boolean {
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Calendar date 'yyyy-mm-dd' that exists (no 31 February). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Time of day 'HH:mm' or 'HH:mm:ss', 24-hour clock (no 24:00, no 25:00, no 10:60). */
export function isClockTime(text: string): boolean {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  return m !== null && Number(m[1]) <= 23 && Number(m[2]) <= 59 && Number(m[3] ?? 0) <= 59;
}

/** The shape of an instant the API takes (isIsoDateTime also checks the day and the time exist). */
export const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,9})?(Z|[+-](\d{2}):?(\d{2}))$/;

/**
 * An ISO 8601 instant as the API takes it: 'yyyy-mm-ddTHH:mm[:ss[.fff]]' with its zone ('Z' or '±HH:mm'), a day that
 * exists and a real time of day. Date.parse alone takes 'Nov 27 2026 21:00 GMT' and rolls 30 February into March; a
 * time without zone would be read in the server's zone.
 */
export function isIsoDateTime(text: string): boolean {
  const m = ISO_INSTANT.exec(text);
  if (!m || !isCalendarDate(m[1]!) || !isClockTime(m[2]!)) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59)) return false;
  return !Number.isNaN(Date.parse(text));
}

/** Whether someone born on `birthdate` ('yyyy-mm-dd') is `years` old or more on `now`'s calendar day (UTC). */
export function isAtLeastYearsOld(birthdate: string, years: number, now: Date = new Date()): boolean {
  if (!isCalendarDate(birthdate)) return false;
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const today = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()] as const;
  const age = today[0] - y - (today[1] < m || (today[1] === m && today[2] < d) ? 1 : 0);
  return age >= years;
}
