// The translated "section unavailable" panel shown in place of a remote page that cannot be loaded
// (its strings are the shell's common ones: SECTION.UNAVAILABLE, SECTION.UNAVAILABLE_HINT, COMMON.RETRY).
import { useTranslation } from 'react-i18next';

export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="remote-unavailable" role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title">{t('SECTION.UNAVAILABLE')}</h2>
      <p>{t('SECTION.UNAVAILABLE_HINT')}</p>
      <button type="button" onClick={onRetry}>
        {t('COMMON.RETRY')}
      </button>
    </section>
  );
}
