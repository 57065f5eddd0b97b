// Page footer: the company's Milan address and the contact e-mail.
import { useTranslation } from 'react-i18next';
import { APP_VERSION, COMPANY_ADDRESS, CONTACT_EMAIL } from '@alfie/shared/contracts/constants';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="shell-footer" aria-label={t('FOOTER.LABEL')}>
      <p>{COMPANY_ADDRESS}</p>
      <p>
        {t('FOOTER.CONTACT')}: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <p className="shell-version">v{APP_VERSION}</p>
    </footer>
  );
}
