// The fit of a request at a glance: languages, vehicle and city, each said in words (✓ or ✗ is only decoration).
import { useTranslation } from 'react-i18next';
import type { RequestFit } from '@alfie/shared/contracts';
import { NAMESPACE } from '../i18n/namespace.ts';

const ASPECTS = ['languages', 'vehicle', 'city'] as const;

export function FitChips({ fit }: { fit: RequestFit }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className="pa-fit" aria-label={t('fitTitle')}>
      {ASPECTS.map((aspect) => (
        <li key={aspect} className={fit[aspect] ? 'pa-fit--yes' : 'pa-fit--no'}>
          <span aria-hidden="true">{fit[aspect] ? '✓ ' : '✗ '}</span>
          {t(`fit.${aspect}`)}
          <span className="alfie-visually-hidden">: {t(fit[aspect] ? 'fitYes' : 'fitNo')}</span>
        </li>
      ))}
    </ul>
  );
}
