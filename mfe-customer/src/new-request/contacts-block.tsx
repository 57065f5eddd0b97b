// Company contacts of the request form: a field array of name and surname, e-mail, office phone and mobile.
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RequestFormValues } from '@alfie/shared/contracts';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';
import { emptyContact } from './form-values.ts';

export function ContactsBlock({ control }: { control: FormControl<RequestFormValues> }) {
  const { t } = useTranslation(NAMESPACE);
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  return (
    <section className="customer-block" aria-labelledby="contacts-block-title">
      <h2 id="contacts-block-title">{t('contactsSection')}</h2>
      {fields.map((item, i) => (
        <fieldset key={item.id} className="customer-item">
          <legend>{t('contactLegend', { n: i + 1 })}</legend>
          <div className="customer-grid">
            <TextField control={control} name={`contacts.${i}.name`} label={t('contactName')} required />
            <TextField
              control={control}
              name={`contacts.${i}.email`}
              label={t('contactEmail')}
              type="email"
              required
            />
            <TextField
              control={control}
              name={`contacts.${i}.phone`}
              label={t('contactPhone')}
              type="tel"
              required
            />
            <TextField
              control={control}
              name={`contacts.${i}.mobile`}
              label={t('contactMobile')}
              type="tel"
              required
            />
          </div>
          {fields.length > 1 && (
            <button type="button" className="alfie-link-button" onClick={() => remove(i)}>
              {t('removeContact', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        onClick={() => append(emptyContact())}
      >
        {t('addContact')}
      </button>
    </section>
  );
}
