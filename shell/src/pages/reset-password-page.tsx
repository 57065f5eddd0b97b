// Set a new password (/reset-password?token=...): one password field; success modal, or the field shows the error.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@alfie/shared/contracts/schemas/auth';
import { api, toApiError } from '@alfie/shared/api';
import type { Alfie } from '../api/alfie.ts';
import { Modal } from '@alfie/shared/ui/modal';
import { PasswordField } from '@alfie/shared/ui/password-field';
import { useValibotForm } from '@alfie/shared/ui/use-valibot-form';
import { FormFooter } from './form-footer.tsx';
import { LiveForm } from './live-form.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const form = useValibotForm(resetPasswordFormSchema, { defaultValues: { password: '' } });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await (api as Alfie).post('/Auth/resetpassword', { token: params.get('token') ?? '', password });
      setDone(true);
    } catch (error) {
      const err = toApiError(error);
      form.setError('password', { message: err.fields.password ?? err.messageKey });
    }
  });

  const toLogin = () => navigate('/');
  return (
    <section className="shell-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('RESET.TITLE')}</h1>
      <LiveForm onSubmit={onSubmit} noValidate>
        <PasswordField
          control={form.control}
          name="password"
          label={t('RESET.PASSWORD')}
          tooltip={t('PASSWORD.HINT')}
          autoComplete="new-password"
          required
        />
        <FormFooter submitLabel={t('RESET.SUBMIT')} submitting={form.formState.isSubmitting} />
      </LiveForm>
      <Modal
        open={done}
        onClose={toLogin}
        title={t('RESET.DONE_TITLE')}
        actions={
          <button type="button" className="shell-button shell-button--primary" onClick={toLogin}>
            {t('RESET.GO_TO_LOGIN')}
          </button>
        }
      >
        <p>{t('RESET.DONE')}</p>
      </Modal>
    </section>
  );
}
