import { changeLocale, initI18n } from '@alfie/shared/i18n';
import { day, dayMinute, instant } from './dates.ts';

beforeAll(() => initI18n('en'));
afterAll(() => changeLocale('en'));

it('shows company dates as day and minute in the viewer’s time zone, as the language writes them', async () => {
  expect(dayMinute(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('05/03/2026, 09:07');
  expect(dayMinute(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('31/12/2025, 23:59');
  await changeLocale('fr');
  expect(dayMinute(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('05/03/2026 09:07');
  await changeLocale('en');
});

it('shows days as dd/mm/yyyy; a calendar date stays the written day in every time zone', () => {
  expect(day('1990-04-12')).toBe('12/04/1990');
  expect(day(new Date(2026, 0, 2, 0, 30).toISOString())).toBe('02/01/2026');
});

it('gives null for a missing or invalid date, so the screens say “incorrect date”', () => {
  for (const value of [null, undefined, '', 'not a date']) {
    expect(day(value)).toBeNull();
    expect(dayMinute(value)).toBeNull();
    expect(instant(value)).toBeNull();
  }
  expect(instant('2026-01-01T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 1));
});
