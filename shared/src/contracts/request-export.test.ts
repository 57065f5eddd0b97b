// The dashboards' Excel file: a referent's cell joins only the parts that exist, with single spaces.
import { REQUEST_EXPORT_COLUMNS, requestExportSheet, type RequestExportSource } from './request-export.ts';

const headers = Object.fromEntries(REQUEST_EXPORT_COLUMNS.map((k) => [k, k])) as never;

const source = (referents: RequestExportSource['referents']): RequestExportSource => ({
  id: 1,
  type: 'business',
  status: 'pending',
  passengers: 1,
  personalAssistantId: null,
  amount: null,
  paPaymentAmount: null,
  currencyCode: undefined,
  createDate: null,
  startDatetime: null,
  endDatetime: null,
  cities: [],
  customers: null,
  referents,
  vehicles: [],
  cultures: [],
});

it('writes referents without double spaces when a name part is empty', () => {
  const { row } = requestExportSheet({ headers, statuses: {} });
  const cell = row(
    source([
      { firstname: 'Anna', lastname: '', email: 'anna@example.com' },
      { firstname: ' Bruno ', lastname: 'Neri', email: '' },
    ]),
  )[REQUEST_EXPORT_COLUMNS.indexOf('xReferents')];
  expect(cell).toBe('Anna <anna@example.com>; Bruno Neri');
});
