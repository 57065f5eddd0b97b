// People to assist: a field array of first name, surname, job title and an optional mobile.
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RequestFormValues } from '@alfie/shared/contracts';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';
import { emptyAssisted } from './form-values.ts';

export function AssistedBlock({ control }: { control: FormControl<RequestFormValues> }) {
  const { t } = useTranslation(NAMESPACE);
  const { fields, append, remove } = useFieldArray({ control, name: 'assisted' });
  return (
    <section className="customer-block" aria-labelledby="assisted-block-title">
      <h2 id="assisted-block-title">{t('assistedSection')}</h2>
      {fields.map((item, i) => (
        <fieldset key={item.id} className="customer-item">
          <legend>{t('assistedLegend', { n: i + 1 })}</legend>
          <div className="customer-grid">
            <TextField control={control} name={`assisted.${i}.firstname`} label={t('firstname')} required />
            <TextField control={control} name={`assisted.${i}.lastname`} label={t('lastname')} required />
            <TextField control={control} name={`assisted.${i}.title`} label={t('jobTitle')} required />
            <TextField
              control={control}
              name={`assisted.${i}.mobile`}
              label={t('mobileOptional')}
              type="tel"
            />
          </div>
          {fields.length > 1 && (
            <button type="button" className="alfie-link-button" onClick={() => remove(i)}>
              {t('removeAssisted', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        onClick={() => append(emptyAssisted())}
      >
        {t('addAssisted')}
      </button>
    </section>
  );
}
