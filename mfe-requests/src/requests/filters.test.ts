import { parseItalianDateTime } from '@alfie/shared/contracts';
import { DEFAULT_SORT, startDateFor, toServerFilters, toServerSort } from './filters.ts';

describe('dashboard filters sent to the server', () => {
  const now = new Date('2026-03-29T10:30:00Z'); // the day Italy moves to summer time

  it.each([
    ['last24h', 1],
    ['last7days', 7],
    ['lastMonth', 30],
  ])('%s is %i days back, in Italian time dd/MM/yyyy, HH:mm', (filter, days) => {
    const text = startDateFor(filter, now);
    expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(parseItalianDateTime(text)!.getTime()).toBe(now.getTime() - days * 86_400_000);
  });

  it('writes Italian local time, not UTC', () => {
    expect(startDateFor('last24h', now)).toBe('28/03/2026, 11:30'); // UTC+1 the day before
    expect(startDateFor('last24h', new Date('2026-07-02T10:30:00Z'))).toBe('01/07/2026, 12:30'); // UTC+2
  });

  it('sends nothing for no date, and only known statuses', () => {
    expect(toServerFilters({}, now)).toEqual({ status: '', city: '', startdate: '', dateformat: '' });
    expect(
      toServerFilters({ status: 'assigned', departure: 'Roma', assignmentDate: 'last7days' }, now),
    ).toEqual({
      status: 'assigned',
      city: 'Roma',
      startdate: '22/03/2026, 11:30',
      dateformat: 'dd/MM/yyyy, HH:mm',
    });
    expect(toServerFilters({ status: 'completed' }, now).status).toBe('');
  });

  it('maps each column sort to the API sort field; the default is createDate newest first', () => {
    expect(toServerSort(DEFAULT_SORT)).toEqual({ sort: 'createDate', order: 'desc' });
    expect(toServerSort({ columnId: 'assignmentDate', direction: 'asc' })).toEqual({
      sort: 'startDatetime',
      order: 'asc',
    });
    expect(toServerSort({ columnId: 'departure', direction: 'desc' })).toEqual({
      sort: 'departure',
      order: 'desc',
    });
    expect(toServerSort({ columnId: 'customer', direction: 'asc' }).sort).toBe('customer');
    expect(toServerSort({ columnId: 'status', direction: 'asc' }).sort).toBe('status');
    expect(toServerSort({ columnId: 'unknown', direction: 'asc' })).toEqual({
      sort: 'createDate',
      order: 'desc',
    });
  });
});
