// Maps a failed call of the pricing screen to the message it shows: 403 not permitted, 404 rule not found.
import type { ApiError } from '@alfie/shared/api';

export function messageKeyOf(error: ApiError, notFoundKey = 'RULE.NOT.FOUND'): string {
  if (error.status === 403) return 'NOT.PERMITTED';
  if (error.status === 404) return notFoundKey;
  return error.messageKey;
}
