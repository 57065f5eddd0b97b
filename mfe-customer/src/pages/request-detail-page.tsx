// RequestDetailPage (/customer-request-details?id): the request, its PA once assigned, the assistance contact;
// a delete link only while the start is in the future, with a confirmation that shows what cancelling costs, then
// back to /richieste-customer.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canCancelReservation, SUPPORT_EMAIL, type RequestDetail } from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { useCancellationQuote } from '../api/get-cancellation-quote.ts';
import { useDeleteRequest } from '../api/delete-request.ts';
import { useRequestDetail } from '../api/get-request-detail.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { placeOf } from '../reservations/reservation-text.ts';
import { CustomerTimeline } from '../request-detail/request-timeline.tsx';
import { CancellationFee } from '../request-detail/cancellation-fee.tsx';
import '../common/customer.css';

export default function RequestDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useRequestDetail(id);
  return (
    <div className="customer-page">
      <h1>{t('requestDetailTitle')}</h1>
      {detail.loading && <Loader />}
      {detail.error?.status === 403 || detail.error?.status === 404 ? (
        // Someone else's or a missing request: trying again cannot help, so a sentence and no Retry.
        <p role="alert" className="alfie-state alfie-state--error">
          {t(detail.error.status === 404 ? 'requestNotFound' : 'requestNotYours')}
        </p>
      ) : (
        detail.error && <ErrorState messageKey={detail.error.messageKey} onRetry={detail.reload} />
      )}
      {detail.data && <DetailBody detail={detail.data} />}
      <p>
        <Link to="/richieste-customer">{t('backToReservations')}</Link>
      </p>
    </div>
  );
}

function DetailBody({ detail }: { detail: RequestDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const deleteRequest = useDeleteRequest();
  const [confirming, setConfirming] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const r = detail.request;
  // Asked each time the confirmation opens: the fee depends on the moment.
  const quote = useCancellationQuote(confirming ? r.id : null);
  const pa = detail.assignedTo;
  const remove = async () => {
    setErrorKey(null);
    try {
      await deleteRequest(r.id);
      void navigate('/richieste-customer');
    } catch (err) {
      setErrorKey(toApiError(err).messageKey);
    }
  };
  return (
    <>
      <section className="customer-block customer-summary" aria-labelledby="detail-request">
        <h2 id="detail-request">{t('detailRequest')}</h2>
        <dl>
          <dt>{t('summaryWhen')}</dt>
          <dd>
            {formatDateTime(r.startDatetime)} – {formatDateTime(r.endDatetime)}
          </dd>
          <dt>{t('summaryDeparture')}</dt>
          <dd>{placeOf(r)}</dd>
          {r.cities[1] && (
            <>
              <dt>{t('summaryArrival')}</dt>
              <dd>{placeOf({ cities: [r.cities[1]] })}</dd>
            </>
          )}
          <dt>{t('detailStatus')}</dt>
          <dd>
            <StatusBadge status={r.status} />
          </dd>
          {r.amount != null && (
            <>
              <dt>{t('detailAmount')}</dt>
              <dd>{formatMoney(r.amount, r.currencyCode ?? 'EUR')}</dd>
            </>
          )}
          <dt>{t('summaryAssisted')}</dt>
          <dd>
            {detail.assisted.map((a) => `${a.firstname} ${a.lastname} (${a.title})`).join(', ') || t('none')}
          </dd>
          <dt>{t('summaryNote')}</dt>
          <dd>{r.serviceNotes || t('none')}</dd>
        </dl>
      </section>
      <section className="customer-block" aria-labelledby="detail-pa">
        <h2 id="detail-pa">{t('detailPa')}</h2>
        {pa ? (
          <p>
            {pa.firstname ?? pa.firstName} {pa.lastname ?? pa.lastName}
            {pa.mobile ? ` – ${pa.mobile}` : ''}
          </p>
        ) : (
          <p>{t('detailNoPa')}</p>
        )}
      </section>
      <CustomerTimeline id={r.id} version={r.status} />
      <section className="customer-block" aria-labelledby="detail-assistance">
        <h2 id="detail-assistance">{t('assistanceTitle')}</h2>
        <p>
          {t('assistanceText')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </section>
      {canCancelReservation(r) && (
        <p>
          <button type="button" className="alfie-link-button" onClick={() => setConfirming(true)}>
            {t('deleteRequest')}
          </button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('deleteRequestTitle')}
        text={t('deleteRequestText')}
        confirmLabel={t('deleteRequestConfirm')}
        // The customer sees the fee before confirming.
        busy={quote.loading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <CancellationFee quote={quote} />
        {errorKey && <ErrorState messageKey={errorKey} onRetry={() => void remove()} />}
      </ConfirmDialog>
    </>
  );
}
