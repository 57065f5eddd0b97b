// HttpError: what a handler throws to answer `{ error, code, fields }` with a fitting status (docs/architecture.md).
import { errorMessage, type ErrorKey, type RequestConflict } from '@alfie/shared/contracts';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** PA.BUSY: the overlapping assignment, sent as `conflict`. */
  readonly conflict: RequestConflict | undefined;
  /** Seconds, sent as Retry-After with a 429. */
  retryAfter: number | undefined;
  constructor(
    statusCode: number,
    code: ErrorKey | string,
    fields?: Record<string, string>,
    conflict?: RequestConflict,
  ) {
    super(errorMessage(code));
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.conflict = conflict;
  }
}

/** `throw httpError(409, 'ALREADY.ASSIGNED')`; the message is the English text of the key. */
export function httpError(
  statusCode: number,
  code: ErrorKey | string,
  fields?: Record<string, string>,
  conflict?: RequestConflict,
): HttpError {
  return new HttpError(statusCode, code, fields, conflict);
}

export const notFound = (code: ErrorKey = 'NOT.FOUND') => httpError(404, code);
export const forbidden = (code: ErrorKey = 'FORBIDDEN') => httpError(403, code);
export const conflict = (code: ErrorKey = 'INVALID.STATE') => httpError(409, code);
