// The tracked flight of a request on the board: its state in words, the arrival the provider expects (or the
// landing), the PA's meeting moved with it, and how old the observation is, so an operator knows what to trust.
import { useTranslation } from 'react-i18next';
import type { DispatchFlight } from '@alfie/shared/contracts/dispatch-board';
import { NAMESPACE } from '../i18n/namespace.ts';
import { timeOf } from './board-format.ts';

export function FlightLine({ flight, now = new Date() }: { flight: DispatchFlight; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const { tracking } = flight;
  const arrival = tracking.landedAt ?? tracking.expectedArrival ?? tracking.scheduledArrival;
  const age = tracking.observedAt
    ? Math.max(0, Math.floor((now.getTime() - Date.parse(tracking.observedAt)) / 60_000))
    : null;
  return (
    <span className="dispatch-item-line" data-flight-state={tracking.state}>
      {t('flightLine', {
        code: flight.code,
        state: t(`flightState.${tracking.state}`),
        arrival: arrival ? timeOf(arrival) : '–',
        meeting: timeOf(flight.meetingAt),
      })}
      {age !== null && <span className="dispatch-item-muted"> ({t('flightSeen', { minutes: age })})</span>}
    </span>
  );
}
