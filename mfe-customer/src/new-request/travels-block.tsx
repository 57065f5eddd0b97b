// Optional flights or trains: a field array of type, number, carrier, passenger surname, from, to and expected
// arrival.
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TYPES, type RequestFormValues } from '@alfie/shared/contracts';
import { DateTimeField } from '@alfie/shared/ui/date-time-field';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';
import { emptyTravel } from './form-values.ts';

export function TravelsBlock({ control }: { control: FormControl<RequestFormValues> }) {
  const { t } = useTranslation(NAMESPACE);
  const { fields, append, remove } = useFieldArray({ control, name: 'travels' });
  const types = TRANSPORT_TYPES.map((value) => ({ value, label: t(value) }));
  return (
    <section className="customer-block" aria-labelledby="travels-block-title">
      <h2 id="travels-block-title">{t('travelsSection')}</h2>
      {fields.map((item, i) => (
        <fieldset key={item.id} className="customer-item">
          <legend>{t('travelLegend', { n: i + 1 })}</legend>
          <div className="customer-grid">
            <SelectField
              control={control}
              name={`travels.${i}.type`}
              label={t('travelType')}
              options={types}
            />
            <TextField control={control} name={`travels.${i}.code`} label={t('travelCode')} required />
            <TextField control={control} name={`travels.${i}.company`} label={t('travelCompany')} />
            <TextField control={control} name={`travels.${i}.lastname`} label={t('travelLastname')} />
            <TextField control={control} name={`travels.${i}.from`} label={t('travelFrom')} />
            <TextField control={control} name={`travels.${i}.to`} label={t('travelTo')} />
            <DateTimeField control={control} name={`travels.${i}.arrival`} label={t('travelArrival')} />
          </div>
          <button type="button" className="alfie-link-button" onClick={() => remove(i)}>
            {t('removeTravel', { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        onClick={() => append(emptyTravel())}
      >
        {t('addTravel')}
      </button>
    </section>
  );
}
