// Cross-field rules of a new request (docs/product.md §4, §5), shared by the request form and the API.
import { MIN_REQUEST_DURATION_MS } from '../constants.ts';

/** Tolerance for the "start not in the past" check, so a form filled a minute ago is not refused. */
export const START_GRACE_MS = 5 * 60_000;

/** The key of the first broken time rule, with the field it belongs to, or null. */
export function requestTimesIssue(
  start: Date | null,
  end: Date | null,
  now: Date = new Date(),
): { field: 'startDatetime' | 'endDatetime'; key: string } | null {
  if (!start || Number.isNaN(start.getTime())) return { field: 'startDatetime', key: 'INVALID.DATE' };
  if (start.getTime() < now.getTime() - START_GRACE_MS)
    return { field: 'startDatetime', key: 'START.DATE.PAST' };
  if (!end || Number.isNaN(end.getTime())) return { field: 'endDatetime', key: 'INVALID.DATE' };
  if (end.getTime() - start.getTime() < MIN_REQUEST_DURATION_MS)
    return { field: 'endDatetime', key: 'END.DATE.INVALID' };
  return null;
}

/** Vehicles: at least one option; 'nothing' excludes the others. */
export function vehiclesIssue(vehicles: readonly string[]): string | null {
  const chosen = vehicles.filter((x) => x !== '');
  if (chosen.length === 0) return 'SELECT.ONE.FIELD';
  if (chosen.includes('nothing') && chosen.length > 1) return 'SELECT.ONE.FIELD';
  if (new Set(chosen).size !== chosen.length) return 'INVALID.VALUE';
  return null;
}

/** Toggling a vehicle in the form: 'nothing' clears the others, any vehicle clears 'nothing'. */
export function toggleVehicle(current: readonly string[], vehicle: string, checked: boolean): string[] {
  if (!checked) return current.filter((x) => x !== vehicle);
  if (vehicle === 'nothing') return ['nothing'];
  return [...current.filter((x) => x !== 'nothing' && x !== vehicle), vehicle];
}

/** A stop needs a POI or a typed address (choosing one clears the other in the form). */
export function stopIssue(stop: { poiId?: number | null; street?: string | null }): string | null {
  const hasPoi = stop.poiId != null;
  const hasStreet = (stop.street ?? '').trim() !== '';
  if (!hasPoi && !hasStreet) return 'REQUIRED.PLACE';
  if (hasPoi && hasStreet) return 'ADDRESS.OR.POI';
  return null;
}

/** A referent's "name and surname" is split on the first space. */
export function splitName(full: string): { firstname: string; lastname: string } {
  const t = full.trim().replace(/\s+/g, ' ');
  const i = t.indexOf(' ');
  return i < 0 ? { firstname: t, lastname: '' } : { firstname: t.slice(0, i), lastname: t.slice(i + 1) };
}
