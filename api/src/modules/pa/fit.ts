// What a request asks (languages, means of service, places) against what a PA has: the `fit` of an open request.
import type { RequestFit } from '@alfie/shared/contracts';

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
  const spoken = new Set(pa.languages.filter((l) => l.knowledgeLevel >= FIT_MIN_LEVEL).map((l) => l.culture));
  const vehicles = needs.requiredVehicles.filter((v) => v !== 'nothing');
  const owned = new Set(pa.vehicleTypes);
  const cities = new Set(pa.cityIds);
  return {
    languages: needs.requiredCultures.every((c) => spoken.has(c)),
    vehicle: vehicles.length === 0 || vehicles.some((v) => owned.has(v)),
    city: needs.stopCityIds.length > 0 && needs.stopCityIds.every((id) => cities.has(id)),
  };
}
