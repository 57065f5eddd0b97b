// State of a review screen (PA applicants, companies): server-side filters, the list, its cities, the selected
// item's detail, and the decision that reloads both with the current filters.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { REVIEW_STATUS_FILTER, type Decision } from '@alfie/shared/contracts';
import type { FilterState } from '@alfie/shared/ui';
import type { ReviewFilters, ReviewStatusFilter } from '../api/recruiting-api.ts';
import { prefetchQuery, useQuery, type QueryKey } from '@alfie/shared/api';

export interface ReviewCalls<TItem, TDetail extends { id: number }> {
  /** What is reviewed ('companies', 'applicants'): the first part of the screen's cache keys. */
  name: string;
  list: (filters: ReviewFilters) => Promise<TItem[]>;
  cities: () => Promise<string[]>;
  detail: (id: number) => Promise<TDetail | null>;
  decide: (id: number, decision: Decision) => Promise<void>;
}

/** A status the lists filter on ('' means any); anything else is no filter. */
const statusFilter = (s: string | undefined): ReviewStatusFilter =>
  (REVIEW_STATUS_FILTER as readonly (string | undefined)[]).includes(s) ? (s as ReviewStatusFilter) : '';

/** The filters a review screen opens with: every status, every city. */
const OPENING_FILTERS: ReviewFilters = { status: '', city: '' };
const listKey = (name: string, filters: ReviewFilters): QueryKey => [
  name,
  'list',
  filters.status,
  filters.city,
];
const citiesKey = (name: string): QueryKey => [name, 'cities'];

/**
 * A review screen's first calls (the list as it opens, the cities of its filter), under the keys useReview reads:
 * the page's `preload`, which the shell starts as soon as the page's module is here.
 */
export function preloadReview<TItem, TDetail extends { id: number }>(
  calls: ReviewCalls<TItem, TDetail>,
): void {
  prefetchQuery(listKey(calls.name, OPENING_FILTERS), () => calls.list(OPENING_FILTERS));
  prefetchQuery(citiesKey(calls.name), calls.cities);
}

/** The state and actions of one review screen, as useReview returns them. */
export type Review<TItem, TDetail extends { id: number }> = ReturnType<typeof useReview<TItem, TDetail>>;

export function useReview<TItem, TDetail extends { id: number }>(calls: ReviewCalls<TItem, TDetail>) {
  const [filters, setFilters] = useState<ReviewFilters>(OPENING_FILTERS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useQuery(listKey(calls.name, filters), () => calls.list(filters));
  const cities = useQuery(citiesKey(calls.name), calls.cities);
  const detail = useQuery(selectedId === null ? null : [calls.name, 'detail', selectedId], () =>
    calls.detail(selectedId ?? 0),
  );
  // While another row's detail loads, the previous one is not shown (nor decided on).
  const current = detail.data && detail.data.id === selectedId ? detail.data : null;
  const headingId = useId();
  const focused = useRef<number | null>(null);

  // Keyboard users land on the panel they opened.
  useEffect(() => {
    if (current && focused.current !== current.id) {
      focused.current = current.id;
      document.getElementById(headingId)?.focus();
    }
  }, [current, headingId]);

  const onFiltersChange = useCallback(
    (next: FilterState) => setFilters({ status: statusFilter(next.status), city: next.city ?? '' }),
    [],
  );

  const confirm = useCallback(
    async (d: Decision) => {
      if (!current) return;
      await calls.decide(current.id, d);
      list.reload();
      detail.reload();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload functions are stable
    [current, calls],
  );

  const close = useCallback(() => {
    setSelectedId(null);
    focused.current = null;
  }, []);

  return {
    filters: filters as unknown as FilterState,
    onFiltersChange,
    list,
    cities: cities.data ?? [],
    selectedId,
    select: setSelectedId,
    close,
    detail,
    /** The selected item's detail once loaded. */
    current,
    headingId,
    decision,
    openDecision: setDecision,
    closeDecision: () => setDecision(null),
    confirm,
  };
}
