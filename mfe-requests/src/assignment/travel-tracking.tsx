// What the flight-status provider says of one travel on the assignment page: the dispatch board's flight line (state,
// arrival or landing, the PA's meeting it moved, the observation's age); trains are not tracked, and without the
// provider's key tracking is off.
import { useTranslation } from 'react-i18next';
import { meetingAt, type Travel } from '@alfie/shared/contracts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { FlightLine } from '../dispatch/flight-line.tsx';

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export function TravelTracking({ travel, start }: { travel: Travel; start: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { tracking } = travel;
  if (travel.type === 'train') return <div className="travel-tracking">{t('trackingNone')}</div>;
  if (!tracking) return null;
  if (tracking.state === 'off') return <div className="travel-tracking">{t('trackingOff')}</div>;
  const meeting = meetingAt(new Date(start), dateOrNull(travel.arrivalDatetime), {
    expectedArrival: dateOrNull(tracking.expectedArrival),
    landedAt: dateOrNull(tracking.landedAt),
  });
  return (
    <div className="travel-tracking">
      <FlightLine flight={{ code: travel.code, tracking, meetingAt: meeting.toISOString() }} />
    </div>
  );
}
