// Customer registration (/signup): the form of docs/product.md §5 (its fields in signup-fields.tsx), sent to the API;
// on success the thank-you page.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signupFormSchema, toRegistrationPayload } from '@alfie/shared/contracts/schemas/auth';
import type { SignupForm } from '@alfie/shared/contracts/schemas/auth';
import { api, toApiError } from '@alfie/shared/api';
import type { Alfie } from '../api/alfie.ts';
import { useSession } from '@alfie/shared/session';
import { useValibotForm } from '@alfie/shared/ui/use-valibot-form';
import type { SignupSummary } from './ty-signup-page.tsx';
import { FormFooter } from './form-footer.tsx';
import { SignupFields } from './signup-fields.tsx';
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

export function SignupPage() {
  const { t } = useTranslation('common');
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
      await (api as Alfie).post('/Auth/registercustomer', toRegistrationPayload(values));
      // docs/product.md §4: a successful signup stores token=true and role=customer until the thank-you page clears them.
      useSession.setState({ token: 'true', role: 'customer' });
      const { company, email, country, city, cap, street, pIva, sdi } = values;
      const summary: SignupSummary = { company, email, country, city, cap, street, pIva, sdi };
      navigate('/ty-signup', { state: summary });
    } catch (error) {
      const err = toApiError(error);
      let shownByField = false;
      for (const [field, key] of Object.entries(err.fields)) {
        const name = FORM_FIELD[field];
        if (name) form.setError(name, { message: key });
        shownByField ||= Boolean(name);
      }
      // An error already beside its field is not repeated at the foot of the form.
      if (!shownByField)
        setServerError(err.code && err.messageKey === err.code ? t(err.messageKey) : err.message);
    }
  });

  return (
    <section className="shell-card shell-card--wide" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('SIGNUP.TITLE')}</h1>
      <LiveForm onSubmit={onSubmit} noValidate>
        <SignupFields control={form.control} />
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
