// The Excel file of the request dashboards (docs/product.md §2: address, price and customer fields flattened): which
// columns, in which order, and how each value derives from a request. The API writes the file with it
// (POST /request/alfie/active-requests-export); the headers and status labels are the remote's words, sent with
// the call (schemas/request-export.ts), each column's header under its key here; means of service, languages and
// countries are written in the call's language with the words the screens show (labels.ts).
import type { Locale } from './constants.ts';
import { countryName, cultureLabel, vehicleLabel } from './labels.ts';
import { parseUtc } from './dates.ts';
import { arrival, culturesOf, departure, stopAddress, vehiclesOf } from './request-item.ts';
import type { CellValue } from './sheet-cells.ts';
import type { Referent, RequestCustomerRef, RequestListItem, RequestStop } from './schemas/answers.ts';

/** What the file shows of a stop. */
export type RequestExportStop = Pick<
  RequestStop,
  | 'city'
  | 'poi'
  | 'street'
  | 'streetNumber'
  | 'postalCode'
  | 'country'
  | 'cityPrice'
  | 'poiPrice'
  | 'flatPrice'
>;

/**
 * What the file reads of a request: a list item's values, its instants as dates and its numbered slots as lists.
 * `exportSourceOf` makes it from a list item; the API reads these values alone from the database (for 50,000 rows,
 * the list item's other fields and the parsing of its dates were most of the export's time).
 */
export interface RequestExportSource extends Pick<
  RequestListItem,
  | 'id'
  | 'type'
  | 'status'
  | 'passengers'
  | 'personalAssistantId'
  | 'amount'
  | 'paPaymentAmount'
  | 'currencyCode'
> {
  createDate: Date | null;
  startDatetime: Date | null;
  endDatetime: Date | null;
  cities: readonly RequestExportStop[];
  customers: Pick<RequestCustomerRef, 'businessName' | 'vatCode' | 'email'> | null;
  referents: readonly Pick<Referent, 'firstname' | 'lastname' | 'email'>[];
  vehicles: readonly string[];
  cultures: readonly string[];
}

const exportStopOf = (s: RequestStop): RequestExportStop => ({
  city: s.city,
  poi: s.poi,
  street: s.street,
  streetNumber: s.streetNumber,
  postalCode: s.postalCode,
  country: s.country,
  cityPrice: s.cityPrice,
  poiPrice: s.poiPrice,
  flatPrice: s.flatPrice,
});

/** What the file reads of a list item, and nothing else. */
export function exportSourceOf(r: RequestListItem): RequestExportSource {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    createDate: parseUtc(r.createDate),
    startDatetime: parseUtc(r.startDatetime),
    endDatetime: parseUtc(r.endDatetime),
    cities: r.cities.map(exportStopOf),
    customers: r.customers && {
      businessName: r.customers.businessName,
      vatCode: r.customers.vatCode,
      email: r.customers.email,
    },
    referents: r.referents.map(({ firstname, lastname, email }) => ({ firstname, lastname, email })),
    amount: r.amount,
    paPaymentAmount: r.paPaymentAmount,
    currencyCode: r.currencyCode,
    passengers: r.passengers,
    vehicles: vehiclesOf(r),
    cultures: culturesOf(r),
    personalAssistantId: r.personalAssistantId,
  };
}

/** How a cell names a status and a stored code or country, in the file's language. */
interface Labels {
  status: (status: string) => string;
  vehicle: (code: string) => string;
  culture: (code: string) => string;
  country: (stored: string) => string;
}

type Value = (r: RequestExportSource, labels: Labels) => CellValue;

const COLUMNS = {
  xId: (r) => r.id,
  xType: (r) => r.type,
  xCreateDate: (r) => r.createDate,
  xStart: (r) => r.startDatetime,
  xEnd: (r) => r.endDatetime,
  xStatus: (r, labels) => labels.status(r.status),
  xCountry: (r, labels) => labels.country(departure(r)?.country ?? ''),
  xDepartureCity: (r) => departure(r)?.city ?? '',
  xDepartureAddress: (r) => stopAddress(departure(r)),
  xDeparturePostalCode: (r) => departure(r)?.postalCode ?? '',
  xArrivalCity: (r) => arrival(r)?.city ?? '',
  xArrivalAddress: (r) => stopAddress(arrival(r)),
  xCityPrice: (r) => departure(r)?.cityPrice ?? null,
  xPoiPrice: (r) => departure(r)?.poiPrice ?? null,
  xFlatPrice: (r) => departure(r)?.flatPrice ?? null,
  xAmount: (r) => r.amount,
  xPaAmount: (r) => r.paPaymentAmount,
  xCurrency: (r) => r.currencyCode ?? '',
  xCustomerName: (r) => r.customers?.businessName ?? '',
  xCustomerVat: (r) => r.customers?.vatCode ?? '',
  xCustomerEmail: (r) => r.customers?.email ?? '',
  xReferents: (r) =>
    r.referents
      .map((p) =>
        [p.firstname, p.lastname, p.email && `<${p.email}>`]
          .map((w) => w?.trim())
          .filter(Boolean)
          .join(' '),
      )
      .join('; '),
  xPassengers: (r) => r.passengers,
  xVehicles: (r, labels) => r.vehicles.map(labels.vehicle).join(', '),
  xCultures: (r, labels) => r.cultures.map(labels.culture).join(', '),
  xPa: (r) => r.personalAssistantId,
} satisfies Record<string, Value>;

export type RequestExportColumn = keyof typeof COLUMNS;

/** The columns in the file's order; each key is also the remote's translation key of its header. */
export const REQUEST_EXPORT_COLUMNS = Object.keys(COLUMNS) as RequestExportColumn[];

/**
 * The words of the file: each column's header, the label of each status (the status itself when missing), and the
 * language (it, en, fr) of the means of service, languages and countries.
 */
export interface RequestExportWords {
  headers: Record<RequestExportColumn, string>;
  statuses: Partial<Record<string, string>>;
  language: Locale;
}

/** The file's header row and a function that turns a request into its row. */
export function requestExportSheet(words: RequestExportWords): {
  headers: string[];
  row: (r: RequestExportSource) => CellValue[];
} {
  const { language } = words;
  const labels: Labels = {
    status: (status) => words.statuses[status] ?? status,
    vehicle: (code) => vehicleLabel(code, language),
    culture: (code) => cultureLabel(code, language),
    country: (stored) => countryName(stored, language),
  };
  const values: Value[] = REQUEST_EXPORT_COLUMNS.map((key) => COLUMNS[key]);
  return {
    headers: REQUEST_EXPORT_COLUMNS.map((key) => words.headers[key]),
    row: (r) => values.map((value) => value(r, labels)),
  };
}
