// Paging of list calls: optional `limit` and opaque `cursor`; X-Total-Count always, X-Next-Cursor when more follow.
import type { FastifyReply } from 'fastify';
import { httpError } from './http-error.ts';

export const PAGE_HEADERS = ['X-Total-Count', 'X-Next-Cursor'];

/** An opaque cursor from the sort key of the last row sent (e.g. [createDate ISO, id]). */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** What one place of a cursor's key holds: an instant (ISO 8601, as encoded), a row id, or any text. */
export type CursorPart = 'instant' | 'id' | 'text';
type PartValue<P extends CursorPart> = P extends 'id' ? number : string;
type CursorKey<S extends readonly CursorPart[]> = { -readonly [K in keyof S]: PartValue<S[K]> };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/;

function fits(part: CursorPart, value: unknown): boolean {
  if (part === 'id') return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (typeof value !== 'string') return false;
  // a key the database would refuse or roll over (`2026-02-30`, `1e300`) must be a 400 here, not a 500 there
  return part === 'text' || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) && sameDay(value));
}

/** The calendar day written in an ISO instant exists (Date.parse rolls 2026-02-30 over to March). */
function sameDay(iso: string): boolean {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * The sort key inside a cursor, each place checked against `shape`; a tampered cursor is a 400 with a field error,
 * never a 500.
 */
export function decodeCursor<const S extends readonly CursorPart[]>(
  cursor: string | undefined | null,
  shape: S,
): CursorKey<S> | null {
  if (!cursor) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (Array.isArray(key) && key.length === shape.length && shape.every((part, i) => fits(part, key[i])))
    return key as CursorKey<S>;
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
