// OpenRequestsPage of mfe-pa (/pa, role personal-assistant): the open requests of the PA's cities, soonest first,
// each with its fit at a glance and Offer / Withdraw; more pages on demand.
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@alfie/shared/ui/empty-state';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { FitChips } from '../work/fit-chips.tsx';
import { OfferAction } from '../work/offer-action.tsx';
import { RequestFacts } from '../work/request-facts.tsx';
import { headingValues } from '../work/request-heading.ts';
import { preloadOpenRequests, useOpenRequests } from '../api/get-open-requests.ts';
import '../common/pa.css';

/** The page's first call, started by the shell as soon as this module is here (shell/src/app/route-preload.ts). */
export const preload = preloadOpenRequests;

export default function OpenRequestsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useOpenRequests();
  // With its first page already here at the first render (the shell sent the call with the page's files), the
  // heading is painted first and the cards follow in a background render (the loader meanwhile).
  const shown = useDeferredValue(!list.loading || list.items.length > 0, false);
  const firstLoad = !shown || (list.loading && list.items.length === 0);
  return (
    <section className="pa-page" aria-labelledby="pa-open-title">
      <h1 id="pa-open-title">{t('openTitle')}</h1>
      <p>{t('openIntro')}</p>
      {firstLoad ? (
        <Loader />
      ) : list.error && list.items.length === 0 ? (
        <ErrorState onRetry={list.reload} messageKey={list.error.messageKey} />
      ) : list.items.length === 0 ? (
        <EmptyState message={t('noOpen')} />
      ) : (
        <>
          <p role="status">{t('shownOf', { shown: list.items.length, total: list.total })}</p>
          <ul className="pa-list">
            {list.items.map((item) => (
              <li key={item.id} className="pa-card">
                <article aria-labelledby={`pa-open-${item.id}`}>
                  <h2 id={`pa-open-${item.id}`}>{t('requestHeading', headingValues(item))}</h2>
                  <FitChips fit={item.fit} />
                  <RequestFacts request={item} />
                  <OfferAction
                    requestId={item.id}
                    offered={item.offered}
                    onChange={(offered) => list.setOffered(item.id, offered)}
                  />
                </article>
              </li>
            ))}
          </ul>
          {list.error && <ErrorState onRetry={list.loadMore} messageKey={list.error.messageKey} />}
          {list.loading ? (
            <Loader />
          ) : (
            list.hasMore && (
              <div className="pa-actions">
                <button
                  type="button"
                  className="alfie-button alfie-button--secondary"
                  onClick={list.loadMore}
                >
                  {t('showMore')}
                </button>
              </div>
            )
          )}
        </>
      )}
    </section>
  );
}
