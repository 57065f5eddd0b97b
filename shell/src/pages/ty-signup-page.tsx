// Thank-you after signup: the company data just entered; it ends the provisional signup session on load.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@alfie/shared/session';

export interface SignupSummary {
  company: string;
  email: string;
  country: string;
  city: string;
  cap: string;
  street: string;
  pIva?: string;
  sdi?: string;
}

const FIELDS: readonly [keyof SignupSummary, string][] = [
  ['company', 'SIGNUP.COMPANY'],
  ['email', 'SIGNUP.EMAIL'],
  ['country', 'SIGNUP.COUNTRY'],
  ['city', 'SIGNUP.CITY'],
  ['cap', 'SIGNUP.CAP'],
  ['street', 'SIGNUP.STREET'],
  ['pIva', 'SIGNUP.PIVA'],
  ['sdi', 'SIGNUP.SDI'],
];

export function TySignupPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const summary = (useLocation().state ?? null) as SignupSummary | null;

  useEffect(() => {
    useSession.setState({ token: null, role: null });
  }, []);

  return (
    <section className="shell-card" aria-labelledby="ty-title">
      <h1 id="ty-title">{t('TY_SIGNUP.TITLE')}</h1>
      <p>{t('TY_SIGNUP.NOTICE')}</p>
      {summary && (
        <>
          <h2>{t('TY_SIGNUP.DATA')}</h2>
          <dl className="shell-data">
            {FIELDS.filter(([key]) => summary[key]).map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{t(label)}</dt>
                <dd>{summary[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="shell-actions">
        <button type="button" className="shell-button shell-button--primary" onClick={() => navigate('/')}>
          {t('COMMON.BACK_TO_LOGIN')}
        </button>
      </div>
    </section>
  );
}
