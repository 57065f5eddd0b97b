// For operator-admin and operator on /new-companies: the companies registered in a country Alfie does not serve
// (country-bound operators cannot see or decide them), each with a select of the served countries to fix it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canReach } from '@alfie/shared/contracts/roles';
import type { UnservedCountryCompany } from '@alfie/shared/contracts/recruiting';
import { countryName } from '@alfie/shared/contracts/labels';
import { toApiError, useServedCountries } from '@alfie/shared/api';
import { useSession } from '@alfie/shared/session';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useFixCompanyCountry } from '../api/fix-company-country.ts';
import { useUnservedCountryCompanies } from '../api/get-unserved-country-companies.ts';

export interface UnservedCountryPanelProps {
  /** Called after a fix, so the list above shows the company under its new country. */
  onFixed: () => void;
}

export function UnservedCountryPanel({ onFixed }: UnservedCountryPanelProps) {
  const role = useSession((s) => s.role);
  // The roles that manage the served countries see every company; the others could not fix it.
  if (!canReach(role, 'pricing')) return null;
  return <UnservedCountryList onFixed={onFixed} />;
}

function UnservedCountryList({ onFixed }: UnservedCountryPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const headingId = useId();
  const companies = useUnservedCountryCompanies();
  const served = useServedCountries(i18n.language);
  const [saved, setSaved] = useState<string | null>(null);

  if (companies.loading && !companies.data) return <Loader />;
  if (companies.error)
    return <ErrorState messageKey={companies.error.messageKey} onRetry={companies.reload} />;
  const rows = companies.data ?? [];
  if (rows.length === 0 && !saved) return null;
  return (
    <section className="recruiting-unserved" aria-labelledby={headingId}>
      <h2 id={headingId}>{rows.length ? t('unservedTitle', { count: rows.length }) : t('unservedDone')}</h2>
      {rows.length > 0 && <p>{t('unservedIntro')}</p>}
      {saved && (
        <p role="status" className="recruiting-unserved__saved">
          {saved}
        </p>
      )}
      {served.error && <ErrorState messageKey="SEND.FAILED" onRetry={served.reload} />}
      <ul>
        {rows.map((company) => (
          <UnservedCountryRow
            key={company.id}
            company={company}
            countries={served.data ?? []}
            onSaved={(country) => {
              setSaved(t('unservedSaved', { name: company.businessName, country }));
              onFixed();
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function UnservedCountryRow({
  company,
  countries,
  onSaved,
}: {
  company: UnservedCountryCompany;
  countries: readonly string[];
  onSaved: (country: string) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const selectId = useId();
  const [country, setCountry] = useState('');
  const fixCompanyCountry = useFixCompanyCountry();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setErrorKey(null);
    try {
      await fixCompanyCountry(company.id, country);
      onSaved(country);
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="recruiting-unserved__row">
      <div>
        <p>
          <strong>{company.businessName}</strong> · {company.city} · {company.email}
        </p>
        <p>{t('unservedEntered', { country: company.country })}</p>
      </div>
      <label htmlFor={selectId}>{t('unservedCountryOf', { name: company.businessName })}</label>
      <select
        id={selectId}
        value={country}
        disabled={busy || countries.length === 0}
        onChange={(e) => setCountry(e.target.value)}
      >
        <option value="">{t('unservedChoose')}</option>
        {countries.map((name) => (
          <option key={name} value={name}>
            {countryName(name, i18n.language)}
          </option>
        ))}
      </select>
      <button type="button" className="alfie-button" disabled={busy || !country} onClick={() => void save()}>
        {t('unservedSave')}
      </button>
      {errorKey && (
        <p className="alfie-field-error" role="alert">
          {tc(errorKey)}
        </p>
      )}
    </li>
  );
}
