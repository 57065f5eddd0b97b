// The translated "section unavailable" panel shown in place of a remote page that cannot be loaded.
import { useTranslation } from 'react-i18next';
import { FEDERATION_NAMESPACE } from './federation-strings.ts';

export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  return (
    <section className="remote-unavailable" role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title">{t('unavailableTitle')}</h2>
      <p>{t('unavailableText')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
