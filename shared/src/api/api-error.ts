// Maps any failed call to one shape whose `messageKey` is a translated key of docs/product.md §8.
import type { ApiErrorBody } from '../contracts/error-keys.ts';
// A constant table, not state: a module of its own, outside the share scope, cannot split anything in two.
// eslint-disable-next-line no-restricted-imports
import { errorsIt } from '../i18n/locales/errors-it.ts';

const KEY_BY_STATUS: Record<number, string> = {
  400: 'INVALID.INPUT',
  401: 'UNAUTHORIZED',
  403: 'NOT.PERMITTED',
  404: 'NOT.FOUND',
  409: 'INVALID.STATE',
  413: 'PAYLOAD.TOO.LARGE',
  429: 'TOO.MANY.ATTEMPTS',
};

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The server's `code`, or '' when it sent none. */
  code: string;
  /** An i18n key of the common namespace: the server's code when known, else one chosen from the status. */
  messageKey: string;
  /** Field name → error key, from the server's `fields`. */
  fields: Record<string, string>;

  constructor(init: {
    status: number;
    code: string;
    messageKey: string;
    fields: Record<string, string>;
    message: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.fields = init.fields;
  }
}

// Every error key, read from its Italian strings (typed Record<ErrorKey, string>): they are in every page's first
// load already, where the API's English texts (ERROR_MESSAGES) would add to it (docs/performance.md).
const isKnownKey = (key: unknown): key is string => typeof key === 'string' && Object.hasOwn(errorsIt, key);

/** Any failure as an ApiError: the client's own pass through, anything else (a bug, a thrown value) is SERVER.ERROR. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return new ApiError({ status: 0, code: '', messageKey: 'SERVER.ERROR', fields: {}, message: String(err) });
}

/** The server could not be reached, or the call was aborted (status 0). */
export function unreachableError(message: string): ApiError {
  return new ApiError({ status: 0, code: '', messageKey: 'SEND.FAILED', fields: {}, message });
}

/**
 * A failure answer (status and parsed body, `{ error, code, fields }` when the API wrote it) as an ApiError; the
 * body's `error` is the message, else `fallbackMessage`. Used by the client and by the payment page's own fetch.
 */
export function answerError(status: number, data: unknown, fallbackMessage: string): ApiError {
  const body = (data ?? {}) as Partial<ApiErrorBody>;
  const code = typeof body.code === 'string' ? body.code : '';
  const fields: Record<string, string> = {};
  if (body.fields && typeof body.fields === 'object') {
    for (const [name, key] of Object.entries(body.fields)) if (typeof key === 'string') fields[name] = key;
  }
  const messageKey = isKnownKey(code) ? code : (KEY_BY_STATUS[status] ?? 'SERVER.ERROR');
  const message = typeof body.error === 'string' && body.error ? body.error : fallbackMessage;
  return new ApiError({ status, code, messageKey, fields, message });
}
