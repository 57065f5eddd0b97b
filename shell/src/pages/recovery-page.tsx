// Password recovery (/recupero-password): asks for a reset e-mail for the address, customer or operator alike (the
// API finds which without telling); a modal confirms it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { recoveryFormSchema } from '@alfie/shared/contracts/schemas/auth';
import { api, toApiError } from '@alfie/shared/api';
import type { Alfie } from '../api/alfie.ts';
import { Modal } from '@alfie/shared/ui/modal';
import { TextField } from '@alfie/shared/ui/text-field';
import { useValibotForm } from '@alfie/shared/ui/use-valibot-form';
import { FormFooter } from './form-footer.tsx';
import { LiveForm } from './live-form.tsx';

export function RecoveryPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useValibotForm(recoveryFormSchema, { defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setErrorKey(null);
    try {
      await (api as Alfie).get('/Auth/generateresetpasswordtoken', { params: { username: email } });
      setSent(true);
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    }
  });

  return (
    <section className="shell-card" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('RECOVERY.TITLE')}</h1>
      <p>{t('RECOVERY.INTRO')}</p>
      <LiveForm onSubmit={onSubmit} noValidate>
        <TextField
          control={form.control}
          name="email"
          label={t('RECOVERY.EMAIL')}
          type="email"
          autoComplete="email"
          required
        />
        <FormFooter
          error={errorKey && t(errorKey)}
          submitLabel={t('RECOVERY.SUBMIT')}
          submitting={form.formState.isSubmitting}
        >
          <button type="button" className="shell-button" onClick={() => navigate('/')}>
            {t('COMMON.BACK_TO_LOGIN')}
          </button>
        </FormFooter>
      </LiveForm>
      <Modal
        open={sent}
        onClose={() => setSent(false)}
        title={t('RECOVERY.SENT_TITLE')}
        actions={
          <button type="button" className="shell-button shell-button--primary" onClick={() => navigate('/')}>
            {t('COMMON.BACK_TO_LOGIN')}
          </button>
        }
      >
        <p>{t('RECOVERY.SENT')}</p>
      </Modal>
    </section>
  );
}
