// The price table's rows: a country's pricing tree flattened, one row per city rule and per point of interest.
import type { CountryPricing } from './schemas/answers.ts';

export interface FlatPriceRow {
  id: number;
  type: 'city' | 'poi';
  country: number;
  countryName: string;
  currencySymbol: string;
  currencyCode: string;
  cityId: number;
  city: string;
  poiId: number | null;
  poi: string | null;
  rate: number;
  forfait: number | null;
  percToPA: number;
}

/** Flattens a country pricing tree into the rows of the price table. */
export function flattenPrices(countries: CountryPricing[]): FlatPriceRow[] {
  const rows: FlatPriceRow[] = [];
  for (const c of countries) {
    const base = {
      country: c.id,
      countryName: c.name,
      currencySymbol: c.currencySymbol,
      currencyCode: c.currencyCode,
    };
    for (const city of c.cities) {
      rows.push({
        ...base,
        id: city.id,
        type: 'city',
        cityId: city.id,
        city: city.cityName,
        poiId: null,
        poi: null,
        rate: city.price,
        forfait: null,
        percToPA: city.percToPA,
      });
      for (const p of city.poIs) {
        rows.push({
          ...base,
          id: p.id,
          type: 'poi',
          cityId: city.id,
          city: city.cityName,
          poiId: p.id,
          poi: p.name,
          rate: p.price,
          forfait: p.forfait,
          percToPA: p.percToPA,
        });
      }
    }
  }
  return rows;
}
