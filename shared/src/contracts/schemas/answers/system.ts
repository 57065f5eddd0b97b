// The served countries, cities and POIs the forms offer (modules/system).
import * as v from 'valibot';
import { str, int } from './scalars.ts';

export const countryForFormSchema = v.object({
  id: int,
  name: str,
  cities: v.array(v.object({ id: int, cityName: str, poIs: v.array(v.object({ id: int, name: str })) })),
});

export type CountryForForm = v.InferInput<typeof countryForFormSchema>;
export type CityForForm = CountryForForm['cities'][number];
export type PoiForForm = CityForForm['poIs'][number];
