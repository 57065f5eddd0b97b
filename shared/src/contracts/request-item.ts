// Reading a request list item: a stop's address, and the vehicles and languages the request asks for (its numbered
// slots). Used by the operators' dashboards and the PA's screens alike.
import type { RequestListItem, RequestStop } from './types.ts';

/** The numbered slots of a request: requiredVehicle, requiredVehicle1..7, requiredCulture1..6. */
type Slots = Partial<
  Pick<
    RequestListItem,
    Extract<keyof RequestListItem, `requiredVehicle${string}` | `requiredCulture${string}`>
  >
>;

/** The departure: the first stop. */
export function departure(row: Pick<RequestListItem, 'cities'>): RequestStop | undefined {
  return row.cities[0];
}

/** The arrival stop: the last one when it is not the departure. */
export function arrival(row: Pick<RequestListItem, 'cities'>): RequestStop | undefined {
  return row.cities.length > 1 ? row.cities.at(-1) : undefined;
}

/** 'POI' or 'street number, postal code' of a stop, without the city. */
export function stopAddress(stop: RequestStop | undefined): string {
  if (!stop) return '';
  if (stop.poi) return stop.poi;
  return [[stop.street, stop.streetNumber].filter(Boolean).join(' '), stop.postalCode]
    .filter(Boolean)
    .join(', ');
}

export function vehiclesOf(row: Slots): string[] {
  const r = row as unknown as Record<string, string | null | undefined>;
  const slots = [r.requiredVehicle, ...Array.from({ length: 7 }, (_, i) => r[`requiredVehicle${i + 1}`])];
  return slots.filter((v): v is string => !!v);
}

export function culturesOf(row: Slots): string[] {
  const r = row as unknown as Record<string, string | null | undefined>;
  return Array.from({ length: 6 }, (_, i) => r[`requiredCulture${i + 1}`]).filter((v): v is string => !!v);
}
