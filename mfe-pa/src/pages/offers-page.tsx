// OffersPage of mfe-pa (/pa-offers, role personal-assistant): the PA's live offers, newest first, with where each
// stands (waiting, assigned to the PA, no longer open) and Withdraw while the request is not assigned.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaOfferItem } from '@alfie/shared/contracts';
import { useQuery } from '@alfie/shared/api';
import { formatDateTime } from '@alfie/shared/i18n';
import { EmptyState } from '@alfie/shared/ui/empty-state';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { fetchOffers } from '../api/pa-api.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { OfferAction } from '../work/offer-action.tsx';
import { RequestFacts } from '../work/request-facts.tsx';
import { headingValues } from '../work/request-heading.ts';
import '../common/pa.css';

const stateKey = (offer: PaOfferItem) =>
  offer.assignedToMe ? 'offerState.mine' : offer.withdrawable ? 'offerState.waiting' : 'offerState.closed';

export default function OffersPage() {
  const { t } = useTranslation(NAMESPACE);
  const offers = useQuery(['pa', 'offers'], fetchOffers);
  // Withdrawn here: the card stays, so the outcome can be read and the offer made again.
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<number>>(new Set());
  const mark = (requestId: number, offered: boolean) =>
    setWithdrawn((set) => {
      const next = new Set(set);
      if (offered) next.delete(requestId);
      else next.add(requestId);
      return next;
    });

  let body;
  if (offers.loading && !offers.data) body = <Loader />;
  else if (offers.error) body = <ErrorState onRetry={offers.reload} messageKey={offers.error.messageKey} />;
  else if (!offers.data?.length) body = <EmptyState message={t('noOffers')} />;
  else
    body = (
      <ul className="pa-list">
        {offers.data.map((o) => (
          <li key={o.requestId} className="pa-card">
            <article aria-labelledby={`pa-offer-${o.requestId}`}>
              <h2 id={`pa-offer-${o.requestId}`}>{t('requestHeading', headingValues(o.request))}</h2>
              <p className="pa-note">
                <strong>{t(stateKey(o))}</strong> · {t('offeredOn', { date: formatDateTime(o.offeredAt) })}
              </p>
              <RequestFacts request={o.request} />
              {(o.withdrawable || withdrawn.has(o.requestId)) && (
                <OfferAction
                  requestId={o.requestId}
                  offered={!withdrawn.has(o.requestId)}
                  onChange={(offered) => mark(o.requestId, offered)}
                />
              )}
            </article>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="pa-page" aria-labelledby="pa-offers-title">
      <h1 id="pa-offers-title">{t('offersTitle')}</h1>
      {body}
    </section>
  );
}
