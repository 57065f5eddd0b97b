// OffersPage of mfe-pa (/pa-offers, role personal-assistant): the PA's offers, newest first, with where each stands
// as the server says it (waiting, clashing with one of the PA's assignments, assigned to the PA, no longer open,
// withdrawn) and Withdraw while the request is not assigned.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaOfferItem, PaOfferState } from '@alfie/shared/contracts';
import { formatDateTime } from '@alfie/shared/i18n';
import { EmptyState } from '@alfie/shared/ui/empty-state';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { useOffers } from '../api/get-offers.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { OfferAction } from '../work/offer-action.tsx';
import { RequestFacts } from '../work/request-facts.tsx';
import { headingValues } from '../work/request-heading.ts';
import '../common/pa.css';

/** The state after what the PA did on this page: a withdrawal, or an offer made again (`offered`). */
function stateOf(offer: PaOfferItem, offered: boolean | undefined): PaOfferState {
  if (offered === false) return 'withdrawn';
  if (offered === true && offer.state === 'withdrawn') return 'waiting';
  return offer.state;
}

export default function OffersPage() {
  const { t } = useTranslation(NAMESPACE);
  const offers = useOffers();
  // Withdrawn or offered again here: the card stays, says so, and can offer (or withdraw) again.
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const mark = (requestId: number, offered: boolean) =>
    setChanged((map) => new Map(map).set(requestId, offered));

  let body;
  if (offers.loading && !offers.data) body = <Loader />;
  else if (offers.error) body = <ErrorState onRetry={offers.reload} messageKey={offers.error.messageKey} />;
  else if (!offers.data?.length) body = <EmptyState message={t('noOffers')} />;
  else
    body = (
      <ul className="pa-list">
        {offers.data.map((o) => {
          const state = stateOf(o, changed.get(o.requestId));
          // Live and unassigned: Withdraw; withdrawn earlier: offer again while no PA is assigned (the server refuses a
          // request no longer open). Decided on the server's answer, so the button and its outcome stay after a change.
          const actionable =
            o.withdrawable || (o.state === 'withdrawn' && o.request.personalAssistantId == null);
          return (
            <li key={o.requestId} className="pa-card">
              <article aria-labelledby={`pa-offer-${o.requestId}`}>
                <h2 id={`pa-offer-${o.requestId}`}>{t('requestHeading', headingValues(o.request))}</h2>
                <p className="pa-note">
                  <strong>{t(`offerState.${state}`, { id: o.clashesWith })}</strong> ·{' '}
                  {t('offeredOn', { date: formatDateTime(o.offeredAt) })}
                </p>
                <RequestFacts request={o.request} />
                {actionable && (
                  <OfferAction
                    requestId={o.requestId}
                    offered={state !== 'withdrawn'}
                    onChange={(offered) => mark(o.requestId, offered)}
                  />
                )}
              </article>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className="pa-page" aria-labelledby="pa-offers-title">
      <h1 id="pa-offers-title">{t('offersTitle')}</h1>
      {body}
    </section>
  );
}
