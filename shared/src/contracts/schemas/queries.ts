// Query strings of the list calls; every list also takes limit and cursor for paging.
import * as v from 'valibot';
import { REQUEST_STATUS_FILTER, REQUEST_TYPES, REVIEW_STATUS_FILTER } from '../statuses.ts';
import { parseItalianDateTime } from '../dates.ts';
import { DEFAULT_REQUEST_SORT, REQUEST_SORTS, SORT_ORDERS } from '../constants.ts';
import { looseId } from './fields.ts';

const optionalString = (max = 80) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'TOO.LONG')), '');

export const pagingSchema = {
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'INVALID.NUMBER'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(1000),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'TOO.LONG'))),
};

export const activeRequestsQuerySchema = v.object({
  type: v.optional(v.picklist(REQUEST_TYPES, 'INVALID.VALUE'), 'business'),
  status: v.optional(v.picklist(REQUEST_STATUS_FILTER, 'INVALID.VALUE'), ''),
  city: optionalString(),
  startdate: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s.trim() === '' || parseItalianDateTime(s) !== null, 'INVALID.DATE'),
    ),
    '',
  ),
  dateformat: optionalString(40),
  /** The column the whole filtered list is ordered by; paging (the cursor) follows it. */
  sort: v.optional(v.picklist(REQUEST_SORTS, 'INVALID.VALUE'), DEFAULT_REQUEST_SORT.sort),
  order: v.optional(v.picklist(SORT_ORDERS, 'INVALID.VALUE'), DEFAULT_REQUEST_SORT.order),
  ...pagingSchema,
});

export const typeQuerySchema = v.object({
  type: v.optional(v.picklist(REQUEST_TYPES, 'INVALID.VALUE'), 'business'),
});
export const idQuerySchema = v.object({ id: looseId });

export const reviewListQuerySchema = v.object({
  status: v.optional(v.picklist(REVIEW_STATUS_FILTER, 'INVALID.VALUE'), ''),
  city: optionalString(),
  ...pagingSchema,
});

export const customerRequestsQuerySchema = v.object({
  status: v.optional(v.picklist(['', 'ongoing', 'closed'], 'INVALID.VALUE'), ''),
  ...pagingSchema,
});
