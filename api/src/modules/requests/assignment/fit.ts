// What a request asks (languages, means of service, places) against what a PA has: the `fit` of an open request
// (PA side), and the scored fit with its reasons that ranks the offers on the assignment page.
import type { FitReason, OfferFit, RequestFit } from '@alfie/shared/contracts';

/** A language counts from this knowledge level on (Intermedio): a PA with Base cannot serve guests in it. */
export const FIT_MIN_LEVEL = 50;

export interface RequestNeeds {
  requiredCultures: readonly string[];
  requiredVehicles: readonly string[];
  stopCityIds: readonly number[];
}

export interface PaSkills {
  languages: readonly { culture: string; knowledgeLevel: number }[];
  vehicleTypes: readonly string[];
  cityIds: readonly number[];
}

/**
 * languages: the PA speaks every required language at FIT_MIN_LEVEL or better; vehicle: the request needs none
 * ('nothing' or no choice) or the PA owns one of the types it accepts; city: every stop is in a city of the PA.
 */
export function fitOf(needs: RequestNeeds, pa: PaSkills): RequestFit {
  const vehicles = vehiclesAsked(needs);
  const cities = new Set(pa.cityIds);
  return {
    languages: needs.requiredCultures.every((c) => speaks(pa, c)),
    vehicle: vehicles.length === 0 || ownsOneOf(pa, vehicles),
    city: needs.stopCityIds.length > 0 && needs.stopCityIds.every((id) => cities.has(id)),
  };
}

/** The PA's best level in a language, null when it does not speak it at all. */
function levelIn(pa: PaSkills, culture: string): number | null {
  const levels = pa.languages.filter((l) => l.culture === culture).map((l) => l.knowledgeLevel);
  return levels.length ? Math.max(...levels) : null;
}
const speaks = (pa: PaSkills, culture: string) => (levelIn(pa, culture) ?? -1) >= FIT_MIN_LEVEL;
const vehiclesAsked = (needs: Pick<RequestNeeds, 'requiredVehicles'>) =>
  needs.requiredVehicles.filter((v) => v !== 'nothing');
const ownsOneOf = (pa: PaSkills, types: readonly string[]) => types.some((t) => pa.vehicleTypes.includes(t));

/** Shares of the 100 points: languages, vehicle and place are what the customer asked; a light week breaks ties. */
export const FIT_WEIGHTS = { languages: 35, vehicle: 25, city: 25, week: 15 } as const;
/** Each assignment the PA already has in the request's week takes this much off the week's share. */
export const WEEK_ASSIGNMENT_COST = 5;

export interface OfferFacts {
  needs: Omit<RequestNeeds, 'stopCityIds'> & { stops: readonly { cityId: number; city: string }[] };
  pa: PaSkills;
  weekAssignments: number;
  paCost: { amount: number; currencyCode: string };
}

const share = (met: number, of: number, weight: number) => (of === 0 ? weight : (weight * met) / of);

/** The score (0-100) of an offer and the reasons behind it, in a fixed order: languages, vehicle, cities, load, cost. */
export function offerFitOf({ needs, pa, weekAssignments, paCost }: OfferFacts): OfferFit {
  const reasons: FitReason[] = needs.requiredCultures.map((culture) => {
    const level = levelIn(pa, culture);
    return { code: 'language', culture, level, met: (level ?? -1) >= FIT_MIN_LEVEL };
  });
  const languagesMet = reasons.filter((r) => r.code === 'language' && r.met).length;
  const asked = vehiclesAsked(needs);
  const vehicleMet = asked.length === 0 || ownsOneOf(pa, asked);
  if (asked.length > 0)
    reasons.push({ code: 'vehicle', asked, owned: [...new Set(pa.vehicleTypes)], met: vehicleMet });
  const stopCities = [...new Map(needs.stops.map((s) => [s.cityId, s.city])).entries()];
  for (const [cityId, city] of stopCities)
    reasons.push({ code: 'city', city, met: pa.cityIds.includes(cityId) });
  const citiesMet = stopCities.filter(([cityId]) => pa.cityIds.includes(cityId)).length;
  reasons.push({ code: 'week-assignments', count: weekAssignments });
  reasons.push({ code: 'pa-cost', amount: paCost.amount, currencyCode: paCost.currencyCode });
  const score =
    share(languagesMet, needs.requiredCultures.length, FIT_WEIGHTS.languages) +
    (vehicleMet ? FIT_WEIGHTS.vehicle : 0) +
    (stopCities.length === 0 ? 0 : share(citiesMet, stopCities.length, FIT_WEIGHTS.city)) +
    Math.max(0, FIT_WEIGHTS.week - WEEK_ASSIGNMENT_COST * weekAssignments);
  return { score: Math.round(score), reasons };
}
