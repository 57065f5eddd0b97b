// Dates and money formatted with Intl in the current locale.
import { currentLocale } from './i18n.ts';

const TAGS = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' } as const;

export function formatDateTime(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' },
): string {
  if (value == null || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(TAGS[currentLocale()], options).format(date);
}

export function formatMoney(amount: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(TAGS[currentLocale()], { style: 'currency', currency }).format(amount);
}
