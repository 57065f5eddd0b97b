// Paging of list calls: optional `limit` and opaque `cursor`; X-Total-Count always, X-Next-Cursor when more follow.
import type { FastifyReply } from 'fastify';
import { httpError } from './http-error.ts';

export const PAGE_HEADERS = ['X-Total-Count', 'X-Next-Cursor'];

/** An opaque cursor from the sort key of the last row sent (e.g. [createDate ISO, id]). */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key inside a cursor; a tampered cursor is a 400, never a 500. */
export function decodeCursor<T extends readonly (string | number)[]>(
  cursor: string | undefined | null,
  arity: number,
): T | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === arity &&
      key.every((k) => typeof k === 'string' || typeof k === 'number')
    )
      return key as unknown as T;
  } catch {
    // fall through
  }
  throw httpError(400, 'INVALID.INPUT', { cursor: 'INVALID.VALUE' });
}

/**
 * Cuts one page from `rows`. Ask the query for `limit + 1` rows: the extra row only says that another page follows.
 * Without `limit` the whole list is the page, as older clients expect.
 */
export function pageOf<T>(
  rows: T[],
  opts: { limit?: number | undefined; keyOf?: (row: T) => readonly (string | number)[] },
): { page: T[]; nextCursor: string | null } {
  if (opts.limit === undefined || rows.length <= opts.limit) return { page: rows, nextCursor: null };
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return { page, nextCursor: last !== undefined && opts.keyOf ? encodeCursor(opts.keyOf(last)) : null };
}

/** Sends one page (see pageOf) with X-Total-Count, and X-Next-Cursor when more follow. */
export function sendPage<T>(
  reply: FastifyReply,
  rows: T[],
  opts: { total: number; limit?: number | undefined; keyOf?: (row: T) => readonly (string | number)[] },
): T[] {
  const { page, nextCursor } = pageOf(rows, opts);
  reply.header('X-Total-Count', String(opts.total));
  if (nextCursor) reply.header('X-Next-Cursor', nextCursor);
  return page;
}
