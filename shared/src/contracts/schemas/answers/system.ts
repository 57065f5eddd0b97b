// The served countries, cities and POIs the forms offer (modules/system).
import * as v from 'valibot';
import { str, int } from './scalars.ts';

export const countryForFormSchema = v.object({
  id: int,
  /** The stored name, the key requests, companies and operators keep (and send back). */
  name: str,
  /** The name in the language asked (`language`; the stored name without one); an older API sends none. */
  label: v.optional(str),
  cities: v.array(v.object({ id: int, cityName: str, poIs: v.array(v.object({ id: int, name: str })) })),
});

export type CountryForForm = v.InferInput<typeof countryForFormSchema>;
export type CityForForm = CountryForForm['cities'][number];
export type PoiForForm = CityForForm['poIs'][number];
