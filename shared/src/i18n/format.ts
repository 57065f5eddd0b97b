// Dates, numbers and money as people read them, in the current language: every screen and every export shows them
// through these functions, so a value looks the same wherever it appears (years always with four digits).
import { currentLocale } from './i18n.ts';

const TAGS = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' } as const;

/** The ways a date is shown. `dateStyle: 'short'` is not one: in Italian it writes the year with two digits. */
export const DATE_STYLES = {
  /** 20/12/2026, 14:45 */
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** 20/12/2026 */
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 14:45 */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 20 dic 2026 */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** dom 20/12: a column of a week */
  weekday: { weekday: 'short', day: 'numeric', month: 'numeric' },
  /** domenica 20 dicembre 2026 */
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

// Making an Intl formatter costs far more than using one (it loads the locale's data): a table of a hundred
// rows with two dates each made two hundred of them on every render. Kept per locale and style.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant in the reader's time zone (or `timeZone`, e.g. a board on Italian time); empty when missing or invalid. */
export function formatDateTime(
  value: string | Date | null | undefined,
  style: DateStyle = 'dateTime',
  timeZone?: string,
): string {
  if (value == null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(style, timeZone).format(date);
}

/** A calendar day ('1990-04-12', a birth date) as written, whatever the reader's time zone; an instant's day too. */
export function formatDay(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return formatDateTime(value, 'date');
  return dateFormatter('date', 'UTC').format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)));
}

function dateFormatter(style: DateStyle, timeZone?: string): Intl.DateTimeFormat {
  const tag = TAGS[currentLocale()];
  return cached(
    `d|${tag}|${style}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(tag, { ...DATE_STYLES[style], ...(timeZone ? { timeZone } : {}) }),
  );
}

/**
 * Makes the current language's date formatter when the page is idle. A page's first Intl.DateTimeFormat loads the
 * engine's locale, calendar and time-zone data, a long task on a phone (docs/performance.md §9), once per page. A
 * screen that opens on a table of dates calls this while its first calls are in flight, so that cost is paid in that
 * wait rather than in the task that renders the rows.
 */
export function prepareDateFormat(): void {
  const make = () => void dateFormatter('dateTime');
  if (typeof requestIdleCallback === 'function') requestIdleCallback(make, { timeout: 2000 });
  else setTimeout(make, 0);
}

/** An amount in currency units (38.5 is € 38.50): the currency's symbol and decimals where the language puts them. */
export function formatMoney(amount: number, currency = 'EUR'): string {
  const tag = TAGS[currentLocale()];
  return cached(
    `m|${tag}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: 'currency', currency }),
  ).format(amount);
}

/**
 * An amount in cents, as the API keeps money (3850 is € 38.50), formatted as formatMoney does; a missing amount (not
 * known yet) is an empty text, a missing currency is euro.
 */
export function formatCents(cents: number | null, currency?: string | null): string {
  return cents === null ? '' : formatMoney(cents / 100, currency ?? 'EUR');
}

/** A plain number with the language's separators, at most two decimals (1.234,5 in Italian, 1,234.5 in English). */
export function formatNumber(value: number): string {
  const tag = TAGS[currentLocale()];
  return cached(`n|${tag}`, () => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(value);
}

/** A percentage given in hundredths (30 is 30 %), spaced as the language spaces it. */
export function formatPercent(value: number): string {
  const tag = TAGS[currentLocale()];
  return cached(
    `p|${tag}`,
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(value / 100);
}
