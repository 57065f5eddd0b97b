// One request on the board: a link to its assignment page with its hours, number, departure and customer; an
// urgent one, or a service at risk (its PA not at the meeting point in time), says so in words as well as in colour;
// a staffed one says what its PA last reported from the field; a tracked flight shows its arrival and the meeting.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type {
  DispatchAssignment,
  DispatchRequest,
  UnassignedRequest,
} from '@alfie/shared/contracts/dispatch-board';
import { NAMESPACE } from '../i18n/namespace.ts';
import { placeOf, timeOf } from './board-format.ts';
import { FlightLine } from './flight-line.tsx';

const isUnassigned = (r: DispatchRequest): r is UnassignedRequest => 'urgent' in r;

export function BoardItem({ request }: { request: DispatchAssignment | UnassignedRequest }) {
  const { t } = useTranslation(NAMESPACE);
  const waiting = isUnassigned(request);
  const urgent = waiting ? request.urgent : request.atRisk;
  const flag = waiting ? t('dispatchUrgent') : t('dispatchAtRisk');
  return (
    <Link
      to={`/assegnazione?id=${request.id}`}
      className={`dispatch-item${urgent ? ' dispatch-item--urgent' : ''}`}
      data-board-item=""
    >
      <span className="dispatch-item-line">
        <span>
          {timeOf(request.startDatetime)}–{timeOf(request.endDatetime)}
        </span>{' '}
        <span>{t('dispatchRequestNo', { id: request.id })}</span>
        {/* The space keeps "Urgent" a word of its own in the link's accessible name. */}
        {urgent && ' '}
        {urgent && <strong className="dispatch-urgent-badge">{flag}</strong>}
      </span>
      <span className="dispatch-item-line">{placeOf(request)}</span>
      {request.flight && <FlightLine flight={request.flight} />}
      {request.customer && <span className="dispatch-item-line">{request.customer}</span>}
      <span className="dispatch-item-line dispatch-item-muted">
        {waiting
          ? t('dispatchOffers', { count: request.offers })
          : t(`STATUS.${request.status}`, { ns: 'common', defaultValue: request.status })}
      </span>
      {!waiting && request.field && (
        <span className="dispatch-item-line" data-field={request.field}>
          {t(`fieldStatus.${request.field}`)}
        </span>
      )}
    </Link>
  );
}
