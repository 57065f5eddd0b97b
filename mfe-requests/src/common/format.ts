// Small formatting helpers shared by the dashboard and the assignment page.
import type { RequestListItem, RequestStop } from '@alfie/shared/contracts';

/** createDate comes as UTC without a zone suffix; read it as UTC. */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'POI' or 'street number, postal code' of a stop, without the city. */
export function stopAddress(stop: RequestStop | undefined): string {
  if (!stop) return '';
  if (stop.poi) return stop.poi;
  return [[stop.street, stop.streetNumber].filter(Boolean).join(' '), stop.postalCode]
    .filter(Boolean)
    .join(', ');
}

export function departure(row: RequestListItem): RequestStop | undefined {
  return row.cities[0];
}

/** The arrival stop: the last one when it is not the departure. */
export function arrival(row: RequestListItem): RequestStop | undefined {
  return row.cities.length > 1 ? row.cities.at(-1) : undefined;
}

export function vehiclesOf(row: RequestListItem): string[] {
  const r = row as unknown as Record<string, string | null | undefined>;
  const slots = [r.requiredVehicle, ...Array.from({ length: 7 }, (_, i) => r[`requiredVehicle${i + 1}`])];
  return slots.filter((v): v is string => !!v);
}

export function culturesOf(row: RequestListItem): string[] {
  const r = row as unknown as Record<string, string | null | undefined>;
  return Array.from({ length: 6 }, (_, i) => r[`requiredCulture${i + 1}`]).filter((v): v is string => !!v);
}
