// What the page shows when the shell cannot start (config.json unreachable, a crash above the routes).
import { useTranslation } from 'react-i18next';
import { FEDERATION_NAMESPACE } from '../federation/federation-strings.ts';

export function StartupFailure() {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  return (
    <main className="startup-failure" role="alert">
      <h1>{t('startupTitle')}</h1>
      <p>{t('startupText')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </main>
  );
}
