// The dashboards' Excel file: a referent's cell joins only the parts that exist, with single spaces; means of
// service, languages and the country are words in the file's language, not codes.
import { REQUEST_EXPORT_COLUMNS, requestExportSheet, type RequestExportSource } from './request-export.ts';
import type { Locale } from './constants.ts';

const headers = Object.fromEntries(REQUEST_EXPORT_COLUMNS.map((k) => [k, k])) as never;

const source = (
  referents: RequestExportSource['referents'],
  more: Partial<RequestExportSource> = {},
): RequestExportSource => ({
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
  ...more,
});

it('writes referents without double spaces when a name part is empty', () => {
  const { row } = requestExportSheet({ headers, statuses: {}, language: 'it' });
  const cell = row(
    source([
      { firstname: 'Anna', lastname: '', email: 'anna@example.com' },
      { firstname: ' Bruno ', lastname: 'Neri', email: '' },
    ]),
  )[REQUEST_EXPORT_COLUMNS.indexOf('xReferents')];
  expect(cell).toBe('Anna <anna@example.com>; Bruno Neri');
});

it('writes means of service, languages and the country in the language of the file', () => {
  const request = source([], {
    vehicles: ['carType1', 'carType3'],
    cultures: ['it', 'en'],
    cities: [{ city: 'Milano', country: 'Italia' } as RequestExportSource['cities'][number]],
  });
  const cells = (language: Locale) => {
    const row = requestExportSheet({ headers, statuses: {}, language }).row(request);
    return (['xVehicles', 'xCultures', 'xCountry'] as const).map(
      (k) => row[REQUEST_EXPORT_COLUMNS.indexOf(k)],
    );
  };
  expect(cells('it')).toEqual(['City car, SUV / berlina', 'Italiano, Inglese', 'Italia']);
  expect(cells('en')).toEqual(['City car, SUV / sedan', 'Italian, English', 'Italy']);
  expect(cells('fr')).toEqual(['Citadine, SUV / berline', 'Italien, Anglais', 'Italie']);
});
