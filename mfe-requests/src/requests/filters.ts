// The dashboard filters of SPEC section 9 and how they travel to the server: the date filter becomes the
// `startdate` lower bound 'dd/MM/yyyy, HH:mm' in Italian time (1, 7 or 30 days back from now).
import {
  DATE_FILTER_DAYS,
  daysBack,
  formatItalianDateTime,
  REQUEST_STATUS_FILTER,
  type DateFilter,
} from '@alfie/shared/contracts';
import type { FilterState } from '@alfie/shared/ui';

export const DATE_FORMAT = 'dd/MM/yyyy, HH:mm';
export const DATE_FILTERS = Object.keys(DATE_FILTER_DAYS) as DateFilter[];
export const STATUS_FILTERS = REQUEST_STATUS_FILTER.filter((s) => s !== '');

/** Column ids of the filterable columns, also the keys of the filter state. */
export const FILTER_IDS = { date: 'assignmentDate', city: 'departure', status: 'status' } as const;

export interface ServerFilters {
  status: string;
  city: string;
  startdate: string;
  dateformat: string;
}

const isDateFilter = (v: string | undefined): v is DateFilter =>
  v !== undefined && (DATE_FILTERS as string[]).includes(v);

export function startDateFor(filter: string | undefined, now: Date = new Date()): string {
  return isDateFilter(filter) ? formatItalianDateTime(daysBack(DATE_FILTER_DAYS[filter], now)) : '';
}

export function toServerFilters(state: FilterState, now: Date = new Date()): ServerFilters {
  const startdate = startDateFor(state[FILTER_IDS.date], now);
  const status = state[FILTER_IDS.status] ?? '';
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? status : '',
    city: state[FILTER_IDS.city] ?? '',
    startdate,
    dateformat: startdate ? DATE_FORMAT : '',
  };
}
