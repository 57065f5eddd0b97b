// Reservations on a phone: one card each, the whole card a link to the booking (a tap or Enter opens it), with the
// status in view and, for closed ones, the final amount and a cancelled one's fee.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerRequest } from '@alfie/shared/contracts';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { NAMESPACE } from '../i18n/namespace.ts';
import { feeText, finalText, placeOf, whenOf } from './reservation-text.ts';

export function ReservationCards({ items, showFinal }: { items: CustomerRequest[]; showFinal: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className="customer-cards">
      {items.map((item) => {
        const final = showFinal ? finalText(item) : '';
        const fee = showFinal ? feeText(t, item) : '';
        return (
          <li key={item.id}>
            <Link className="customer-card" to={`/customer-request-details?id=${item.id}`}>
              <span className="customer-card-head">
                <strong>{whenOf(item)}</strong>
                <StatusBadge status={item.status} />
              </span>
              <span>{placeOf(item)}</span>
              {final && <span>{`${t('colFinalAmount')}: ${final}`}</span>}
              {fee && <span>{`${t('colCancellationFee')}: ${fee}`}</span>}
              <span className="customer-card-open" aria-hidden="true">
                {t('manage')} ›
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
