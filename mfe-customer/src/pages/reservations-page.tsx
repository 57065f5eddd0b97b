// ReservationsPage (/richieste-customer): the customer's ongoing and closed reservations, newest first.
// Ongoing while the end is later than now (instants compare the same in every time zone) and not cancelled.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isReservationOngoing } from '@alfie/shared/contracts';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { useOwnRequests } from '../api/get-own-requests.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { ReservationTable } from '../reservations/reservation-table.tsx';
import '../common/customer.css';

export default function ReservationsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useOwnRequests();
  const now = new Date();
  // The API answers newest first; sorting again keeps the order whatever the source.
  const items = [...(list.data ?? [])].sort((a, b) => Date.parse(b.createDate) - Date.parse(a.createDate));
  return (
    <div className="customer-page">
      <h1>{t('reservationsTitle')}</h1>
      {list.loading && <Loader />}
      {list.error && <ErrorState messageKey={list.error.messageKey} onRetry={list.reload} />}
      {list.data && (
        <>
          <ReservationTable
            caption={t('ongoing')}
            items={items.filter((r) => isReservationOngoing(r, now))}
            empty={t('noOngoing')}
          />
          <ReservationTable
            caption={t('closed')}
            items={items.filter((r) => !isReservationOngoing(r, now))}
            empty={t('noClosed')}
            showFinal
          />
        </>
      )}
      <p>
        <Link to="/landing-richiesta">{t('newRequestLink')}</Link>
      </p>
    </div>
  );
}
