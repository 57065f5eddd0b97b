// Whether a call carries the session: the API client leaves the bearer off these calls, and main.js, which sends a
// page's first calls ahead, sends them the same way, so that the client takes their answers.
import { PUBLIC_PATHS } from './public-path-list.ts';

/** A call that never carries the session's bearer token (its path matched without regard to case). */
export function isPublicPath(url: string | undefined): boolean {
  const path = (url ?? '')
    .split('?')[0]!
    .toLowerCase()
    .replace(/^https?:\/\/[^/]+/, '');
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return PUBLIC_PATHS.some((p) => normalised === p || normalised.endsWith(p));
}
