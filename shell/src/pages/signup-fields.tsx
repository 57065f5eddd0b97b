// The signup form's fields and consents (docs/product.md §5), the country chosen among those Alfie serves.
//
// Memoised on the form's control, which never changes: react-hook-form's useForm renders the page a second time
// inside the commit of its first render (it sets isReady in a layout effect), so on the prerendered /signup every
// field was rendered twice, with a translation per label, in the task that ends hydration
// (docs/performance.md). Each field still re-renders on its own when its value or error changes (useController).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignupForm } from '@alfie/shared/contracts/schemas/auth';
import { LOCALES } from '@alfie/shared/contracts/constants';
import { countryName } from '@alfie/shared/contracts/labels';
import { useServedCountries } from '@alfie/shared/api';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { PasswordField } from '@alfie/shared/ui/password-field';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { LegalConsents } from './legal-consents.tsx';

// The company name, then (after the country select) the others. VAT, fiscal code and SDI are required together or
// by country (schema rule), so they carry no asterisk.
const TEXT_FIELDS: readonly [keyof SignupForm, string, string | undefined, boolean][] = [
  ['company', 'SIGNUP.COMPANY', 'organization', true],
  ['city', 'SIGNUP.CITY', 'address-level2', true],
  ['cap', 'SIGNUP.CAP', 'postal-code', true],
  ['street', 'SIGNUP.STREET', 'street-address', true],
  ['pIva', 'SIGNUP.PIVA', undefined, false],
  ['cf', 'SIGNUP.CF', undefined, false],
  ['sdi', 'SIGNUP.SDI', undefined, false],
];

export const SignupFields = memo(function SignupFields({ control }: { control: FormControl<SignupForm> }) {
  const { t, i18n } = useTranslation('common');
  const countries = useServedCountries(i18n.language);

  const textField = ([name, label, autoComplete, required]: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      control={control}
      name={name}
      label={t(label)}
      autoComplete={autoComplete}
      required={required}
    />
  );

  return (
    <>
      <div className="shell-form-grid">
        {TEXT_FIELDS.slice(0, 1).map(textField)}
        <div>
          <SelectField
            control={control}
            name="country"
            label={t('SIGNUP.COUNTRY')}
            placeholder={t('SIGNUP.COUNTRY_CHOOSE')}
            hint={t('SIGNUP.COUNTRY_HINT')}
            options={(countries.data ?? []).map((name) => ({
              value: name,
              label: countryName(name, i18n.language),
            }))}
            disabled={!countries.data}
            required
          />
          {countries.loading && <Loader />}
          {countries.error && <ErrorState messageKey="SIGNUP.COUNTRIES_FAILED" onRetry={countries.reload} />}
        </div>
        {TEXT_FIELDS.slice(1).map(textField)}
        <TextField
          control={control}
          name="email"
          label={t('SIGNUP.EMAIL')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={t('SIGNUP.PASSWORD')}
          tooltip={t('PASSWORD.HINT')}
          autoComplete="new-password"
          required
        />
        <SelectField
          control={control}
          name="language"
          label={t('SIGNUP.LANGUAGE')}
          options={LOCALES.map((l) => ({ value: l, label: t(`SIGNUP.LANG.${l}`) }))}
          required
        />
      </div>
      <LegalConsents control={control} />
    </>
  );
});
