import { i18n, initI18n } from '@alfie/shared/i18n';
import type { RequestListItem } from '@alfie/shared/contracts';
import { exportSourceOf, requestExportSheet } from '@alfie/shared/contracts/request-export';
import '../i18n/namespace.ts';
import { requestItem } from '../test-data.ts';
import { exportWords } from './export-words.ts';

const sheetOf = (locale: 'it' | 'en' | 'fr', rows: RequestListItem[]) => {
  const sheet = requestExportSheet(exportWords(i18n.getFixedT(locale, 'requests'), locale));
  return [sheet.headers, ...rows.map((r) => sheet.row(exportSourceOf(r)))];
};

describe('Excel file of the dashboard', () => {
  beforeAll(async () => {
    await initI18n('en');
    // French as well: a page fetches the language it shows, and the test reads the three.
    await i18n.loadLanguages('fr');
  });

  it('flattens address, price and customer into translated columns', () => {
    const [headers, row] = sheetOf('en', [requestItem(7)]);
    const cell = (h: string) => row![headers!.indexOf(h)];
    expect(cell('ID')).toBe(7);
    expect(cell('Status')).toBe('Pending');
    expect(cell('Departure city')).toBe('Milano');
    expect(cell('Departure address or point of interest')).toBe('Milano Linate');
    expect(cell('Arrival address or point of interest')).toBe('Via Torino 12, 20123');
    expect(cell('Point of interest rate')).toBe(45);
    expect(cell('Amount incl. VAT')).toBe(164.7);
    expect(cell('Customer')).toBe('Rossi S.p.A.');
    expect(cell('Customer VAT number')).toBe('IT12345678901');
    expect(cell('Customer e-mail')).toBe('rossi@example.com');
    expect(cell('Contacts')).toBe('Anna Bianchi <anna@example.com>');
    expect(cell('Languages')).toBe('Italian, English');
    expect(cell('Means of service')).toBe('Compact car');
    expect(cell('Country')).toBe('Italy');
    expect(cell('Received (UTC)')).toEqual(new Date('2026-03-01T09:30:00Z'));
  });

  it('has a header for every column and a label for every status, in every language', () => {
    const [it, en, fr] = (['it', 'en', 'fr'] as const).map((l) =>
      exportWords(i18n.getFixedT(l, 'requests'), l),
    );
    for (const words of [it!, en!, fr!]) {
      expect(Object.values(words.headers).every((h) => h && !h.startsWith('x'))).toBe(true);
      expect(Object.values(words.statuses).every((s) => s && !s.startsWith('STATUS.'))).toBe(true);
    }
    expect(it!.headers.xDepartureCity).toBe('Città di partenza');
    expect(fr!.headers.xDepartureCity).toBe('Ville de départ');
  });

  it('leaves a request without arrival or customer blank there', () => {
    const only = requestItem(8, { customers: null, cities: [requestItem(1).cities[1]!] });
    const [headers, row] = sheetOf('en', [only]);
    expect(row![headers!.indexOf('Arrival city')]).toBe('');
    expect(row![headers!.indexOf('Customer')]).toBe('');
    expect(row![headers!.indexOf('Departure postal code')]).toBe('20123');
  });
});
