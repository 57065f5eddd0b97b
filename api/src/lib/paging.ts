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
 * Sends one page. Ask the query for `limit + 1` rows: the extra row only says that another page follows.
 * Without `limit` the whole list goes out, as older clients expect.
 */
export function sendPage<T>(
  reply: FastifyReply,
  rows: T[],
  opts: { total: number; limit?: number | undefined; keyOf?: (row: T) => readonly (string | number)[] },
): T[] {
  reply.header('X-Total-Count', String(opts.total));
  if (opts.limit === undefined || rows.length <= opts.limit) return rows;
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  if (last !== undefined && opts.keyOf) reply.header('X-Next-Cursor', encodeCursor(opts.keyOf(last)));
  return page;
}
