// How well an offering PA fits the request, as the API scored it: the score for the offer's title, the reasons in
// words, and the PA's overlapping assignment (with a link to it), which is why Assign is disabled for that PA.
import { useTranslation } from 'react-i18next';
import { knowledgeLevel, type FitReason, type PaOffer } from '@alfie/shared/contracts';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../i18n/namespace.ts';

type T = ReturnType<typeof useTranslation>['t'];

/** The id of the text that says why a PA cannot be assigned (the Assign button points to it). */
export const busyNoteId = (paId: number) => `offer-busy-${paId}`;

/** After the PA's name in the offer's title: the score, and 'busy' when the PA cannot be assigned. */
export function OfferScore({ offer }: { offer: PaOffer }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className="offer-score">
      {' · '}
      {t('fitScore', { score: offer.fit.score })}
      {offer.conflict && ` · ${t('busyTag')}`}
    </span>
  );
}

function reasonText(t: T, locale: string, r: FitReason): string {
  const vehicles = (types: string[]) => types.map((v) => vehicleLabel(v, locale)).join(', ') || t('none');
  switch (r.code) {
    case 'language': {
      const language = cultureLabel(r.culture, locale);
      if (r.level == null) return t('fitLanguageMissing', { language });
      const level = t(knowledgeLevel(r.level).key, { ns: 'common' });
      return t(r.met ? 'fitLanguageSpoken' : 'fitLanguageWeak', { language, level });
    }
    case 'vehicle':
      return t(r.met ? 'fitVehicle' : 'fitVehicleMissing', {
        asked: vehicles(r.asked),
        owned: vehicles(r.owned),
      });
    case 'city':
      return t(r.met ? 'fitCityMet' : 'fitCityMissing', { city: r.city });
    case 'week-assignments':
      return t('fitWeek', { count: r.count });
    case 'pa-cost':
      return t('fitCost', { amount: formatMoney(r.amount, r.currencyCode) });
  }
}

const metOf = (r: FitReason): boolean | null => ('met' in r ? r.met : null);

/** The score, its reasons and, for a busy PA, the overlapping assignment. */
export function OfferFit({ offer }: { offer: PaOffer }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { conflict } = offer;
  return (
    <div className="offer-fit">
      {conflict && (
        <p id={busyNoteId(offer.id)} className="alfie-state alfie-state--error offer-busy">
          {t('busyText', {
            id: conflict.requestId,
            from: formatDateTime(conflict.startDatetime),
            to: formatDateTime(conflict.endDatetime),
          })}{' '}
          <Link to={`/assegnazione?id=${conflict.requestId}`}>
            {t('busyLink', { id: conflict.requestId })}
          </Link>
        </p>
      )}
      <p className="offer-fit-score">
        <strong>{t('fitScore', { score: offer.fit.score })}</strong>
      </p>
      <ul aria-label={t('fitReasons')} className="offer-fit-reasons">
        {offer.fit.reasons.map((r, i) => {
          const met = metOf(r);
          return (
            <li key={i} data-met={met === null ? undefined : String(met)}>
              {met !== null && <span aria-hidden="true">{met ? '✓ ' : '✗ '}</span>}
              {reasonText(t, i18n.language, r)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
