// One PA who offered availability, as an accordion titled with its fit score: the fit's reasons and any overlapping
// assignment, languages with levels, vehicles, home town, job, past assignments, contacts, and the 'assign PA to
// request' button (disabled, with the reason in text, for a PA busy at that time).
import { useTranslation } from 'react-i18next';
import { knowledgeLevel, type PaOffer } from '@alfie/shared/contracts';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { formatDateTime } from '@alfie/shared/i18n';
import { Accordion } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { busyNoteId, OfferFit, OfferScore } from './offer-fit.tsx';

export const paName = (pa: Pick<PaOffer, 'firstname' | 'lastname'>) => `${pa.firstname} ${pa.lastname}`;

export function PaOfferItem({
  pa,
  onAssign,
  disabled = false,
}: {
  pa: PaOffer;
  onAssign: (pa: PaOffer) => void;
  /** The request can no longer be assigned (the page says why). */
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const none = t('none');
  return (
    <Accordion
      title={
        <>
          {`${paName(pa)}${pa.homeTown ? ` – ${pa.homeTown}` : ''}`}
          <OfferScore offer={pa} />
        </>
      }
    >
      <OfferFit offer={pa} />
      <dl className="pa-offer-details">
        <dt>{t('spokenLanguages')}</dt>
        <dd>
          {pa.languagesSpoken.length === 0 ? (
            none
          ) : (
            <ul>
              {pa.languagesSpoken.map((l) => (
                <li key={l.culture}>
                  {cultureLabel(l.culture, i18n.language)}:{' '}
                  {t(knowledgeLevel(l.knowledgeLevel).key, { ns: 'common' })}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('paVehicles')}</dt>
        <dd>
          {pa.vehicles.length === 0
            ? none
            : pa.vehicles.map((v, i) => (
                <div key={i}>
                  {vehicleLabel(v.vehicleType, i18n.language)}: {v.brand} {v.model} ({v.registrationYear})
                </div>
              ))}
        </dd>
        <dt>{t('homeTown')}</dt>
        <dd>{pa.homeTown || none}</dd>
        <dt>{t('job')}</dt>
        <dd>{pa.job || none}</dd>
        <dt>{t('pastAssignments')}</dt>
        <dd>
          {pa.assigns.length === 0
            ? none
            : pa.assigns.map((a, i) => (
                <div key={i}>
                  {formatDateTime(a.date, 'date')} – {a.city}
                </div>
              ))}
        </dd>
        <dt>{t('contacts')}</dt>
        <dd>{[pa.email, pa.mobile, pa.phone].filter(Boolean).join(' – ')}</dd>
      </dl>
      <button
        type="button"
        className="alfie-button"
        disabled={disabled || pa.conflict != null}
        aria-describedby={pa.conflict ? busyNoteId(pa.id) : undefined}
        onClick={() => onAssign(pa)}
      >
        {t('assign')}
      </button>
    </Accordion>
  );
}
