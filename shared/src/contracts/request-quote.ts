// Which price rule prices a request: the departure POI's rule when it has a price, else the city's hourly rule.
// Used by the API (frozen quote) and by the request form's live quote, so both always agree.
import type { PriceRule } from './quote.ts';

export interface CityRuleCents {
  priceCents: number;
  percToPA: number;
}
export interface PoiRuleCents {
  priceCents: number;
  forfaitHours: number | null;
  percToPA: number;
}

export function departureRule(city: CityRuleCents, poi: PoiRuleCents | null | undefined): PriceRule {
  if (poi && poi.priceCents > 0)
    return { kind: 'poi', rateCents: poi.priceCents, forfaitHours: poi.forfaitHours, percToPA: poi.percToPA };
  return { kind: 'city', rateCents: city.priceCents, percToPA: city.percToPA };
}
