// Login: e-mail and password; on success the session is stored and the role's home opens (docs/product.md §2, §4, §6).
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@alfie/shared/contracts/schemas/login';
import { HOME_BY_ROLE } from '@alfie/shared/contracts/roles';
import type { LoginResponse } from '@alfie/shared/contracts/schemas/answers';
import { ENROLMENT_PATH, isTwoFactorChallenge } from '@alfie/shared/contracts/two-factor';
import { api, toApiError } from '@alfie/shared/api';
import type { Alfie } from '../api/alfie.ts';
import { useSession } from '@alfie/shared/session';
import { Loader } from '@alfie/shared/ui/loader';
import { PasswordField } from '@alfie/shared/ui/password-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { useValibotForm } from '@alfie/shared/ui/use-valibot-form';
import { FormFooter } from './form-footer.tsx';
import { LiveForm } from './live-form.tsx';

// Server codes worth showing as they are; anything else on login reads as wrong credentials.
const SHOWN_AS_IS = new Set([
  'AUTH.ACCOUNT.NOT.ACTIVE',
  'AUTH.ACCOUNT.DISABLED',
  'TOO.MANY.ATTEMPTS',
  'SEND.FAILED',
]);

// The code step of an account with two-factor on: asked for when a password is sent (beside the sign-in call), so
// the login form itself, which every visitor of / downloads before it can be used, does not carry it (docs/performance.md).
const loadSecondStep = () =>
  import(/* webpackChunkName: "login-second-step" */ '../two-factor/login-second-step.tsx');
const LoginSecondStep = lazy(() => loadSecondStep().then((m) => ({ default: m.LoginSecondStep })));

export function LoginPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // Set when the account has two-factor on: the password was right, a code is still needed.
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useValibotForm(loginSchema, { defaultValues: { username: '', password: '' } });

  const signIn = (data: LoginResponse, username: string) => {
    const result = useSession.getState().login(data, username);
    if (!result.ok) return setErrorKey(result.error);
    // A role the policy requires to use two-factor, without it yet, goes to set it up first.
    navigate(data.twoFactorEnrolmentRequired ? ENROLMENT_PATH : HOME_BY_ROLE[result.role], { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    void loadSecondStep().catch(() => undefined);
    try {
      const { data } = await (api as Alfie).post('/Auth/authenticate', values);
      if (isTwoFactorChallenge(data)) return setChallenge(data.challenge);
      signIn(data, values.username);
    } catch (error) {
      const { messageKey } = toApiError(error);
      setErrorKey(SHOWN_AS_IS.has(messageKey) ? messageKey : 'AUTH.VALIDATION.INVALID_LOGIN');
    }
  });

  if (challenge)
    return (
      <Suspense fallback={<Loader />}>
        <LoginSecondStep
          challenge={challenge}
          onSignedIn={(data) => signIn(data, form.getValues('username'))}
          onBack={() => {
            setChallenge(null);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );

  return (
    <section className="shell-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('LOGIN.TITLE')}</h1>
      <LiveForm onSubmit={onSubmit} noValidate>
        <TextField
          control={form.control}
          name="username"
          label={t('LOGIN.EMAIL')}
          type="email"
          autoComplete="username"
          required
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('LOGIN.PASSWORD')}
          autoComplete="current-password"
          required
        />
        <FormFooter
          error={errorKey && t(errorKey)}
          submitLabel={t('LOGIN.SUBMIT')}
          submitting={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting && <Loader />}
        </FormFooter>
      </LiveForm>
      <div className="shell-links">
        <Link to="/signup">{t('LOGIN.SIGNUP')}</Link>
        <Link to="/recupero-password">{t('LOGIN.FORGOT')}</Link>
        <Link to="/candidatura">{t('LOGIN.APPLY')}</Link>
      </div>
    </section>
  );
}
