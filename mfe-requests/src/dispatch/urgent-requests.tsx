// The dashboards' pinned section: requests of the dashboard's type still without a PA and starting within the API's
// urgency window, the first few to start each linked to its assignment page, the rest counted and left to the dispatch
// board; the services at risk with the PA to call; the services whose PA reported the guest not found, which an
// operator confirms or refuses here. Absent when there is none of these. Same call as the dispatch board.
// The dashboard holds the call (useUrgentRequests) so it can show the section and the table together, and nothing
// moves when the answer comes; the section is memoised because the dashboard re-renders on every filter, sort and
// answer.
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestType } from '@alfie/shared/contracts';
import type {
  DispatchAssignment,
  DispatchPa,
  UnassignedRequest,
} from '@alfie/shared/contracts/dispatch-board';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDispatchBoard } from '../api/get-dispatch-board.ts';
import { urgentRange } from './board-range.ts';
import { placeOf } from './board-format.ts';
import { isCancelled } from '@alfie/shared/contracts';
import { formatDateTime } from '@alfie/shared/i18n';
import { NoShowDialog } from './no-show-dialog.tsx';
import './dispatch-board.css';

/**
 * Urgent requests listed in the section (the API sends them in start order); the others are counted and the board
 * lists them all. Every one listed, as before, made the section grow with the data: with 72,000 requests 297 were
 * urgent, the section was 12,500 px tall, the table under it out of sight, and each new sort or filter laid out and
 * painted the whole list again.
 */
export const URGENT_LISTED = 5;

/** A service at risk and the PA to call about it. */
export interface AtRiskService {
  request: DispatchAssignment;
  pa: Pick<DispatchPa, 'id' | 'firstname' | 'lastname' | 'mobile'>;
}

export interface UrgentState {
  /** The dashboard type's urgent requests (empty until the call answers). */
  items: UnassignedRequest[];
  /** The dashboard type's services at risk, soonest first, with their PA. */
  atRisk: AtRiskService[];
  /** The dashboard type's services whose PA reported the guest not found, waiting for an operator's decision. */
  noShows: AtRiskService[];
  urgentHours: number;
  failed: boolean;
  /** The call has answered, with the board or with an error. */
  settled: boolean;
  reload: () => void;
}

/** The urgent requests of `type`, kept current by the live events while `live`. */
export function useUrgentRequests(type: RequestType, live = true): UrgentState {
  const [range] = useState(() => urgentRange(new Date()));
  const { data, error, reload } = useDispatchBoard(range.from, range.to, live);
  return useMemo(() => {
    const staffed = (keep: (r: DispatchAssignment) => boolean): AtRiskService[] =>
      (data?.pas ?? [])
        .flatMap(({ assignments, ...pa }) =>
          assignments.filter((r) => keep(r) && r.type === type).map((request) => ({ request, pa })),
        )
        .sort((a, b) => a.request.startDatetime.localeCompare(b.request.startDatetime));
    return {
      items: data?.unassigned.filter((r) => r.urgent && r.type === type) ?? [],
      atRisk: staffed((r) => r.atRisk),
      // A confirmed no-show cancels the request, which then leaves the board: what stays is still to decide.
      noShows: staffed((r) => r.field === 'no-show' && !isCancelled(r.status)),
      urgentHours: data?.urgentHours ?? 0,
      failed: error !== null,
      settled: data !== null || error !== null,
      reload,
    };
  }, [data, error, reload, type]);
}

export const UrgentRequests = memo(function UrgentRequests({ urgent }: { urgent: UrgentState }) {
  const { t } = useTranslation(NAMESPACE);
  // Held here, not in the no-show list: a confirmed no-show cancels the request, the live board drops it from the
  // list, and the dialog must stay to tell the operator the fee.
  const [deciding, setDeciding] = useState<AtRiskService | null>(null);
  // Quiet and kept out of the dashboard's alerts: the dashboard's own state comes first.
  if (urgent.failed)
    return (
      <p className="urgent-requests-failed">
        {t('urgentFailed')}{' '}
        <button type="button" className="alfie-link-button" onClick={urgent.reload}>
          {t('urgentRetry')}
        </button>
      </p>
    );
  // One tree whatever is listed, so the dialog keeps its state (the fee it says) when the lists change under it.
  const dialog = deciding && (
    <NoShowDialog
      service={deciding}
      onClose={(changed) => {
        setDeciding(null);
        if (changed) urgent.reload();
      }}
    />
  );
  return (
    <>
      {urgent.noShows.length > 0 && <NoShows services={urgent.noShows} onDecide={setDeciding} />}
      {urgent.atRisk.length > 0 && <AtRisk services={urgent.atRisk} />}
      {urgent.items.length > 0 && <Unassigned urgent={urgent} />}
      {dialog}
    </>
  );
});

function NoShows({
  services,
  onDecide,
}: {
  services: AtRiskService[];
  onDecide: (service: AtRiskService) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="urgent-requests" aria-labelledby="no-shows-title">
      <h2 id="no-shows-title">{t('noShowsTitle')}</h2>
      <ul>
        {services.map((s) => (
          <li key={s.request.id}>
            <Link to={`/assegnazione?id=${s.request.id}`}>
              {t('noShowItem', {
                id: s.request.id,
                start: formatDateTime(s.request.startDatetime),
                place: placeOf(s.request),
                pa: `${s.pa.firstname} ${s.pa.lastname}`,
              })}
            </Link>{' '}
            <button type="button" className="alfie-link-button" onClick={() => onDecide(s)}>
              {t('noShowDecide', { id: s.request.id })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AtRisk({ services }: { services: AtRiskService[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="urgent-requests" aria-labelledby="at-risk-title">
      <h2 id="at-risk-title">{t('atRiskTitle')}</h2>
      <ul>
        {services.map(({ request: r, pa }) => {
          const name = `${pa.firstname} ${pa.lastname}`;
          return (
            <li key={r.id}>
              <Link to={`/assegnazione?id=${r.id}`}>
                {t('atRiskItem', {
                  id: r.id,
                  start: formatDateTime(r.startDatetime),
                  place: placeOf(r),
                  pa: name,
                })}
              </Link>{' '}
              {pa.mobile ? (
                <a href={`tel:${pa.mobile.replace(/[^\d+]/g, '')}`}>
                  {t('atRiskCall', { pa: name, number: pa.mobile })}
                </a>
              ) : (
                t('atRiskNoPhone')
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Unassigned({ urgent }: { urgent: UrgentState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="urgent-requests" aria-labelledby="urgent-requests-title">
      <h2 id="urgent-requests-title">{t('urgentTitle', { hours: urgent.urgentHours })}</h2>
      <ul>
        {urgent.items.slice(0, URGENT_LISTED).map((r) => (
          <li key={r.id}>
            <Link to={`/assegnazione?id=${r.id}`}>
              {t('urgentOpen', { id: r.id, start: formatDateTime(r.startDatetime), place: placeOf(r) })}
            </Link>
          </li>
        ))}
      </ul>
      {urgent.items.length > URGENT_LISTED && (
        <p className="urgent-requests-more">
          {t('urgentMore', { count: urgent.items.length - URGENT_LISTED })}
        </p>
      )}
      <Link to="/dispatch-board">{t('urgentBoardLink')}</Link>
    </section>
  );
}
