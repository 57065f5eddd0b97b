// GET /request/alfie/price-rules: the price rules a customer needs for the request form's live quote (the
// operators' GET /pricing/alfie/prices is not open to customers). Same shape as CountryPricing, amounts in units.
import { asc } from 'drizzle-orm';
import { centsToUnits, type CountryPricing } from '@alfie/shared/contracts';
import type { Db } from '../../db/client.ts';
import { cities, countries, pois } from '../../db/schema.ts';

export async function priceRules(db: Db): Promise<CountryPricing[]> {
  const [countryRows, cityRows, poiRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.name)),
    db.select().from(cities).orderBy(asc(cities.name)),
    db.select().from(pois).orderBy(asc(pois.name)),
  ]);
  return countryRows.map((c) => ({
    id: c.id,
    name: c.name,
    countryCode: c.code,
    vat: c.vat,
    withholdingTax: c.withholdingTax,
    currencySymbol: c.currencySymbol,
    currencyCode: c.currencyCode,
    cities: cityRows
      .filter((city) => city.countryId === c.id)
      .map((city) => ({
        id: city.id,
        countryId: c.id,
        cityName: city.name,
        price: centsToUnits(city.priceCents),
        forfait: city.forfaitHours,
        percToPA: city.percToPA,
        poIs: poiRows
          .filter((p) => p.cityId === city.id)
          .map((p) => ({
            id: p.id,
            name: p.name,
            price: centsToUnits(p.priceCents),
            forfait: p.forfaitHours,
            percToPA: p.percToPA,
            cityId: city.id,
          })),
      })),
  }));
}
