// One assignment with what the PA needs on the day: times (and the meeting a tracked flight moved), stops with a map link each, flights or trains, the
// people assisted and the customer's contacts with tap-to-call numbers, notes and the PA's payment.
import { useTranslation } from 'react-i18next';
import type { PaAssignmentItem } from '@alfie/shared/contracts';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import { mapHref, stopLine } from './links.ts';
import { FieldStep } from './field-step.tsx';
import { PhoneLink } from './phone-link.tsx';
import { headingValues } from './request-heading.ts';
import { timeSpan } from './when.ts';

/** `offline`: a copy kept from the last sync, read-only. */
export function AssignmentCard({
  item,
  next = false,
  offline = false,
}: {
  item: PaAssignmentItem;
  next?: boolean;
  offline?: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = `pa-assignment-${item.id}`;
  const stops = [...item.cities].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <article className={`pa-card${next ? ' pa-card--next' : ''}`} aria-labelledby={id}>
      <h3 id={id}>{t('requestHeading', headingValues(item))}</h3>
      <dl className="pa-facts">
        <dt>{t('when')}</dt>
        <dd>{timeSpan(item)}</dd>
        {item.flight && (
          <>
            <dt>{t('meeting')}</dt>
            <dd data-flight-state={item.flight.tracking.state}>
              {t('flightMeeting', {
                time: formatDateTime(item.flight.meetingAt),
                code: item.flight.code,
                state: t(`flightState.${item.flight.tracking.state}`),
              })}
            </dd>
          </>
        )}
        {item.customers && (
          <>
            <dt>{t('customer')}</dt>
            <dd>{item.customers.businessName}</dd>
          </>
        )}
        {item.paPaymentAmount != null && (
          <>
            <dt>{t('payment')}</dt>
            <dd>{formatMoney(item.paPaymentAmount, item.currencyCode ?? 'EUR')}</dd>
          </>
        )}
      </dl>
      <FieldStep item={item} offline={offline} />
      <h4>{t('stops')}</h4>
      <ol className="pa-stops">
        {stops.map((stop) => {
          const line = stopLine(stop, i18n.language);
          return (
            <li key={stop.orderIndex}>
              {line}{' '}
              <a href={mapHref(stop, i18n.language)} target="_blank" rel="noopener noreferrer">
                {t('openMap')}
                <span className="alfie-visually-hidden"> {line}</span>
              </a>
            </li>
          );
        })}
      </ol>
      {item.travels.length > 0 && (
        <>
          <h4>{t('travels')}</h4>
          <ul className="pa-contacts">
            {item.travels.map((travel, i) => (
              <li key={i}>
                {[
                  `${t(`travel.${travel.type}`)} ${travel.code}`,
                  travel.company,
                  [travel.from, travel.to].filter(Boolean).join(' → '),
                  travel.arrivalDatetime && t('arrivalAt', { time: formatDateTime(travel.arrivalDatetime) }),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {item.assisted.length > 0 && (
        <>
          <h4>{t('assisted')}</h4>
          <ul className="pa-contacts">
            {item.assisted.map((person, i) => {
              const name = `${person.firstname} ${person.lastname}`;
              return (
                <li key={person.id ?? i}>
                  {name}
                  {person.title && `, ${person.title}`}
                  <br />
                  <PhoneLink name={name} number={person.mobile} />
                </li>
              );
            })}
          </ul>
        </>
      )}
      {item.referents.length > 0 && (
        <>
          <h4>{t('referents')}</h4>
          <ul className="pa-contacts">
            {item.referents.map((r, i) => {
              const name = `${r.firstname} ${r.lastname}`;
              return (
                <li key={i}>
                  {name}
                  <br />
                  <PhoneLink name={name} number={r.mobile} />
                  {r.phone && r.phone !== r.mobile && (
                    <>
                      <br />
                      <PhoneLink name={name} number={r.phone} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {item.serviceNotes && (
        <p className="pa-note">
          <strong>{t('serviceNotes')}:</strong> {item.serviceNotes}
        </p>
      )}
      {item.helpNotes && (
        <p className="pa-note">
          <strong>{t('helpNotes')}:</strong> {item.helpNotes}
        </p>
      )}
    </article>
  );
}
