// One code field (a 6-digit code of the app, or a recovery code) with its submit button, error and loader.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { recoveryCode, totpCode } from '@alfie/shared/contracts/schemas/two-factor';
import { toApiError } from '@alfie/shared/api';
import { Loader } from '@alfie/shared/ui/loader';
import { TextField } from '@alfie/shared/ui/text-field';
import { useValibotForm } from '@alfie/shared/ui/use-valibot-form';
import type { CodeInput } from './two-factor-api.ts';

const codeSchema = v.object({ value: totpCode });
const recoverySchema = v.object({ value: recoveryCode });

export interface CodeFormProps {
  submitLabel: string;
  /** Offer the switch to a recovery code (login, disable). */
  allowRecovery?: boolean;
  onSubmit: (input: CodeInput) => Promise<void>;
}

export function CodeForm({ allowRecovery = false, ...props }: CodeFormProps) {
  const { t } = useTranslation('common');
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      {/* Keyed so the field, its value and its error start afresh when the kind of code changes. */}
      <CodeFields key={recovery ? 'recovery' : 'code'} recovery={recovery} {...props} />
      {allowRecovery && (
        <button type="button" className="shell-button" onClick={() => setRecovery(!recovery)}>
          {t(recovery ? 'TWO_FACTOR.USE_CODE' : 'TWO_FACTOR.USE_RECOVERY')}
        </button>
      )}
    </>
  );
}

function CodeFields({
  recovery,
  submitLabel,
  onSubmit,
}: Omit<CodeFormProps, 'allowRecovery'> & { recovery: boolean }) {
  const { t } = useTranslation('common');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useValibotForm(recovery ? recoverySchema : codeSchema, { defaultValues: { value: '' } });
  const submit = form.handleSubmit(async ({ value }) => {
    setErrorKey(null);
    try {
      await onSubmit(recovery ? { recoveryCode: value } : { code: value });
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        control={form.control}
        name="value"
        label={t(recovery ? 'TWO_FACTOR.RECOVERY_CODE' : 'TWO_FACTOR.CODE')}
        hint={recovery ? undefined : t('TWO_FACTOR.CODE_HINT')}
        autoComplete="one-time-code"
        required
      />
      {errorKey && (
        <p className="shell-error" role="alert">
          {t(errorKey)}
        </p>
      )}
      <div className="shell-actions">
        <button
          type="submit"
          className="shell-button shell-button--primary"
          disabled={form.formState.isSubmitting}
        >
          {submitLabel}
        </button>
        {form.formState.isSubmitting && <Loader />}
      </div>
    </form>
  );
}
