// AssignmentsPage of mfe-pa (/pa-assignments, role personal-assistant): the PA's upcoming assignments, the next one
// first and highlighted, with what is needed on the day; past assignments on demand.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { useQuery } from '@alfie/shared/api';
import type { Query } from '@alfie/shared/api';
import { EmptyState } from '@alfie/shared/ui/empty-state';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { fetchAssignments } from '../api/pa-api.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { AssignmentCard } from '../work/assignment-card.tsx';
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
  const upcoming = useQuery(['pa', 'assignments', 'upcoming'], () => fetchAssignments('upcoming'));
  const [showPast, setShowPast] = useState(false);
  const past = useQuery(showPast ? ['pa', 'assignments', 'past'] : null, () => fetchAssignments('past'));
  const [next, ...later] = upcoming.data ?? [];

  let current;
  if (upcoming.loading && !upcoming.data) current = <Loader />;
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
    </div>
  );
}
