// Small formatting helpers shared by the dashboard and the assignment page.
import type { RequestListItem, RequestStop } from '@alfie/shared/contracts';

export { culturesOf, stopAddress, vehiclesOf } from '@alfie/shared/contracts/request-item';

/** createDate comes as UTC without a zone suffix; read it as UTC. */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function departure(row: RequestListItem): RequestStop | undefined {
  return row.cities[0];
}

/** The arrival stop: the last one when it is not the departure. */
export function arrival(row: RequestListItem): RequestStop | undefined {
  return row.cities.length > 1 ? row.cities.at(-1) : undefined;
}
