// Not found: any path outside the route table.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="shell-card">
      <h1>{t('NOT_FOUND.TITLE')}</h1>
      <p>{t('NOT_FOUND.TEXT')}</p>
      <Link to="/">{t('NOT_FOUND.HOME')}</Link>
    </section>
  );
}
