// The country form's cancellation policy: its fee windows (until how many hours before the start, what percent of
// the total), added and removed as rows; the policy's own errors (order, last window) show under the rows.
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { MAX_CANCELLATION_WINDOWS, type countryFormSchema } from '@alfie/shared/contracts';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';

type CountryForm = v.InferInput<typeof countryFormSchema>;

export interface CancellationPolicyFieldsProps {
  control: Control<CountryForm>;
  errors: FieldErrors<CountryForm>;
}

/** The message of the policy as a whole: react-hook-form keeps an array's own error under `root`. */
function policyError(errors: FieldErrors<CountryForm>): string | undefined {
  const e = errors.cancellationPolicy as { message?: string; root?: { message?: string } } | undefined;
  return e?.root?.message ?? e?.message;
}

export function CancellationPolicyFields({ control, errors }: CancellationPolicyFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { fields, append, remove } = useFieldArray({ control, name: 'cancellationPolicy' });
  const error = policyError(errors);
  return (
    <fieldset className="pricing-policy" aria-describedby="cancellation-policy-hint">
      <legend>{t('policy.title')}</legend>
      <p id="cancellation-policy-hint" className="alfie-field-hint">
        {t('policy.hint')}
      </p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="pricing-policy-row"
          role="group"
          aria-label={t('policy.window', { n: index + 1 })}
        >
          <TextField
            control={control}
            name={`cancellationPolicy.${index}.hoursBefore`}
            type="number"
            min={0}
            step={1}
            label={t('policy.hoursBefore')}
            required
          />
          <TextField
            control={control}
            name={`cancellationPolicy.${index}.percent`}
            type="number"
            min={0}
            step={1}
            label={t('policy.percent')}
            required
          />
          <button
            type="button"
            className="alfie-button alfie-button--secondary"
            onClick={() => remove(index)}
            disabled={fields.length === 1}
          >
            {t('policy.remove', { n: index + 1 })}
          </button>
        </div>
      ))}
      {error && (
        <p className="alfie-field-error" role="alert">
          {tc(error)}
        </p>
      )}
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        onClick={() => append({ hoursBefore: '0', percent: '100' })}
        disabled={fields.length >= MAX_CANCELLATION_WINDOWS}
      >
        {t('policy.add')}
      </button>
    </fieldset>
  );
}
