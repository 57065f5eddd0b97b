import { i18n, initI18n } from '@alfie/shared/i18n';
import type { RequestListItem } from '@alfie/shared/contracts';
import type { ExportColumn } from '@alfie/shared/ui';
import '../i18n/namespace.ts';
import { requestItem } from '../test-data.ts';
import { exportColumns } from './export-columns.ts';

const toSheetRows = (columns: ExportColumn<RequestListItem>[], rows: RequestListItem[]) => [
  columns.map((c) => c.header),
  ...rows.map((r) => columns.map((c) => c.value(r))),
];

describe('Excel file of the dashboard', () => {
  beforeAll(() => initI18n('en'));

  it('flattens address, price and customer into translated columns', () => {
    const t = i18n.getFixedT('en', 'requests');
    const [headers, row] = toSheetRows(exportColumns(t), [requestItem(7)]);
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
    expect(cell('Languages')).toBe('it, en');
    expect(cell('Received (UTC)')).toEqual(new Date('2026-03-01T09:30:00Z'));
  });

  it('has the same columns, translated, in every language', () => {
    const counts = (['it', 'en', 'fr'] as const).map((l) => exportColumns(i18n.getFixedT(l, 'requests')));
    expect(new Set(counts.map((c) => c.length)).size).toBe(1);
    expect(counts[0]![7]!.header).toBe('Città di partenza');
    expect(counts[2]![7]!.header).toBe('Ville de départ');
  });

  it('leaves a request without arrival or customer blank there', () => {
    const t = i18n.getFixedT('en', 'requests');
    const only = requestItem(8, { customers: null, cities: [requestItem(1).cities[1]!] });
    const [headers, row] = toSheetRows(exportColumns(t), [only]);
    expect(row![headers!.indexOf('Arrival city')]).toBe('');
    expect(row![headers!.indexOf('Customer')]).toBe('');
    expect(row![headers!.indexOf('Departure postal code')]).toBe('20123');
  });
});
