// Place of service: country and city selects, departure as an address or a POI of the city, and 'arrival same
// as departure' yes/no with its own address or POI. Choosing an address or a POI clears the other (use-form-links).
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CountryForForm, RequestFormValues } from '@alfie/shared/contracts';
import { countryName } from '@alfie/shared/contracts/labels';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { RadioGroup } from '../common/radio-group.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { FormLinks } from './use-form-links.ts';

interface Props {
  control: FormControl<RequestFormValues>;
  countries: readonly CountryForForm[];
  links: FormLinks;
}

export function PlaceBlock({ control, countries, links }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const [countryId, cityId, arrivalSame] = useWatch({
    control,
    name: ['countryId', 'cityId', 'arrivalSame'],
  });
  const country = countries.find((c) => String(c.id) === countryId);
  const city = country?.cities.find((c) => String(c.id) === cityId);
  const countryOptions = countries.map((c) => ({
    value: String(c.id),
    label: countryName(c.name, i18n.language),
  }));
  const cityOptions = (country?.cities ?? []).map((c) => ({ value: String(c.id), label: c.cityName }));
  const poiOptions = (city?.poIs ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <section className="customer-block" aria-labelledby="place-block-title">
      <h2 id="place-block-title">{t('placeSection')}</h2>
      <div className="customer-grid">
        <SelectField
          control={control}
          name="countryId"
          onValueChange={links.country}
          label={t('country')}
          options={countryOptions}
          placeholder={tc('COMMON.SELECT')}
          required
        />
        <SelectField
          control={control}
          name="cityId"
          onValueChange={links.city}
          label={t('city')}
          options={cityOptions}
          placeholder={tc('COMMON.SELECT')}
          required
        />
      </div>
      <p className="alfie-field-hint">{t('placeHint')}</p>
      <div className="customer-grid">
        <TextField
          control={control}
          name="departureStreet"
          onValueChange={links.departureStreet}
          label={t('departureStreet')}
          autoComplete="street-address"
        />
        <SelectField
          control={control}
          name="departurePoiId"
          onValueChange={links.departurePoi}
          label={t('departurePoi')}
          options={poiOptions}
          placeholder={t('noPoi')}
        />
      </div>
      <RadioGroup
        control={control}
        name="arrivalSame"
        onValueChange={links.arrivalSame}
        legend={t('arrivalSame')}
        options={[
          { value: 'yes', label: tc('COMMON.YES') },
          { value: 'no', label: tc('COMMON.NO') },
        ]}
      />
      {arrivalSame === 'no' && (
        <div className="customer-grid">
          <TextField
            control={control}
            name="arrivalStreet"
            onValueChange={links.arrivalStreet}
            label={t('arrivalStreet')}
          />
          <SelectField
            control={control}
            name="arrivalPoiId"
            onValueChange={links.arrivalPoi}
            label={t('arrivalPoi')}
            options={poiOptions}
            placeholder={t('noPoi')}
          />
        </div>
      )}
    </section>
  );
}
