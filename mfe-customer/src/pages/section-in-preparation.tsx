// Placeholder body of a page whose own issue is not done yet: a real, translated page that says so.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

export function SectionInPreparation({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="section-in-preparation" aria-labelledby="section-in-preparation-title">
      <h1 id="section-in-preparation-title">{t(titleKey)}</h1>
      <p>{t('preparing')}</p>
    </section>
  );
}
