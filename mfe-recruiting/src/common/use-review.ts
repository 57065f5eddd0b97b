// State of a review screen (PA applicants, companies): server-side filters, the list, its cities, the selected
// item's detail, and the decision that reloads both with the current filters.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { REVIEW_STATUS_FILTER, type Decision } from '@alfie/shared/contracts';
import type { Query } from '@alfie/shared/api';
import type { FilterState } from '@alfie/shared/ui';
import type { ReviewFilters, ReviewStatusFilter } from '../api/review-filters.ts';

/** What a review screen reads and does, each one endpoint's hook or first call from src/api. */
export interface ReviewEndpoints<TItem, TDetail extends { id: number }> {
  useList: (filters: ReviewFilters) => Query<TItem[]>;
  useCities: () => Query<string[]>;
  useDetail: (id: number | null) => Query<TDetail | null>;
  /** The decision on an item; it asks again the list shown under `filters` and the item's detail. */
  useDecide: (filters: ReviewFilters) => (id: number, decision: Decision) => Promise<void>;
  prefetchList: (filters: ReviewFilters) => void;
  prefetchCities: () => void;
}

/** A status the lists filter on ('' means any); anything else is no filter. */
const statusFilter = (s: string | undefined): ReviewStatusFilter =>
  (REVIEW_STATUS_FILTER as readonly (string | undefined)[]).includes(s) ? (s as ReviewStatusFilter) : '';

/** The filters a review screen opens with: every status, every city. */
const OPENING_FILTERS: ReviewFilters = { status: '', city: '' };

/**
 * A review screen's first calls (the list as it opens, the cities of its filter), under the keys useReview reads:
 * the page's `preload`, which the shell starts as soon as the page's module is here.
 */
export function preloadReview<TItem, TDetail extends { id: number }>(
  endpoints: ReviewEndpoints<TItem, TDetail>,
): void {
  endpoints.prefetchList(OPENING_FILTERS);
  endpoints.prefetchCities();
}

/** The state and actions of one review screen, as useReview returns them. */
export type Review<TItem, TDetail extends { id: number }> = ReturnType<typeof useReview<TItem, TDetail>>;

export function useReview<TItem, TDetail extends { id: number }>(endpoints: ReviewEndpoints<TItem, TDetail>) {
  const [filters, setFilters] = useState<ReviewFilters>(OPENING_FILTERS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = endpoints.useList(filters);
  const cities = endpoints.useCities();
  const detail = endpoints.useDetail(selectedId);
  const decide = endpoints.useDecide(filters);
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
      await decide(current.id, d);
    },
    [current, decide],
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
