// The cities a candidate works in: tick boxes grouped by country, bound to cityIds (ids of the public city list).
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplyCountry } from '@alfie/shared/contracts';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { NAMESPACE } from '../i18n/namespace.ts';
import { ChoiceGroup } from './choice-group.tsx';
import type { ApplicationValues } from './form-values.ts';

export interface CitiesFieldProps {
  control: FormControl<ApplicationValues>;
  countries: readonly ApplyCountry[];
}

export function CitiesField({ control, countries }: CitiesFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const { field, fieldState } = useController({ control, name: 'cityIds' });
  const chosen = (field.value ?? []) as number[];
  const toggle = (id: number, checked: boolean) =>
    field.onChange(checked ? [...chosen, id] : chosen.filter((c) => c !== id));
  // The first box takes the field's ref, so a failed submit can focus the group.
  const firstId = countries.flatMap((c) => c.cities)[0]?.id;
  return (
    <ChoiceGroup legend={t('citiesTitle')} hint={t('citiesHint')} error={fieldState.error}>
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
    </ChoiceGroup>
  );
}
