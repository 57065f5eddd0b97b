// Services wanted, service note, required languages (other with free text), means of service and how the team
// can help.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CULTURES, toggleVehicle, VEHICLES, type RequestFormValues } from '@alfie/shared/contracts';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { TextField } from '@alfie/shared/ui/text-field';
import { CheckboxGroup } from '../common/checkbox-group.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';

export function PreferencesBlock({ control }: { control: FormControl<RequestFormValues> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const languages = useWatch({ control, name: 'languages' });
  return (
    <section className="customer-block">
      <TextField control={control} name="services" label={t('services')} hint={t('servicesHint')} multiline />
      <TextField control={control} name="serviceNote" label={t('serviceNote')} multiline />
      <CheckboxGroup
        control={control}
        name="languages"
        legend={t('languagesSection')}
        options={CULTURES.map((c) => ({ value: c, label: cultureLabel(c, i18n.language) }))}
      />
      {languages.includes('other') && (
        <TextField control={control} name="otherLanguage" label={t('otherLanguage')} required />
      )}
      <CheckboxGroup
        control={control}
        name="vehicles"
        legend={t('vehiclesSection')}
        hint={t('vehiclesHint')}
        options={VEHICLES.map((v) => ({ value: v, label: vehicleLabel(v, i18n.language) }))}
        toggle={toggleVehicle}
      />
      <TextField control={control} name="helpNotes" label={t('helpNotes')} multiline />
    </section>
  );
}
