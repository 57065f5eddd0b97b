// AssignmentsPage of mfe-pa (/pa-assignments, role personal-assistant): the PA's upcoming assignments, the next one
// first and highlighted, with what is needed on the day, following live what changes (a moved meeting); past
// assignments on demand. Without a network it shows today's and tomorrow's from the last answer it had, read-only,
// until the network is back.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { useRequestEvents } from '@alfie/shared/api/request-events';
import type { Query } from '@alfie/shared/api';
import { EmptyState } from '@alfie/shared/ui/empty-state';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { useSession } from '@alfie/shared/session';
import { useAssignments } from '../api/get-assignments.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { AssignmentCard } from '../work/assignment-card.tsx';
import { keepAssignments, keptAssignments } from '../work/offline-assignments.ts';
import { OfflineList } from '../work/offline-list.tsx';
import '../common/pa.css';

function Cards({ load, empty }: { load: Query<PaAssignmentItem[]>; empty: string }) {
  if (load.loading && !load.data) return <Loader />;
  if (load.error) return <ErrorState onRetry={load.reload} messageKey={load.error.messageKey} />;
  if (!load.data?.length) return <EmptyState message={empty} />;
  return (
    <ul className="pa-list">
      {load.data.map((item) => (
        <li key={item.id}>
          <AssignmentCard item={item} />
        </li>
      ))}
    </ul>
  );
}

export default function AssignmentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const upcoming = useAssignments('upcoming');
  const [showPast, setShowPast] = useState(false);
  const past = useAssignments('past', showPast);
  const [next, ...later] = upcoming.data ?? [];
  const userId = useSession((s) => s.user?.id ?? null);
  useEffect(() => {
    if (upcoming.data && userId !== null) keepAssignments(userId, upcoming.data);
  }, [upcoming.data, userId]);
  // Status 0: the server could not be reached (any answer of the server, even a failure, is not "offline").
  const kept = upcoming.error?.status === 0 && userId !== null ? keptAssignments(userId) : null;
  const offline = kept !== null;
  const { reload } = upcoming;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline, reload]);
  // The PA's stream carries only the PA's own assignments: a moved meeting, a cancellation, a step recorded.
  useRequestEvents(reload, !offline);
  // A phone that slept or a tab shown again may have missed events while its stream was down.
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [reload]);

  let current;
  if (upcoming.loading && !upcoming.data) current = <Loader />;
  else if (kept) current = <OfflineList copy={kept} />;
  else if (upcoming.error)
    current = <ErrorState onRetry={upcoming.reload} messageKey={upcoming.error.messageKey} />;
  else if (!next) current = <EmptyState message={t('noAssignments')} />;
  else
    current = (
      <>
        <section aria-labelledby="pa-next-title">
          <h2 id="pa-next-title">{t('nextAssignment')}</h2>
          <AssignmentCard item={next} next />
        </section>
        {later.length > 0 && (
          <section aria-labelledby="pa-later-title">
            <h2 id="pa-later-title">{t('laterAssignments')}</h2>
            <Cards load={{ ...upcoming, data: later }} empty="" />
          </section>
        )}
      </>
    );
  return (
    <div className="pa-page">
      <h1>{t('assignmentsTitle')}</h1>
      {current}
      {!offline && (
        <section aria-labelledby="pa-past-title">
          <h2 id="pa-past-title">{t('pastAssignments')}</h2>
          {showPast ? (
            <Cards load={past} empty={t('noPast')} />
          ) : (
            <button
              type="button"
              className="alfie-button alfie-button--secondary"
              onClick={() => setShowPast(true)}
            >
              {t('showPast')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
