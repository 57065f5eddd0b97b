import {
  defaultEnd,
  endCapTooEarly,
  formatItalianDateTime,
  isCalendarDate,
  isClockTime,
  isIsoDateTime,
  isOngoing,
  parseItalianDateTime,
} from './dates.ts';
import { requestTimesIssue } from './schemas/request-rules.ts';

describe('Italian dashboard dates', () => {
  it('parses dd/MM/yyyy, HH:mm as Italian local time in winter and summer', () => {
    expect(parseItalianDateTime('15/01/2026, 10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(parseItalianDateTime('15/07/2026, 10:00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(parseItalianDateTime('15/07/2026 10:00:30')?.toISOString()).toBe('2026-07-15T08:00:30.000Z');
  });

  it('refuses malformed or impossible dates', () => {
    for (const bad of [
      '',
      '2026-01-15',
      '31/02/2026, 10:00',
      '15/13/2026, 10:00',
      '15/01/2026, 25:00',
      "15/01/2026, 10:00' OR 1=1",
    ]) {
      expect(parseItalianDateTime(bad)).toBeNull();
    }
  });

  it('formats back what it parses', () => {
    for (const s of ['01/03/2026, 00:05', '25/10/2026, 23:59', '29/02/2028, 12:00']) {
      expect(formatItalianDateTime(parseItalianDateTime(s)!)).toBe(s);
    }
  });
});

describe('request times', () => {
  it('sets the default end one hour after the start, capped at hour 23', () => {
    expect(defaultEnd(new Date(2026, 5, 1, 10, 30)).getTime()).toBe(new Date(2026, 5, 1, 11, 30).getTime());
    expect(defaultEnd(new Date(2026, 5, 1, 22, 45)).getHours()).toBe(23);
    expect(endCapTooEarly(new Date(2026, 5, 1, 22, 45))).toBe(false);
  });

  it('proposes a valid end, on the next day, when the hour-23 cap would leave less than an hour', () => {
    for (const minute of [0, 15, 30, 59]) {
      const start = new Date(2026, 5, 1, 23, minute);
      expect(endCapTooEarly(start)).toBe(true);
      expect(requestTimesIssue(start, defaultEnd(start), new Date(2026, 5, 1, 12))).toBeNull();
      expect(defaultEnd(start).getTime()).toBe(new Date(2026, 5, 2, 0, minute).getTime());
    }
  });

  it('says a request is ongoing while its end is later than now', () => {
    const now = new Date('2026-10-25T01:30:00Z');
    expect(isOngoing('2026-10-25T01:31:00Z', now)).toBe(true);
    expect(isOngoing('2026-10-25T01:30:00Z', now)).toBe(false);
  });
});

describe('strict ISO dates', () => {
  it('takes real days, times of day and instants with their zone', () => {
    for (const good of ['2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01'])
      expect(isCalendarDate(good)).toBe(true);
    for (const good of ['00:00', '23:59', '23:59:59']) expect(isClockTime(good)).toBe(true);
    for (const good of [
      '2026-11-28T21:00Z',
      '2026-11-28T21:00:00Z',
      '2026-11-28T21:00:00.123Z',
      '2026-11-28T21:00:00.123456+01:00',
      '2026-11-28T21:00:00-0530',
    ])
      expect(isIsoDateTime(good)).toBe(true);
  });

  it('refuses impossible days, loose formats, trailing text and what Date would roll over', () => {
    for (const bad of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '0000-01-01']) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(isIsoDateTime(`${bad}T10:00:00Z`)).toBe(false);
    }
    for (const bad of ['2026-1-5', '2026-01-05 ', ' 2026-01-05', '2026-01-05x', '20260105', '05/01/2026'])
      expect(isCalendarDate(bad)).toBe(false);
    for (const bad of ['24:00', '25:00', '10:60', '10:00:60', '9:00', '10:00x'])
      expect(isClockTime(bad)).toBe(false);
    for (const bad of [
      '2026-11-28T25:00Z',
      '2026-11-28T24:00:00Z',
      '2026-11-28T21:00',
      '2026-11-28',
      '2026-11-28 21:00:00Z',
      '2026-11-28T21:00:00Zjunk',
      '2026-11-28T21:00:00+25:00',
      'Nov 27 2026 21:00 GMT',
      '2026-11-28T21:00:00.1234567890Z',
    ])
      expect(isIsoDateTime(bad)).toBe(false);
  });
});
