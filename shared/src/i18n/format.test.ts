import { changeLocale } from './i18n.ts';
import {
  formatDateTime,
  formatCents,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  prepareDateFormat,
} from './format.ts';

describe('prepareDateFormat', () => {
  const idle: Array<() => void> = [];
  const original = window.requestIdleCallback;
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = (callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    };
  });
  afterEach(async () => {
    window.requestIdleCallback = original;
    jest.restoreAllMocks();
    await changeLocale('it');
  });

  it('makes the current language’s date formatter when the page is idle, and the rows then use it', async () => {
    // A language no other test of this file has formatted in: its formatter does not exist yet.
    await changeLocale('fr');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    prepareDateFormat();
    expect(made).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith(
      'fr-FR',
      expect.objectContaining({ year: 'numeric', minute: '2-digit' }),
    );
    expect(formatDateTime('2026-03-01T09:30:00Z')).toMatch(/^01\/03\/2026 \d\d:30$/);
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('one format per language', () => {
  // Local wall time, so that the expectations hold in every time zone the tests run in.
  const evening = new Date(2026, 11, 20, 14, 45);
  afterAll(() => changeLocale('it'));

  it.each([
    ['it', '20/12/2026, 14:45', '20/12/2026', '14:45', '20 dic 2026'],
    ['en', '20/12/2026, 14:45', '20/12/2026', '14:45', '20 Dec 2026'],
    ['fr', '20/12/2026 14:45', '20/12/2026', '14:45', '20 déc. 2026'],
  ] as const)('dates in %s, the year always with four digits', async (locale, dateTime, date, time, day) => {
    await changeLocale(locale);
    expect(formatDateTime(evening)).toBe(dateTime);
    expect(formatDateTime(evening.toISOString(), 'date')).toBe(date);
    expect(formatDateTime(evening, 'time')).toBe(time);
    expect(formatDateTime(evening, 'day')).toBe(day);
    // A calendar day is the day written, not the day of its UTC midnight in this time zone.
    expect(formatDay('1990-04-12')).toBe('12/04/1990');
  });

  it.each([
    ['it', '38,00\u00a0€', '1234,5', '30%'],
    ['en', '€38.00', '1,234.5', '30%'],
    ['fr', '38,00\u00a0€', '1\u202f234,5', '30\u00a0%'],
  ] as const)('money, numbers and percentages in %s', async (locale, money, number, percent) => {
    await changeLocale(locale);
    expect(formatMoney(38)).toBe(money);
    expect(formatNumber(1234.5)).toBe(number);
    expect(formatPercent(30)).toBe(percent);
  });

  it.each([
    ['it', '15:45', 'domenica 20 dicembre 2026', 'dom 20/12'],
    ['en', '15:45', 'Sunday, 20 December 2026', 'Sun 20/12'],
    ['fr', '15:45', 'dimanche 20 décembre 2026', 'dim. 20/12'],
  ] as const)(
    'a board on Italian time in %s, whatever the reader’s zone',
    async (locale, time, longDay, weekday) => {
      await changeLocale(locale);
      const at = '2026-12-20T14:45:00Z';
      expect(formatDateTime(at, 'time', 'Europe/Rome')).toBe(time);
      expect(formatDateTime(at, 'longDay', 'Europe/Rome')).toBe(longDay);
      expect(formatDateTime(at, 'weekday', 'Europe/Rome')).toBe(weekday);
    },
  );

  it.each([
    ['it', '38,50\u00a0€', '1234,05\u00a0CHF'],
    ['en', '€38.50', 'CHF\u00a01,234.05'],
    ['fr', '38,50\u00a0€', '1\u202f234,05\u00a0CHF'],
  ] as const)('an amount in cents in %s', async (locale, euro, franc) => {
    await changeLocale(locale);
    expect(formatCents(3850)).toBe(euro);
    expect(formatCents(3850, null)).toBe(euro);
    expect(formatCents(123405, 'CHF')).toBe(franc);
    expect(formatCents(null, 'EUR')).toBe('');
  });

  it('says nothing of a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDay(undefined)).toBe('');
  });
});
