// Columns of the accounting Excel file of the closeout list: one row per service, amounts in currency units.
import type { TFunction } from 'i18next';
import type { CloseoutItem } from '@alfie/shared/contracts';
import type { ExportColumn } from '@alfie/shared/ui';
import { parseUtc } from '../common/format.ts';

const units = (cents: number | null) => (cents === null ? null : cents / 100);

export function closeoutExportColumns(t: TFunction): ExportColumn<CloseoutItem>[] {
  const col = (key: string, value: ExportColumn<CloseoutItem>['value']) => ({ header: t(key), value });
  return [
    col('xId', (r) => r.id),
    col('xType', (r) => r.type),
    col('coState', (r) => t(`coState.${r.state}`)),
    col('coCustomer', (r) => r.customerName ?? ''),
    col('coPa', (r) => r.paName ?? ''),
    col('coCity', (r) => r.city ?? ''),
    col('xStart', (r) => parseUtc(r.startDatetime)),
    col('xEnd', (r) => parseUtc(r.endDatetime)),
    col('coReportedEnd', (r) => parseUtc(r.reportedEnd)),
    col('coActualEnd', (r) => parseUtc(r.actualEndDatetime)),
    col('xCurrency', (r) => r.currencyCode),
    col('coBooked', (r) => units(r.amount)),
    col('coFinal', (r) => units(r.finalAmount)),
    col('coCaptured', (r) => units(r.captured)),
    col('coOwed', (r) => units(r.owed)),
    col('coPaDue', (r) => units(r.paDue)),
    col('coConfirmedAt', (r) => parseUtc(r.serviceConfirmedAt)),
    col('coWrittenOffAt', (r) => parseUtc(r.owedWrittenOffAt)),
    col('coWriteOffReasonColumn', (r) => r.owedWriteOffReason ?? ''),
    col('coPaPaidAt', (r) => parseUtc(r.paPaymentInstant)),
  ];
}
