import {
  defaultEnd,
  endCapTooEarly,
  formatItalianDateTime,
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
