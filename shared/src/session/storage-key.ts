// The localStorage key of the persisted session, alone in its file with what reads it without the store: the
// shell's prerender gate (a tiny blocking script) and its main.js (which preloads the page a session opens on)
// read it without bundling the session store (zustand, React).
export const SESSION_STORAGE_KEY = 'alfie-session';

/** The persisted state as the store's persist middleware writes it ({ state, version }); throws on broken JSON. */
export function parseStoredSession(stored: string): { token?: unknown; role?: unknown; locale?: unknown } {
  return (
    (JSON.parse(stored) as { state?: { token?: unknown; role?: unknown; locale?: unknown } }).state ?? {}
  );
}

/** The token, role and locale the store starts with; none when storage is blocked or holds something unreadable. */
export function storedCredentials(storage: Pick<Storage, 'getItem'> | null): {
  token: string | null;
  role: string | null;
  locale: string | null;
} {
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY);
    const { token, role, locale } = stored ? parseStoredSession(stored) : {};
    return {
      token: typeof token === 'string' ? token : null,
      role: typeof role === 'string' ? role : null,
      locale: typeof locale === 'string' ? locale : null,
    };
  } catch {
    return { token: null, role: null, locale: null };
  }
}
