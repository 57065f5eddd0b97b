// The screen after a sent application: what happens next, and the way back to the login.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

export function ApplicationThankYou({ email }: { email: string }) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus the news so a screen reader and the keyboard start from it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pa-page pa-thanks" aria-labelledby="pa-thanks-title">
      <h1 id="pa-thanks-title" ref={heading} tabIndex={-1}>
        {t('thanksTitle')}
      </h1>
      <p>{t('thanksText', { email })}</p>
      <p>
        <Link to="/" className="alfie-button">
          {t('COMMON.BACK_TO_LOGIN', { ns: 'common' })}
        </Link>
      </p>
    </section>
  );
}
