// A dashboard's state in the address: filters, sort and how many pages are loaded, so that a reload, the back button
// and a shared link show the same list. Only what differs from the defaults is written; a value that is not one the
// screen offers (a hand-edited or stale link) falls back to its default instead of failing.
import { DATE_FILTERS, DEFAULT_SORT, FILTER_IDS, SORT_FIELDS, STATUS_FILTERS } from './filters.ts';
import type { FilterState, SortState } from '@alfie/shared/ui';

export interface DashboardParams {
  filters: FilterState;
  sort: SortState;
  /** Pages loaded, the first one included. */
  pages: number;
}

/** The names in the address. */
export const PARAM = {
  date: 'date',
  city: 'city',
  status: 'status',
  sort: 'sort',
  order: 'order',
  pages: 'pages',
} as const;

/** More pages than this in a link are not loaded at once: 20 pages is 1,000 rows. */
export const MAX_PAGES = 20;
/** A city name longer than this is not one. */
const MAX_CITY = 100;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export function readDashboardParams(params: URLSearchParams): DashboardParams {
  const filters: FilterState = {};
  const date = oneOf(params.get(PARAM.date), DATE_FILTERS);
  if (date) filters[FILTER_IDS.date] = date;
  const city = params.get(PARAM.city)?.trim() ?? '';
  if (city && city.length <= MAX_CITY) filters[FILTER_IDS.city] = city;
  const status = oneOf(params.get(PARAM.status), STATUS_FILTERS);
  if (status) filters[FILTER_IDS.status] = status;

  const column = oneOf(params.get(PARAM.sort), Object.keys(SORT_FIELDS));
  const direction = oneOf(params.get(PARAM.order), ['asc', 'desc'] as const);
  const sort: SortState = column
    ? { columnId: column, direction: direction ?? DEFAULT_SORT.direction }
    : DEFAULT_SORT;

  const raw = params.get(PARAM.pages);
  const pages = raw !== null && /^\d{1,3}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGES) : 1;
  return { filters, sort, pages };
}

/** `params` with the dashboard's state written over it (other parameters of the address are kept). */
export function writeDashboardParams(params: URLSearchParams, state: DashboardParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
  };
  set(PARAM.date, state.filters[FILTER_IDS.date]);
  set(PARAM.city, state.filters[FILTER_IDS.city]);
  set(PARAM.status, state.filters[FILTER_IDS.status]);
  const isDefault =
    state.sort.columnId === DEFAULT_SORT.columnId && state.sort.direction === DEFAULT_SORT.direction;
  if (!isDefault) {
    set(PARAM.sort, state.sort.columnId);
    set(PARAM.order, state.sort.direction);
  }
  if (state.pages > 1) set(PARAM.pages, String(Math.min(state.pages, MAX_PAGES)));
  return next;
}
