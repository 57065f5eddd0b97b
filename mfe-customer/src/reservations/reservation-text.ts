// What a reservation's row or card says: when, where, the final amount and a cancelled one's fee, in words.
import type { TFunction } from 'i18next';
import type { CustomerRequest } from '@alfie/shared/contracts';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';

type Dated = Pick<CustomerRequest, 'startDatetime' | 'endDatetime'>;

export const shortDate = (item: Dated) => formatDateTime(item.startDatetime, 'date');

/** The day and the start-end hours. */
export const whenOf = (item: Dated) =>
  `${shortDate(item)} ${formatDateTime(item.startDatetime, 'time')}–${formatDateTime(item.endDatetime, 'time')}`;

export function placeOf(item: Pick<CustomerRequest, 'cities'>): string {
  const first = item.cities[0];
  if (!first) return '';
  return [first.city, first.poi ?? first.street].filter(Boolean).join(' – ');
}

/** The final amount of a confirmed service; empty until an operator confirms it. */
export const finalText = (item: Pick<CustomerRequest, 'finalAmount' | 'currencyCode'>) =>
  formatCents(item.finalAmount, item.currencyCode);

/** A cancelled reservation's fee in words, with what was actually taken; empty when it was not cancelled. */
export function feeText(
  t: TFunction,
  item: Pick<CustomerRequest, 'cancellationFee' | 'currencyCode'>,
): string {
  const fee = item.cancellationFee;
  if (!fee) return '';
  if (fee.state === 'none') return t('feeNone');
  if (fee.state === 'captured')
    return t('feeCaptured', { taken: formatCents(fee.capturedCents, item.currencyCode) });
  return t('feeOwed', {
    owed: formatCents(Math.max(fee.feeCents - fee.capturedCents, 0), item.currencyCode),
    taken: formatCents(fee.capturedCents, item.currencyCode),
  });
}
