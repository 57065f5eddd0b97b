// POST /request/alfie/active-requests-export: the query is the dashboard's own (filters and sort, no paging), the
// body the remote's words for the file (every column's header, the status labels), the reader's language (that of
// the means of service, languages and countries) and time zone, in which the file's dates are written (Excel dates
// have no zone).
import * as v from 'valibot';
import { DEFAULT_LOCALE, LOCALES } from '../constants.ts';
import { REQUEST_STATUSES } from '../statuses.ts';
import { isTimeZone } from '../dates.ts';
import { REQUEST_EXPORT_COLUMNS, type RequestExportColumn } from '../request-export.ts';
import { activeRequestsQuerySchema } from './queries.ts';

export const requestsExportQuerySchema = v.omit(activeRequestsQuerySchema, ['limit', 'cursor']);

const label = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.trim(),
  v.minLength(1, 'REQUIRED.FIELD'),
  v.maxLength(120, 'TOO.LONG'),
);

const headersSchema = v.strictObject(
  Object.fromEntries(REQUEST_EXPORT_COLUMNS.map((key) => [key, label])) as Record<
    RequestExportColumn,
    typeof label
  >,
);

const statusesSchema = v.strictObject(
  Object.fromEntries(REQUEST_STATUSES.map((status) => [status, v.optional(label)])) as Record<
    (typeof REQUEST_STATUSES)[number],
    v.OptionalSchema<typeof label, undefined>
  >,
);

export const requestsExportBodySchema = v.strictObject({
  headers: headersSchema,
  statuses: v.optional(statusesSchema, {}),
  /** The reader's language; a client built before it gets Italian, the default locale. */
  language: v.optional(v.picklist(LOCALES, 'INVALID.VALUE'), DEFAULT_LOCALE),
  /** The file's name the remote gives it (its word for "requests"); '.xlsx' is added. */
  fileName: v.optional(label),
  timeZone: v.optional(
    v.pipe(v.string(), v.maxLength(64, 'TOO.LONG'), v.check(isTimeZone, 'INVALID.VALUE')),
    'UTC',
  ),
});

export type RequestsExportQuery = v.InferOutput<typeof requestsExportQuerySchema>;
export type RequestsExportBody = v.InferInput<typeof requestsExportBodySchema>;
