// One list of reservations: date, start-end hours, first city and street or POI, status, for closed ones the final
// amount once the service was confirmed and a cancelled one's fee, and a manage link.
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerRequest } from '@alfie/shared/contracts';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { NAMESPACE } from '../i18n/namespace.ts';

const time = { hour: '2-digit', minute: '2-digit' } as const;

export function placeOf(item: Pick<CustomerRequest, 'cities'>): string {
  const first = item.cities[0];
  if (!first) return '';
  return [first.city, first.poi ?? first.street].filter(Boolean).join(' – ');
}

/** A cancelled reservation's fee in words, with what was actually taken; empty when it was not cancelled. */
export function feeText(
  t: TFunction,
  item: Pick<CustomerRequest, 'cancellationFee' | 'currencyCode'>,
): string {
  const fee = item.cancellationFee;
  if (!fee) return '';
  const money = (cents: number) => formatMoney(cents / 100, item.currencyCode);
  if (fee.state === 'none') return t('feeNone');
  if (fee.state === 'captured') return t('feeCaptured', { taken: money(fee.capturedCents) });
  return t('feeOwed', {
    owed: money(Math.max(fee.feeCents - fee.capturedCents, 0)),
    taken: money(fee.capturedCents),
  });
}

export function ReservationTable({
  caption,
  items,
  empty,
  showFinal = false,
}: {
  caption: string;
  items: CustomerRequest[];
  empty: string;
  /** Closed reservations: a column with the final amount (empty until an operator confirms the service). */
  showFinal?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="customer-block" aria-label={caption}>
      <h2>{caption}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        // Wider than a phone with its five or six columns: it scrolls in its own box (each row has a link to tab to).
        <div className="alfie-table-scroll">
          <table className="customer-table">
            <thead>
              <tr>
                <th scope="col">{t('colDate')}</th>
                <th scope="col">{t('colPlace')}</th>
                <th scope="col">{t('colStatus')}</th>
                {showFinal && <th scope="col">{t('colFinalAmount')}</th>}
                {showFinal && <th scope="col">{t('colCancellationFee')}</th>}
                <th scope="col">{t('colAction')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const date = formatDateTime(item.startDatetime, { dateStyle: 'short' });
                return (
                  <tr key={item.id}>
                    <td>
                      {date} {formatDateTime(item.startDatetime, time)}–
                      {formatDateTime(item.endDatetime, time)}
                    </td>
                    <td>{placeOf(item)}</td>
                    <td>
                      <StatusBadge status={item.status} />
                    </td>
                    {showFinal && (
                      <td>
                        {item.finalAmount === null
                          ? ''
                          : formatMoney(item.finalAmount / 100, item.currencyCode)}
                      </td>
                    )}
                    {showFinal && <td>{feeText(t, item)}</td>}
                    <td>
                      <Link
                        to={`/customer-request-details?id=${item.id}`}
                        aria-label={t('manageLabel', { date })}
                      >
                        {t('manage')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
