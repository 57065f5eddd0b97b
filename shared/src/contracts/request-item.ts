// Reading a request list item: a stop's address, and the vehicles and languages the request asks for (its numbered
// slots). Used by the operators' dashboards and the PA's screens alike.
import type { RequestListItem, RequestStop } from './schemas/answers.ts';

/** The numbered slots of a request: requiredVehicle, requiredVehicle1..7, requiredCulture1..6. */
type Slots = Partial<
  Pick<
    RequestListItem,
    Extract<keyof RequestListItem, `requiredVehicle${string}` | `requiredCulture${string}`>
  >
>;

/** The departure: the first stop. */
export function departure<S = RequestStop>(row: { cities: readonly S[] }): S | undefined {
  return row.cities[0];
}

/** The arrival stop: the last one when it is not the departure. */
export function arrival<S = RequestStop>(row: { cities: readonly S[] }): S | undefined {
  return row.cities.length > 1 ? row.cities.at(-1) : undefined;
}

/** The parts of a stop its address is written from. */
export type StopAddressParts = Pick<RequestStop, 'poi' | 'street' | 'streetNumber' | 'postalCode'>;

/** 'POI' or 'street number, postal code' of a stop, without the city. */
export function stopAddress(stop: StopAddressParts | undefined): string {
  if (!stop) return '';
  if (stop.poi) return stop.poi;
  return [[stop.street, stop.streetNumber].filter(Boolean).join(' '), stop.postalCode]
    .filter(Boolean)
    .join(', ');
}

// The slots are read by name, not by keys built at run time: the Excel export reads them for every one of 50,000
// rows, where building `requiredVehicle${i}` and looking it up cost about 5 µs a row.
const present = (slots: (string | null | undefined)[]): string[] => slots.filter((v): v is string => !!v);

export function vehiclesOf(r: Slots): string[] {
  return present([
    r.requiredVehicle,
    r.requiredVehicle1,
    r.requiredVehicle2,
    r.requiredVehicle3,
    r.requiredVehicle4,
    r.requiredVehicle5,
    r.requiredVehicle6,
    r.requiredVehicle7,
  ]);
}

export function culturesOf(r: Slots): string[] {
  return present([
    r.requiredCulture1,
    r.requiredCulture2,
    r.requiredCulture3,
    r.requiredCulture4,
    r.requiredCulture5,
    r.requiredCulture6,
  ]);
}
