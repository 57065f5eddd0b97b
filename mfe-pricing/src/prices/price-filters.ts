// The price table's filters: type (1 city, 2 poi), city and country; a new country resets the city filter and
// narrows the city list.
import { PRICE_TYPES, type FlatPriceRow } from '@alfie/shared/contracts';

export interface PriceFilters {
  type: string;
  city: string;
  country: string;
}
export const NO_PRICE_FILTERS: PriceFilters = { type: '', city: '', country: '' };

/** The next filters after a change; choosing another country clears the city. */
export function nextFilters(previous: PriceFilters, changed: Partial<PriceFilters>): PriceFilters {
  const next = { ...previous, ...changed };
  if (changed.country !== undefined && changed.country !== previous.country) next.city = '';
  return next;
}

/** City names to choose from: those of the chosen country, or of every country. */
export function cityOptions(rows: readonly FlatPriceRow[], country: string): string[] {
  const names = rows.filter((r) => !country || String(r.country) === country).map((r) => r.city);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

export function applyPriceFilters(rows: readonly FlatPriceRow[], f: PriceFilters): FlatPriceRow[] {
  const type = f.type ? PRICE_TYPES[Number(f.type) as 1 | 2] : '';
  return rows.filter(
    (r) =>
      (!type || r.type === type) &&
      (!f.country || String(r.country) === f.country) &&
      (!f.city || r.city === f.city),
  );
}
