// Whether the HTML prerendered at build time (the signed-out Italian public pages, tooling/webpack/prerender-
// plugin.mjs) is what this browser would render: only without a stored session and in the default language.
// Read by the blocking gate script before the first paint (which hides the prerender otherwise, so a signed-in
// user or an English reader never sees the Italian login flash) and by the bootstrap (hydrate or render afresh).
import { DEFAULT_LOCALE } from '@alfie/shared/contracts/constants';
import { SESSION_STORAGE_KEY, parseStoredSession } from '@alfie/shared/session/storage-key';

/** Set on #root by the build, with the path whose HTML it holds ("/signup"). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The attribute the gate sets on <html> when the prerender does not fit; app.css hides #root's prerender then. */
export const PRERENDER_OFF_ATTRIBUTE = 'data-prerender-off';

export function prerenderFits(storage: Pick<Storage, 'getItem'> | null): boolean {
  let stored: string | null;
  try {
    stored = storage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    // Storage blocked (privacy settings): the app sees no session either.
    return true;
  }
  if (!stored) return true;
  try {
    const state = parseStoredSession(stored);
    return !state.token && (state.locale == null || state.locale === DEFAULT_LOCALE);
  } catch {
    return false;
  }
}
