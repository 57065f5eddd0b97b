// The dashboard filters of docs/product.md §9 and the column sort, and how they travel to the server: the date filter
// becomes the `startdate` lower bound of the service start, 'dd/MM/yyyy, HH:mm' in Italian time (1, 7 or 30 days
// back from now); the sort becomes `sort` and `order`, so the server orders the whole list, not the loaded rows.
import {
  DATE_FILTER_DAYS,
  DEFAULT_REQUEST_SORT,
  daysBack,
  formatItalianDateTime,
  REQUEST_STATUS_FILTER,
  type DateFilter,
  type RequestSort,
  type SortOrder,
} from '@alfie/shared/contracts';
import type { FilterState, SortState } from '@alfie/shared/ui';

export const DATE_FORMAT = 'dd/MM/yyyy, HH:mm';
export const DATE_FILTERS = Object.keys(DATE_FILTER_DAYS) as DateFilter[];
export const STATUS_FILTERS = REQUEST_STATUS_FILTER.filter((s) => s !== '');

/** Column ids of the filterable columns, also the keys of the filter state. */
export const FILTER_IDS = { date: 'assignmentDate', city: 'departure', status: 'status' } as const;

/** The API's sort field of each column (docs/product.md §2: receipt of request, newest first, by default). */
export const SORT_FIELDS: Record<string, RequestSort> = {
  [FILTER_IDS.date]: 'startDatetime',
  [FILTER_IDS.city]: 'departure',
  customer: 'customer',
  received: 'createDate',
  [FILTER_IDS.status]: 'status',
};
export const DEFAULT_SORT: SortState = {
  columnId: 'received',
  direction: DEFAULT_REQUEST_SORT.order,
};

export interface ServerSort {
  sort: RequestSort;
  order: SortOrder;
}

export function toServerSort(state: SortState): ServerSort {
  const sort = SORT_FIELDS[state.columnId];
  return sort ? { sort, order: state.direction } : { ...DEFAULT_REQUEST_SORT };
}

type StatusFilter = (typeof REQUEST_STATUS_FILTER)[number];
const isStatusFilter = (s: string): s is StatusFilter =>
  (REQUEST_STATUS_FILTER as readonly string[]).includes(s);

export interface ServerFilters {
  status: StatusFilter;
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
    status: isStatusFilter(status) ? status : '',
    city: state[FILTER_IDS.city] ?? '',
    startdate,
    dateformat: startdate ? DATE_FORMAT : '',
  };
}
