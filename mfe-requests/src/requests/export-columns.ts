// Columns of the Excel file: one row per request with address, price and customer fields flattened into columns.
import type { TFunction } from 'i18next';
import type { RequestListItem } from '@alfie/shared/contracts';
import type { ExportColumn } from '@alfie/shared/ui';
import { arrival, culturesOf, departure, parseUtc, stopAddress, vehiclesOf } from '../common/format.ts';

export function exportColumns(t: TFunction): ExportColumn<RequestListItem>[] {
  const col = (key: string, value: ExportColumn<RequestListItem>['value']) => ({ header: t(key), value });
  // Translated once per status, not once per row (an export has tens of thousands of rows).
  const statuses = new Map<string, string>();
  const statusLabel = (status: string) => {
    let label = statuses.get(status);
    if (label === undefined) {
      label = t(`STATUS.${status}`, { ns: 'common', defaultValue: status });
      statuses.set(status, label);
    }
    return label;
  };
  return [
    col('xId', (r) => r.id),
    col('xType', (r) => r.type),
    col('xCreateDate', (r) => parseUtc(r.createDate)),
    col('xStart', (r) => parseUtc(r.startDatetime)),
    col('xEnd', (r) => parseUtc(r.endDatetime)),
    col('xStatus', (r) => statusLabel(r.status)),
    col('xCountry', (r) => departure(r)?.country ?? ''),
    col('xDepartureCity', (r) => departure(r)?.city ?? ''),
    col('xDepartureAddress', (r) => stopAddress(departure(r))),
    col('xDeparturePostalCode', (r) => departure(r)?.postalCode ?? ''),
    col('xArrivalCity', (r) => arrival(r)?.city ?? ''),
    col('xArrivalAddress', (r) => stopAddress(arrival(r))),
    col('xCityPrice', (r) => departure(r)?.cityPrice ?? null),
    col('xPoiPrice', (r) => departure(r)?.poiPrice ?? null),
    col('xFlatPrice', (r) => departure(r)?.flatPrice ?? null),
    col('xAmount', (r) => r.amount),
    col('xPaAmount', (r) => r.paPaymentAmount),
    col('xCurrency', (r) => r.currencyCode ?? ''),
    col('xCustomerName', (r) => r.customers?.businessName ?? ''),
    col('xCustomerVat', (r) => r.customers?.vatCode ?? ''),
    col('xCustomerEmail', (r) => r.customers?.email ?? ''),
    col('xReferents', (r) => r.referents.map((p) => `${p.firstname} ${p.lastname} <${p.email}>`).join('; ')),
    col('xPassengers', (r) => r.passengers),
    col('xVehicles', (r) => vehiclesOf(r).join(', ')),
    col('xCultures', (r) => culturesOf(r).join(', ')),
    col('xPa', (r) => r.personalAssistantId),
  ];
}
