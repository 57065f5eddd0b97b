// The cities a candidate works in: tick boxes grouped by country, bound to cityIds (ids of the public city list).
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplyCountry } from '@alfie/shared/contracts';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { ApplicationValues } from './form-values.ts';

export interface CitiesFieldProps {
  control: FormControl<ApplicationValues>;
  countries: readonly ApplyCountry[];
}

export function CitiesField({ control, countries }: CitiesFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const base = useId();
  const { field, fieldState } = useController({ control, name: 'cityIds' });
  const chosen = (field.value ?? []) as number[];
  const errorId = `${base}-error`;
  const toggle = (id: number, checked: boolean) =>
    field.onChange(checked ? [...chosen, id] : chosen.filter((c) => c !== id));
  // The first box takes the field's ref, so a failed submit can focus the group.
  const firstId = countries.flatMap((c) => c.cities)[0]?.id;
  return (
    <fieldset
      className="pa-block alfie-ui"
      aria-describedby={`${base}-hint${fieldState.error ? ` ${errorId}` : ''}`}
      aria-invalid={fieldState.invalid || undefined}
    >
      <legend>{t('citiesTitle')}</legend>
      <p id={`${base}-hint`} className="alfie-field-hint">
        {t('citiesHint')}
      </p>
      {countries.map((country) => (
        <fieldset key={country.id} className="pa-country">
          <legend>{country.name}</legend>
          <ul className="pa-choices">
            {country.cities.map((city) => (
              <li key={city.id}>
                <label className="pa-choice">
                  <input
                    type="checkbox"
                    value={city.id}
                    checked={chosen.includes(city.id)}
                    ref={city.id === firstId ? field.ref : undefined}
                    onChange={(e) => toggle(city.id, e.target.checked)}
                    onBlur={field.onBlur}
                  />
                  {city.cityName}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {fieldState.error && (
        <p id={errorId} className="alfie-field-error" role="alert">
          {t(fieldState.error.message || 'REQUIRED.FIELD', { ns: 'common' })}
        </p>
      )}
    </fieldset>
  );
}
