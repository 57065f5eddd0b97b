// The assignments page without a network: today's and tomorrow's assignments as the last sync saw them,
// read-only, and when that sync was.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@alfie/shared/i18n';
import { EmptyState } from '@alfie/shared/ui/empty-state';
import { NAMESPACE } from '../i18n/namespace.ts';
import { AssignmentCard } from './assignment-card.tsx';
import type { OfflineAssignments } from './offline-assignments.ts';

export function OfflineList({ copy, now = new Date() }: { copy: OfflineAssignments; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const synced = new Date(copy.syncedAt);
  // The hour alone is enough for a sync of today; an older one needs its day too.
  const time =
    synced.toDateString() === now.toDateString() ? formatDateTime(synced, 'time') : formatDateTime(synced);
  return (
    <>
      <p className="pa-note pa-offline" role="status">
        {t('offlineSynced', { time })}
      </p>
      {copy.items.length === 0 ? (
        <EmptyState message={t('offlineNoAssignments')} />
      ) : (
        <ul className="pa-list">
          {copy.items.map((item) => (
            <li key={item.id}>
              <AssignmentCard item={item} offline />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
