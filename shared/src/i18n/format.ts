// Dates and money formatted with Intl in the current locale.
import { currentLocale } from './i18n.ts';

const TAGS = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' } as const;
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

// Making an Intl formatter costs far more than using one (it loads the locale's data): a table of a hundred
// rows with two dates each made two hundred of them on every render. Kept per locale and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDateTime(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = SHORT_DATE_TIME,
): string {
  if (value == null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(options).format(date);
}

function dateFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = TAGS[currentLocale()];
  const key = options === SHORT_DATE_TIME ? `d|${tag}` : `d|${tag}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(tag, options));
}

/**
 * Makes the current language's date formatter when the page is idle. A page's first Intl.DateTimeFormat loads the
 * engine's locale, calendar and time-zone data, a long task on a phone (docs/performance.md §9), once per page. A screen that opens on a table of dates calls this while its first calls are in flight,
 * so that cost is paid in that wait rather than in the task that renders the rows.
 */
export function prepareDateFormat(): void {
  const make = () => void dateFormatter(SHORT_DATE_TIME);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(make, { timeout: 2000 });
  else setTimeout(make, 0);
}

export function formatMoney(amount: number, currency = 'EUR'): string {
  const tag = TAGS[currentLocale()];
  return cached(
    `m|${tag}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: 'currency', currency }),
  ).format(amount);
}
