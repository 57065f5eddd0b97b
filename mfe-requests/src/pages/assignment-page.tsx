// AssignmentPage (/assegnazione?id=…): the request's details and, while it has no PA, the PAs who offered
// availability (response 'read' hidden), each assignable through a confirm dialog; a refusal shows the server's
// reason (another operator was faster only when the API says ALREADY.ASSIGNED) and reloads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PaOffer, RequestListItem } from '@alfie/shared/contracts';
import { awaitsAssignment } from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import { EmptyState, ErrorState, Loader } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useAssignRequest } from '../api/assign-request.ts';
import { useAssignment } from '../assignment/use-assignment.ts';
import { useAssignedElsewhere } from '../assignment/use-assigned-elsewhere.ts';
import { RequestDetails } from '../assignment/request-details.tsx';
import { PaOfferItem, paName } from '../assignment/pa-offer.tsx';
import { AssignmentSentModal, ConfirmAssignModal } from '../assignment/assign-modals.tsx';
import { AssignmentTimeline } from '../assignment/request-timeline.tsx';

const listPath = (type: string | undefined) => (type === 'consumer' ? '/richieste-consumer' : '/richieste');

function parseId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export default function AssignmentPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromList = (useLocation().state as { row?: RequestListItem } | null)?.row;
  const id = parseId(params.get('id'));
  const data = useAssignment(id);
  const assignRequest = useAssignRequest();
  const [chosen, setChosen] = useState<PaOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const type = data.detail?.request.type ?? fromList?.type;
  // Our own assignment is announced too: only one made while this page was not assigning counts as another's.
  const assignedElsewhere = useAssignedElsewhere(id) && !busy && !sent;

  const confirm = async () => {
    if (!chosen || id === null) return;
    setBusy(true);
    setMessage(null);
    try {
      await assignRequest(id, chosen.id);
      setChosen(null);
      setSent(true);
    } catch (e) {
      const err = toApiError(e);
      setChosen(null);
      setMessage(err.code === 'ALREADY.ASSIGNED' ? t('conflict') : t(err.messageKey, { ns: 'common' }));
    } finally {
      setBusy(false);
    }
  };

  const detail = data.detail;
  const visibleOffers = data.offers.filter((o) => o.response !== 'read');
  return (
    <section className="alfie-ui assignment-page" aria-labelledby="assignment-title">
      <p>
        <Link to={listPath(type)}>← {t('back')}</Link>
      </p>
      <h1 id="assignment-title">
        {t('assignmentTitle')}
        {id !== null && ` – ${t('requestNo', { id })}`}
      </h1>
      {fromList && !detail && <p>{fromList.customers?.businessName}</p>}
      {assignedElsewhere && <p role="status">{t('assignedElsewhere')}</p>}
      {message && (
        <p role="alert" className="alfie-state alfie-state--error">
          {message}
        </p>
      )}
      {id === null ? (
        <EmptyState message={t('missingId')} />
      ) : data.loading && !detail ? (
        <Loader />
      ) : data.error?.status === 404 || data.error?.status === 403 ? (
        // Trying again cannot make a missing or forbidden request appear: a sentence, no Retry.
        <p role="alert" className="alfie-state alfie-state--error">
          {t(data.error.status === 404 ? 'requestNotFound' : 'requestForbidden')}
        </p>
      ) : data.error ? (
        <ErrorState
          onRetry={data.reload}
          messageKey={data.error.status === 0 ? 'SEND.FAILED' : data.error.messageKey}
        />
      ) : detail ? (
        <>
          <RequestDetails detail={detail} />
          <section aria-labelledby="offers-title" className="assignment-offers">
            <h2 id="offers-title">{t('offersTitle')}</h2>
            {detail.assignedTo ? (
              <p className="assignment-assigned">{t('assignedTo', { name: paName(detail.assignedTo) })}</p>
            ) : !awaitsAssignment(detail.request.status) ? (
              <p>
                {t('notAssignable', {
                  status: t(`STATUS.${detail.request.status}`, {
                    ns: 'common',
                    defaultValue: detail.request.status,
                  }),
                })}
              </p>
            ) : visibleOffers.length === 0 ? (
              <EmptyState message={t('noOffers')} />
            ) : (
              visibleOffers.map((pa) => (
                <PaOfferItem key={pa.id} pa={pa} onAssign={setChosen} disabled={assignedElsewhere} />
              ))
            )}
          </section>
          <AssignmentTimeline id={detail.request.id} version={detail.request.status} />
        </>
      ) : null}
      <ConfirmAssignModal
        pa={assignedElsewhere ? null : chosen}
        requestId={id ?? 0}
        busy={busy}
        onCancel={() => setChosen(null)}
        onConfirm={() => void confirm()}
      />
      <AssignmentSentModal open={sent} onBack={() => navigate(listPath(type))} />
    </section>
  );
}
