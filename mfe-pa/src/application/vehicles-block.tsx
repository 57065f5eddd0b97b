// The vehicles a candidate owns: a repeatable group of type, brand, model and registration year (none required).
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PA_VEHICLE_TYPES } from '@alfie/shared/contracts';
import { vehicleLabel } from '@alfie/shared/contracts/labels';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';
import { emptyVehicle, type ApplicationValues } from './form-values.ts';

export function VehiclesBlock({ control }: { control: FormControl<ApplicationValues> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { fields, append, remove } = useFieldArray({ control, name: 'vehicles' });
  return (
    <section className="pa-block" aria-labelledby="pa-vehicles-title">
      <h2 id="pa-vehicles-title">{t('vehiclesTitle')}</h2>
      <p className="alfie-field-hint">{t('vehiclesHint')}</p>
      {fields.map((item, i) => (
        <fieldset key={item.id} className="pa-item">
          <legend>{t('vehicleLegend', { n: i + 1 })}</legend>
          <div className="pa-grid">
            <SelectField
              control={control}
              name={`vehicles.${i}.vehicleType`}
              label={t('vehicleType')}
              options={PA_VEHICLE_TYPES.map((type) => ({
                value: type,
                label: vehicleLabel(type, i18n.language),
              }))}
              required
            />
            <TextField control={control} name={`vehicles.${i}.brand`} label={t('brand')} required />
            <TextField control={control} name={`vehicles.${i}.model`} label={t('model')} required />
            <TextField
              control={control}
              name={`vehicles.${i}.registrationYear`}
              label={t('registrationYear')}
              type="number"
              min={1950}
              required
            />
          </div>
          <button type="button" className="alfie-link-button" onClick={() => remove(i)}>
            {t('removeVehicle', { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        onClick={() => append(emptyVehicle())}
      >
        {t('addVehicle')}
      </button>
    </section>
  );
}
