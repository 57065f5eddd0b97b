// Customer registration (/signup): the fields and rules of SPEC section 5, the country chosen among those Alfie
// serves; on success the thank-you page.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signupFormSchema, toRegistrationPayload } from '@alfie/shared/contracts/schemas/auth';
import type { SignupForm } from '@alfie/shared/contracts/schemas/auth';
import { LOCALES } from '@alfie/shared/contracts/constants';
import { api, toApiError, useServedCountries } from '@alfie/shared/api';
import { useSession } from '@alfie/shared/session';
import { PasswordField } from '@alfie/shared/ui/password-field';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { useValibotForm } from '@alfie/shared/ui/use-valibot-form';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { LegalConsents } from './legal-consents.tsx';
import type { SignupSummary } from './ty-signup-page.tsx';
import { FormFooter } from './form-footer.tsx';
import { LiveForm } from './live-form.tsx';

// The server names the payload's fields; the form names them as on the screen.
const FORM_FIELD: Record<string, keyof SignupForm> = {
  BusinessName: 'company',
  Email: 'email',
  Country: 'country',
  City: 'city',
  PostalCode: 'cap',
  Street: 'street',
  Sdi: 'sdi',
  VatCode: 'pIva',
  FiscalCode: 'cf',
  Password: 'password',
  'Account.Password': 'password',
};

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

export function SignupPage() {
  const { t, i18n } = useTranslation('common');
  const countries = useServedCountries(i18n.language);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useValibotForm(signupFormSchema, {
    defaultValues: {
      company: '',
      country: '',
      city: '',
      cap: '',
      street: '',
      pIva: '',
      cf: '',
      sdi: '',
      email: '',
      password: '',
      language: 'it',
      terms: false as unknown as true,
      privacy: false as unknown as true,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post('/Auth/registercustomer', toRegistrationPayload(values));
      // SPEC section 4: a successful signup stores token=true and role=customer until the thank-you page clears them.
      useSession.setState({ token: 'true', role: 'customer' });
      const { company, email, country, city, cap, street, pIva, sdi } = values;
      const summary: SignupSummary = { company, email, country, city, cap, street, pIva, sdi };
      navigate('/ty-signup', { state: summary });
    } catch (error) {
      const err = toApiError(error);
      for (const [field, key] of Object.entries(err.fields)) {
        const name = FORM_FIELD[field];
        if (name) form.setError(name, { message: key });
      }
      setServerError(err.code && err.messageKey === err.code ? t(err.messageKey) : err.message);
    }
  });

  const textField = ([name, label, autoComplete, required]: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      control={form.control}
      name={name}
      label={t(label)}
      autoComplete={autoComplete}
      required={required}
    />
  );

  return (
    <section className="shell-card shell-card--wide" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('SIGNUP.TITLE')}</h1>
      <LiveForm onSubmit={onSubmit} noValidate>
        <div className="shell-form-grid">
          {TEXT_FIELDS.slice(0, 1).map(textField)}
          <div>
            <SelectField
              control={form.control}
              name="country"
              label={t('SIGNUP.COUNTRY')}
              placeholder={t('SIGNUP.COUNTRY_CHOOSE')}
              hint={t('SIGNUP.COUNTRY_HINT')}
              options={(countries.data ?? []).map((name) => ({ value: name, label: name }))}
              disabled={!countries.data}
              required
            />
            {countries.loading && <Loader />}
            {countries.error && (
              <ErrorState messageKey="SIGNUP.COUNTRIES_FAILED" onRetry={countries.reload} />
            )}
          </div>
          {TEXT_FIELDS.slice(1).map(textField)}
          <TextField
            control={form.control}
            name="email"
            label={t('SIGNUP.EMAIL')}
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('SIGNUP.PASSWORD')}
            tooltip={t('PASSWORD.HINT')}
            autoComplete="new-password"
            required
          />
          <SelectField
            control={form.control}
            name="language"
            label={t('SIGNUP.LANGUAGE')}
            options={LOCALES.map((l) => ({ value: l, label: t(`SIGNUP.LANG.${l}`) }))}
            required
          />
        </div>
        <LegalConsents control={form.control} />
        <FormFooter
          error={serverError}
          submitLabel={t('SIGNUP.SUBMIT')}
          submitting={form.formState.isSubmitting}
        >
          <button type="button" className="shell-button" onClick={() => navigate('/')}>
            {t('COMMON.BACK_TO_LOGIN')}
          </button>
        </FormFooter>
      </LiveForm>
    </section>
  );
}
