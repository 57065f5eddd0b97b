// The Excel file of the request dashboards (SPEC section 2: address, price and customer fields flattened): which
// columns, in which order, and how each value derives from a request list item. The API writes the file with it
// (POST /request/alfie/active-requests-export); the headers and status labels are the remote's words, sent with
// the call (schemas/request-export.ts), each column's header under its key here.
import { parseUtc } from './dates.ts';
import { arrival, culturesOf, departure, stopAddress, vehiclesOf } from './request-item.ts';
import type { CellValue } from './sheet-cells.ts';
import type { RequestListItem } from './types.ts';

type Value = (r: RequestListItem, statusLabel: (status: string) => string) => CellValue;

const COLUMNS = {
  xId: (r) => r.id,
  xType: (r) => r.type,
  xCreateDate: (r) => parseUtc(r.createDate),
  xStart: (r) => parseUtc(r.startDatetime),
  xEnd: (r) => parseUtc(r.endDatetime),
  xStatus: (r, statusLabel) => statusLabel(r.status),
  xCountry: (r) => departure(r)?.country ?? '',
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
  xReferents: (r) => r.referents.map((p) => `${p.firstname} ${p.lastname} <${p.email}>`).join('; '),
  xPassengers: (r) => r.passengers,
  xVehicles: (r) => vehiclesOf(r).join(', '),
  xCultures: (r) => culturesOf(r).join(', '),
  xPa: (r) => r.personalAssistantId,
} satisfies Record<string, Value>;

export type RequestExportColumn = keyof typeof COLUMNS;

/** The columns in the file's order; each key is also the remote's translation key of its header. */
export const REQUEST_EXPORT_COLUMNS = Object.keys(COLUMNS) as RequestExportColumn[];

/** The words of the file: each column's header, and the label of each status (the status itself when missing). */
export interface RequestExportWords {
  headers: Record<RequestExportColumn, string>;
  statuses: Partial<Record<string, string>>;
}

/** The file's header row and a function that turns a request into its row. */
export function requestExportSheet(words: RequestExportWords): {
  headers: string[];
  row: (r: RequestListItem) => CellValue[];
} {
  const statusLabel = (status: string) => words.statuses[status] ?? status;
  const values: Value[] = REQUEST_EXPORT_COLUMNS.map((key) => COLUMNS[key]);
  return {
    headers: REQUEST_EXPORT_COLUMNS.map((key) => words.headers[key]),
    row: (r) => values.map((value) => value(r, statusLabel)),
  };
}
