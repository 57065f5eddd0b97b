// The live quote of the request form: the same departure rule and computeQuote as the API's frozen quote. The
// customer's price rules carry no PA share, so the quote has none either.
import {
  computeQuote,
  departureRule,
  localDateTime,
  unitsToCents,
  type CustomerCountryPricing,
  type Quote,
} from '@alfie/shared/contracts';

export interface LiveQuote extends Omit<Quote, 'paPaymentCents'> {
  kind: 'city' | 'poi';
  place: string;
  forfaitHours: number | null;
  vat: number;
  currencyCode: string;
}

export function liveQuote(
  prices: readonly CustomerCountryPricing[],
  values: { countryId: string; cityId: string; departurePoiId: string; start: string; end: string },
): LiveQuote | null {
  const country = prices.find((c) => String(c.id) === values.countryId);
  const city = country?.cities.find((c) => String(c.id) === values.cityId);
  const start = localDateTime(values.start);
  const end = localDateTime(values.end);
  if (!country || !city || !start || !end || end <= start) return null;
  const poi = city.poIs.find((p) => String(p.id) === values.departurePoiId) ?? null;
  const rule = departureRule(
    { priceCents: unitsToCents(city.price), percToPA: 0 },
    poi ? { priceCents: unitsToCents(poi.price), forfaitHours: poi.forfait, percToPA: 0 } : null,
  );
  const { paPaymentCents: _none, ...quote } = computeQuote(
    rule,
    end.getTime() - start.getTime(),
    country.vat,
  );
  return {
    ...quote,
    kind: rule.kind,
    place: rule.kind === 'poi' && poi ? poi.name : city.cityName,
    forfaitHours: rule.kind === 'poi' ? (poi?.forfait ?? null) : null,
    vat: country.vat,
    currencyCode: country.currencyCode,
  };
}
