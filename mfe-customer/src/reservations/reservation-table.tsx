// One list of reservations: date, start-end hours, first city and street or POI, status, for closed ones the final
// amount once the service was confirmed and a cancelled one's fee, and a manage link. On a phone each reservation
// is a card that is itself the link to the booking, so nothing sits off-screen in a sideways-scrolling box.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerRequest } from '@alfie/shared/contracts';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { NAMESPACE } from '../i18n/namespace.ts';
import { PHONE_QUERY, useMediaQuery } from '../common/use-media-query.ts';
import { ReservationCards } from './reservation-cards.tsx';
import { feeText, finalText, placeOf, shortDate, whenOf } from './reservation-text.ts';

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
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <section className="customer-block" aria-label={caption}>
      <h2>{caption}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : phone ? (
        <ReservationCards items={items} showFinal={showFinal} />
      ) : (
        // Wide screens: five or six columns; on a narrow window between the two layouts it scrolls in its own box.
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
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{whenOf(item)}</td>
                  <td>{placeOf(item)}</td>
                  <td>
                    <StatusBadge status={item.status} />
                  </td>
                  {showFinal && <td>{finalText(item)}</td>}
                  {showFinal && <td>{feeText(t, item)}</td>}
                  <td>
                    <Link
                      to={`/customer-request-details?id=${item.id}`}
                      aria-label={t('manageLabel', { date: shortDate(item) })}
                    >
                      {t('manage')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
