// The dashboards' pinned section: requests of the dashboard's type still without a PA and starting within the API's
// urgency window, each linked to its assignment page; absent when there are none. Same call as the dispatch board.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestType } from '@alfie/shared/contracts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDispatchBoard } from './dispatch-api.ts';
import { urgentRange } from './board-range.ts';
import { placeOf } from './board-format.ts';
import { formatDayMinute } from '@alfie/shared/contracts';
import './dispatch-board.css';

export function UrgentRequests({ type }: { type: RequestType }) {
  const { t } = useTranslation(NAMESPACE);
  const [range] = useState(() => urgentRange(new Date()));
  const board = useDispatchBoard(range.from, range.to);
  // Quiet while loading and kept out of the dashboard's alerts: the dashboard's own state comes first.
  if (board.error)
    return (
      <p className="urgent-requests-failed">
        {t('urgentFailed')}{' '}
        <button type="button" className="alfie-link-button" onClick={board.reload}>
          {t('urgentRetry')}
        </button>
      </p>
    );
  const urgent = board.data?.unassigned.filter((r) => r.urgent && r.type === type) ?? [];
  if (!board.data || urgent.length === 0) return null;
  return (
    <section className="urgent-requests" aria-labelledby="urgent-requests-title">
      <h2 id="urgent-requests-title">{t('urgentTitle', { hours: board.data.urgentHours })}</h2>
      <ul>
        {urgent.map((r) => (
          <li key={r.id}>
            <Link to={`/assegnazione?id=${r.id}`}>
              {t('urgentOpen', { id: r.id, start: formatDayMinute(r.startDatetime), place: placeOf(r) })}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/dispatch-board">{t('urgentBoardLink')}</Link>
    </section>
  );
}
