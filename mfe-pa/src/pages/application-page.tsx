// ApplicationPage of mfe-pa (/candidatura, public): the PA application form, validated by the shared schema on
// blur and submit, sent to POST /PersonalAssistant/alfie/apply; then the thank-you screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paApplicationSchema } from '@alfie/shared/contracts';
import type { PaApplicationInput } from '@alfie/shared/contracts';
import { LOCALES, toLocale } from '@alfie/shared/contracts/constants';
import { toApiError } from '@alfie/shared/api';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import type { TextFieldProps } from '@alfie/shared/ui/text-field';
import { useValibotForm } from '@alfie/shared/ui';
import { useApplyCities } from '../api/get-apply-cities.ts';
import { useSendApplication } from '../api/send-application.ts';
import { CitiesField } from '../application/cities-field.tsx';
import { emptyApplication } from '../application/form-values.ts';
import { LanguagesField } from '../application/languages-field.tsx';
import { PrivacyConsent } from '../application/privacy-consent.tsx';
import { ApplicationThankYou } from '../application/thank-you.tsx';
import { VehiclesBlock } from '../application/vehicles-block.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import '../common/pa.css';

type FieldName = keyof PaApplicationInput;

export default function ApplicationPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const cities = useApplyCities();
  const sendApplication = useSendApplication();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useValibotForm(paApplicationSchema, {
    defaultValues: emptyApplication(toLocale(i18n.language)),
  });
  const { control } = form;

  const onSubmit = form.handleSubmit(async (application) => {
    setServerError(null);
    try {
      await sendApplication(application);
      setSentTo(application.email);
    } catch (error) {
      const err = toApiError(error);
      for (const [name, key] of Object.entries(err.fields))
        if (name in application) form.setError(name as FieldName, { message: key });
      if (err.code === 'APPLICATION.EMAIL.IN.USE') form.setError('email', { message: err.code });
      setServerError(t(err.messageKey, { ns: 'common' }));
    }
  });

  if (sentTo) return <ApplicationThankYou email={sentTo} />;
  type Extra = Omit<TextFieldProps<PaApplicationInput>, 'control' | 'name' | 'label'>;
  const text = (name: FieldName, label: string, extra: Extra = {}) => (
    <TextField control={control} name={name} label={t(label)} {...extra} />
  );
  return (
    <section className="pa-page" aria-labelledby="pa-apply-title">
      <h1 id="pa-apply-title">{t('applyTitle')}</h1>
      <p>{t('applyIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <section className="pa-block" aria-labelledby="pa-about-title">
          <h2 id="pa-about-title">{t('aboutYou')}</h2>
          <div className="pa-grid">
            {text('firstname', 'firstname', { required: true, autoComplete: 'given-name' })}
            {text('lastname', 'lastname', { required: true, autoComplete: 'family-name' })}
            {text('email', 'email', { required: true, type: 'email', autoComplete: 'email' })}
            {text('mobile', 'mobile', { required: true, type: 'tel', autoComplete: 'tel' })}
            {text('phone', 'phone', { type: 'tel' })}
            {text('homeTown', 'homeTown', { required: true, autoComplete: 'address-level2' })}
            {text('birthdate', 'birthdate', {
              required: true,
              type: 'date',
              autoComplete: 'bday',
              hint: t('birthdateHint'),
            })}
            {text('job', 'job', { hint: t('jobHint'), autoComplete: 'organization-title' })}
            {text('hobby', 'hobby')}
          </div>
        </section>
        <LanguagesField control={control} />
        <VehiclesBlock control={control} />
        {cities.loading && !cities.data ? (
          <Loader />
        ) : cities.error ? (
          <ErrorState onRetry={cities.reload} messageKey={cities.error.messageKey} />
        ) : (
          <CitiesField control={control} countries={cities.data ?? []} />
        )}
        <section className="pa-block" aria-labelledby="pa-privacy-title">
          <h2 id="pa-privacy-title">{t('privacyTitle')}</h2>
          <SelectField
            control={control}
            name="language"
            label={t('mailLanguage')}
            options={LOCALES.map((l) => ({ value: l, label: t(`LANG.${l}`, { ns: 'common' }) }))}
            required
          />
          <PrivacyConsent control={control} />
        </section>
        {serverError && (
          <p className="alfie-field-error pa-server-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="pa-actions">
          <button type="submit" className="alfie-button" disabled={form.formState.isSubmitting}>
            {t('submitApplication')}
          </button>
          {form.formState.isSubmitting && <Loader />}
        </div>
      </form>
    </section>
  );
}
